// @vitest-environment jsdom
// Pieces the first screen does not need wait for it, unless the user acts first (src/lib/startup.ts).
import { afterStartup, isStartupDone, loadAfterStartup } from '@/lib/startup';

describe('startup', () => {
  it('holds deferred loads until the user presses a key, then runs them at once', async () => {
    let loads = 0;
    const load = loadAfterStartup(async () => ++loads);
    const pending = load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(0);
    expect(isStartupDone()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    await expect(pending).resolves.toBe(1);
    expect(isStartupDone()).toBe(true);
    // Later loads do not wait at all.
    await afterStartup();
    await expect(load()).resolves.toBe(2);
  });
});
