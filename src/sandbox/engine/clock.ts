// The sandbox's notion of "now". Real time by default; tests pass a fixed or stepped clock.

export interface SandboxClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: SandboxClock = { now: () => Date.now() };

/** A clock tests can set and advance by hand. */
export class ManualClock implements SandboxClock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  set(ms: number): void {
    this.current = ms;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
