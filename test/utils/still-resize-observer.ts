// jsdom has no ResizeObserver (dockview watches its element with one): a stand-in that never fires,
// so the dock keeps the size it is given. Call at the top of a test file; it registers a beforeAll.
import { beforeAll } from 'vitest';

export function withStillResizeObserver(): void {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
}
