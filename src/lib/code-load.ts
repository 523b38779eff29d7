// Loading a part of the app that lives in its own chunk (a dynamic `import()`). Between the page's
// load and the moment a part is first needed, the connection can drop (a laptop waking up, a train)
// or a new deploy can replace the files. A chunk that cannot load must never blank the screen:
// - background work and the shell's extras, which nobody asked for (bar recording, the alert
//   evaluator, order status updates, the header's search), load with `untilLoaded`: it never rejects,
//   records the part here and tries again when the browser is back online (and after a growing pause);
// - a part the user opens (the ticket, the assistant, a workspace panel) says in its place that it
//   could not be downloaded, with Try again and Reload (components/lazy-part.tsx).
// Chromium up to 150 remembered a failed module download for the life of the page (a new `import()` of
// it failed at once), so a retry helped only in browsers that do not; Chromium 156 downloads it again,
// and the part comes back at the 'online' event (test/e2e/offline.e2e.ts). Reloading the page always
// does. The shell names what is missing, with a Reload button (features/shell/code-load-notice.tsx).
import { createStore } from 'zustand/vanilla';

/** The parts (as a user would name them) that could not be downloaded and are still missing. */
export const codeLoadStore = createStore<{ missing: readonly string[] }>(() => ({ missing: [] }));

function setMissing(part: string, missing: boolean): void {
  codeLoadStore.setState((s) => {
    const has = s.missing.includes(part);
    if (has === missing) return s;
    return { missing: missing ? [...s.missing, part] : s.missing.filter((p) => p !== part) };
  });
}

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

/** Resolves when the browser reports it is back online, or after `ms`, whichever comes first. */
function onlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * `load` for a part nobody asked for: it never rejects. A failure records the part as missing, waits
 * (until the browser is back online, or 1 s, 2 s, 4 s … at most 30 s) and loads again.
 */
export function untilLoaded<T>(part: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      try {
        const loaded = await load();
        setMissing(part, false);
        return loaded;
      } catch {
        setMissing(part, true);
        await onlineOrAfter(pause);
      }
    }
  };
}
