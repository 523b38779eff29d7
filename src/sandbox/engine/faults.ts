// Fault injection: make any operation slow, fail, answer garbage or never answer, and make the
// L1 feed drop or go silent, so every error state of the UI can be shown on purpose.
import type { DemoFault } from '@/lib/demo-controls';

/** What a fault does to an operation (the app's Settings → Sandbox sets them: lib/demo-controls.ts). */
export type OperationFault = DemoFault;

export interface FeedFault {
  /** Close every L1 socket now and refuse new ones while set. */
  drop?: boolean;
  /** Keep sockets open but send nothing at all (no quotes, no heartbeats). */
  silent?: boolean;
}

export class FaultInjector {
  private readonly operations = new Map<string, OperationFault>();
  feed: FeedFault = {};
  private readonly listeners = new Set<() => void>();

  set(operationId: string, fault: OperationFault): void {
    this.operations.set(operationId, { ...fault });
    this.emit();
  }

  clear(operationId?: string): void {
    if (operationId) this.operations.delete(operationId);
    else {
      this.operations.clear();
      this.feed = {};
    }
    this.emit();
  }

  setFeed(fault: FeedFault): void {
    this.feed = { ...fault };
    this.emit();
  }

  /** The fault for one request of `operationId`, consuming one use of a counted fault. */
  take(operationId: string): OperationFault | undefined {
    const fault = this.operations.get(operationId) ?? this.operations.get('*');
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.operations.delete(this.operations.has(operationId) ? operationId : '*');
    }
    return fault;
  }

  list(): Array<[string, OperationFault]> {
    return [...this.operations.entries()];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
