// @vitest-environment jsdom
// Pieces the first screen does not need wait for it, unless the user acts first (src/lib/startup.ts).
import { vi } from 'vitest';
import {
  afterStartup,
  isStartupDone,
  loadAfterStartup,
  loadInBackground,
  markStartupSettled,
  resetTriggers,
  trigger,
  whenIdle,
} from '@/lib/startup';

describe('startup', () => {
  it('holds deferred loads until the user presses a key (not a pointer), then runs them at once', async () => {
    let loads = 0;
    let background = 0;
    const load = loadAfterStartup('a part', async () => ++loads);
    const work = loadInBackground('background work', async () => ++background);
    const pending = load();
    const pendingWork = work();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(0);
    // A click in the first moments (a navigation) does not bring the extras forward.
    window.dispatchEvent(new PointerEvent('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(0);
    expect(isStartupDone()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    await expect(pending).resolves.toBe(1);
    expect(isStartupDone()).toBe(true);
    // Later loads do not wait at all.
    await afterStartup();
    await expect(load()).resolves.toBe(2);
    // Background work waits for the screen on show to settle, even after the key press.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(background).toBe(0);
    markStartupSettled();
    expect(background).toBe(0);
    await expect(pendingWork).resolves.toBe(1);
  });

  it('starts background work once the user has paused for a second after the screen settled, at the latest after 5 s', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    try {
      const startup = await import('@/lib/startup');
      let started = 0;
      const work = startup.loadInBackground('background work', async () => ++started)();
      startup.markStartupSettled();
      // The user types a symbol and opens its page: every key postpones the background.
      for (let i = 0; i < 6; i++) {
        await vi.advanceTimersByTimeAsync(400);
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'A' }));
      }
      expect(started).toBe(0);
      await vi.advanceTimersByTimeAsync(startup.BACKGROUND_DELAY_MS + 1_000); // the pause, then an idle moment
      await expect(work).resolves.toBe(1);

      // A user who never pauses still gets it after BACKGROUND_MAX_DELAY_MS.
      vi.resetModules();
      const again = await import('@/lib/startup');
      let late = 0;
      const busy = again.loadInBackground('background work', async () => ++late)();
      again.markStartupSettled();
      for (let t = 0; t < again.BACKGROUND_MAX_DELAY_MS - 500; t += 300) {
        window.dispatchEvent(new PointerEvent('pointerdown'));
        await vi.advanceTimersByTimeAsync(300);
      }
      expect(late).toBe(0);
      await vi.advanceTimersByTimeAsync(600);
      await expect(busy).resolves.toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads a part early once its trigger fires, and each test starts with every trigger unfired', async () => {
    const asked = trigger();
    let early = false;
    const waiting = asked.fired().then(() => (early = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(early).toBe(false);
    asked.fire();
    await waiting;
    expect(early).toBe(true);
    await asked.fired();
    // After a reset (between tests) it waits again; a load that was already waiting still loads.
    resetTriggers();
    let again = false;
    const next = asked.fired().then(() => (again = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again).toBe(false);
    asked.fire();
    await next;
    expect(again).toBe(true);
  });

  it('runs idle work once at an idle moment within its timeout, on the next task without idle callbacks, and not once cancelled', async () => {
    const runs: string[] = [];
    // jsdom has no requestIdleCallback: the next task.
    whenIdle(() => runs.push('fallback'), 500);
    whenIdle(() => runs.push('cancelled'))();
    expect(runs).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual(['fallback']);

    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    const cancelled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    try {
      whenIdle(() => runs.push('idle'), 500);
      const cancel = whenIdle(() => runs.push('never'), 1_000);
      cancel();
      expect(idle.map((i) => i.timeout)).toEqual([500, 1_000]);
      expect(cancelled).toEqual([2]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(runs).toEqual(['fallback']);
      idle[0]!.run();
      expect(runs).toEqual(['fallback', 'idle']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
