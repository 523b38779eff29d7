// What the shell adds around the first screen (the header's instrument search, the market clock, the
// quote connection indicator, the keyboard map) loads once that screen has shown its data, so it
// never competes with the screen for the network and the main thread during a cold load. The app
// marks the moment (src/app/app.tsx: the route on show resolved, its requests settled, a frame
// painted). A user who reaches for any of it earlier by key (the search's "/", the ticket's T / B /
// S, "?") does not wait: the first key press marks startup done at once. A pointer press does not:
// in the first moments it is usually a click on the navigation, and the new screen's chunks and
// requests must not queue behind some forty chunks of extras (bench:lists, cold at boot); the extras
// then load once that screen has settled. Background work (bar recording, the alert evaluator)
// waits for the settled screen even after a key press (`loadInBackground`).

import { untilLoaded } from './code-load';

let done = false;
const waiters: Array<() => void> = [];
let settled = false;
let backgroundReady = false;
const settledWaiters: Array<() => void> = [];

/** The first screen is up (or the user pressed a key): everything waiting in `afterStartup` loads now. */
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

/**
 * `import()` of a piece the first screen does not need: starts after startup. Nobody asked for it,
 * so a failed download waits and tries again rather than failing (lib/code-load.ts).
 */
export function loadAfterStartup<T>(part: string, load: () => Promise<T>): () => Promise<T> {
  return () => afterStartup().then(untilLoaded(part, load));
}

/**
 * The screen on show has its data (the first one, or the one the user went to before the first
 * settled): background work that no user reaches for (bar recording, the alert evaluator) starts
 * now. Unlike startup, a key or pointer press does not bring it forward: a click in the first
 * moments is usually a navigation, and the new screen's requests come first.
 */
export function markStartupSettled(): void {
  markStartupDone();
  if (settled) return;
  settled = true;
  // A second later, at an idle moment: the extras that startup released load first, and a click on the
  // navigation just after the first screen showed does not queue behind background chunks too.
  const release = () => {
    backgroundReady = true;
    for (const resolve of settledWaiters.splice(0)) resolve();
  };
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: 1_000 });
    else release();
  }, BACKGROUND_DELAY_MS);
}

/** How long background work waits after the screen settled. */
export const BACKGROUND_DELAY_MS = 1_000;

export function isStartupSettled(): boolean {
  return settled;
}

/** Resolves a moment after the screen on show has settled (at once if it has). */
export function inBackground(): Promise<void> {
  return backgroundReady ? Promise.resolve() : new Promise<void>((resolve) => settledWaiters.push(resolve));
}

/**
 * `import()` of background work: starts a moment after the screen on show has settled. A failed
 * download waits and tries again (lib/code-load.ts).
 */
export function loadInBackground<T>(part: string, load: () => Promise<T>): () => Promise<T> {
  return () => inBackground().then(untilLoaded(part, load));
}

if (typeof window !== 'undefined') {
  const onKey = () => {
    window.removeEventListener('keydown', onKey, true);
    markStartupDone();
  };
  window.addEventListener('keydown', onKey, true);
}
