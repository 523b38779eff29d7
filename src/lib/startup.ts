// What the shell adds around the first screen (the header's instrument search, the market clock, the
// quote connection indicator, the keyboard map) loads once that screen has shown its data, so it
// never competes with the screen for the network and the main thread during a cold load. The app
// marks the moment (src/app/app.tsx: the first route resolved, its requests settled, a frame
// painted). A user who reaches for any of it earlier does not wait: the first key press or pointer
// press marks startup done at once, and the pieces load then.

let done = false;
const waiters: Array<() => void> = [];

/** The first screen is up (or the user acted): everything waiting in `afterStartup` loads now. */
export function markStartupDone(): void {
  if (done) return;
  done = true;
  for (const resolve of waiters.splice(0)) resolve();
}

export function isStartupDone(): boolean {
  return done;
}

/** Resolves once the first screen is up (at once if it already is). */
export function afterStartup(): Promise<void> {
  return done ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}

/** `import()` of a piece the first screen does not need: starts after startup. */
export function loadAfterStartup<T>(load: () => Promise<T>): () => Promise<T> {
  return () => afterStartup().then(load);
}

if (typeof window !== 'undefined') {
  const onInput = () => {
    window.removeEventListener('keydown', onInput, true);
    window.removeEventListener('pointerdown', onInput, true);
    markStartupDone();
  };
  window.addEventListener('keydown', onInput, true);
  window.addEventListener('pointerdown', onInput, true);
}
