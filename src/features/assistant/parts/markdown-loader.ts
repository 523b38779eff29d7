// The Markdown renderer (react-markdown, remark-gfm) is the largest piece of the assistant: its own
// chunk, kept out of the entry. It starts loading when the assistant shows its threads and again when
// the pointer reaches a thread's link, so a thread opened a moment later renders its text as Markdown
// in its first paint, instead of plain for the moment the chunk takes. Until it is there (or if it
// cannot load) the text shows plain: never as HTML. Once loaded, the parser is warmed up while idle.
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/startup';
import type * as MarkdownText from './markdown-text';

type MarkdownModule = typeof MarkdownText;

let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the renderer once per page (again after a failed attempt). */
export function preloadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdown-text').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      whenIdle(() => module.warmUpMarkdown());
      return module;
    },
    (error: unknown) => {
      loading = null; // the next text part, or the next visit, tries again
      throw error;
    },
  );
  return loading;
}

/** The renderer if it is loaded (without asking for it). */
export const loadedMarkdown = (): MarkdownModule | null => loaded;

/** Whether the renderer is loaded (the first paint of a text is then Markdown). */
export const isMarkdownLoaded = (): boolean => loaded !== null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The renderer once loaded (null until then); asks for it if nothing has yet. */
export function useMarkdownModule(): MarkdownModule | null {
  const module = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (!loaded) preloadMarkdown().catch(() => undefined);
  }, []);
  return module;
}
