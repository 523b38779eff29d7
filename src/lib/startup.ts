// What the shell adds around the first screen (the header's instrument search, the market clock, the
// quote connection indicator, the keyboard map) loads once that screen has shown its data, so it
// never competes with the screen for the network and the main thread during a cold load. The app
// marks the moment (src/app/app.tsx: the route on show resolved, its requests settled, a frame
// painted). A user who reaches for any of it earlier by key (the search's "/", the ticket's T / B /
// S, "?") does not wait: the first key press marks startup done at once. A pointer press does not:
// in the first moments it is usually a click on the navigation, and the new screen's chunks and
// requests must not queue behind some forty chunks of extras (bench:lists, cold at boot); the extras
// then load once that screen has settled. Background work (bar recording, the alert evaluator)
// waits for the settled screen even after a key press (`loadInBackground`). The one idle helper,
// `whenIdle`, lives here too: the entry already loads this file, so its users add no chunk.

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
  // Once the user has paused for a second, at an idle moment: the extras that startup released load
  // first, and what the user does meanwhile (a click on the navigation, a symbol typed into the search
  // and its page opened) does not queue behind background chunks on the network. A user who keeps
  // going still gets it after BACKGROUND_MAX_DELAY_MS.
  const release = () => {
    if (backgroundReady) return;
    backgroundReady = true;
    clearTimeout(timer);
    clearTimeout(latest);
    for (const type of USER_ACTIONS) window.removeEventListener(type, postpone, true);
    for (const resolve of settledWaiters.splice(0)) resolve();
  };
  const idle = () => void whenIdle(release, 1_000);
  let timer = setTimeout(idle, BACKGROUND_DELAY_MS);
  const postpone = () => {
    clearTimeout(timer);
    timer = setTimeout(idle, BACKGROUND_DELAY_MS);
  };
  const latest = setTimeout(release, BACKGROUND_MAX_DELAY_MS);
  if (typeof window !== 'undefined')
    for (const type of USER_ACTIONS)
      window.addEventListener(type, postpone, { capture: true, passive: true });
}

/**
 * Runs `run` once at an idle moment (at the latest after `timeout` ms), or on the next task where the
 * browser has no idle callbacks (jsdom); returns its cancel. The one idle mechanism for work the user
 * must not see in a frame: background release, the Chart tab's preload, bar saving, the assistant's
 * warm-ups (time-sliced idle work, as use-prepare-markdown's, uses the deadline itself).
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  const idle = typeof requestIdleCallback == 'function';
  const handle = idle ? requestIdleCallback(run, { timeout }) : setTimeout(run);
  return () => (idle ? cancelIdleCallback(handle as number) : clearTimeout(handle));
}

/** How long background work waits after the screen settled and after the user's last key or press. */
export const BACKGROUND_DELAY_MS = 1_000;
/** Background work starts at the latest this long after the screen settled, however busy the user. */
export const BACKGROUND_MAX_DELAY_MS = 5_000;
const USER_ACTIONS = ['keydown', 'pointerdown'] as const;

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

/** A one-shot signal a lazily loaded part waits on besides the background (see `trigger`). */
export interface Trigger {
  /** Say it happened: every `fired()` resolves (now and from then on). */
  fire(): void;
  /** Resolves once `fire()` was called (at once if it was). */
  fired(): Promise<void>;
}

const triggers = new Set<{ reset(): void }>();

/**
 * A signal such as "the user asked for the keyboard map" that loads a part earlier than the
 * background would. Its state is reset between tests (`resetTriggers`); a load already waiting on it
 * keeps waiting for the next `fire()`.
 */
export function trigger(): Trigger {
  let done = false;
  const waiters: Array<() => void> = [];
  triggers.add({ reset: () => (done = false) });
  return {
    fire() {
      done = true;
      for (const resolve of waiters.splice(0)) resolve();
    },
    fired() {
      return done ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

/** Every trigger back to not fired (tests: test/setup.ts). */
export function resetTriggers(): void {
  for (const t of triggers) t.reset();
}

if (typeof window !== 'undefined') {
  const onKey = () => {
    window.removeEventListener('keydown', onKey, true);
    markStartupDone();
  };
  window.addEventListener('keydown', onKey, true);
}
