// @vitest-environment jsdom
// Pieces the first screen does not need wait for it, unless the user acts first (src/lib/startup.ts).
import {
  afterStartup,
  isStartupDone,
  loadAfterStartup,
  loadInBackground,
  markStartupSettled,
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
});
