// Build plugin: everything the entry needs at start-up in three chunks, compiled eagerly.
//
// Rolldown splits the modules that the entry and some lazy route chunks both import into small shared
// chunks (React, the JSX runtime, zod's core, the API errors, the session...), although the entry has
// always loaded them by the time a lazy chunk runs (rolldown/rolldown#10731). The entry then needed ten
// requests instead of one, and a browser opens at most six connections to one HTTP/1.1 host: a cold
// load waited a round trip per extra wave of requests (bench:load --waterfall). This plugin collects
// the entry's static import closure once the module graph is known (buildEnd) and gives rolldown
// code-splitting groups holding exactly those modules. Nothing else moves: a lazy chunk imports from
// them as it imported from the small chunks.
//
// The closure is three chunks, not one: React (react, react-dom, scheduler), TanStack (router and
// query) and the rest (the app's start-up code and zod), each downloading on its own connection. Each
// starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as the file's first line,
// Chrome 136+; other engines ignore the comment): V8 compiles their functions on a background thread
// while the file downloads, instead of one by one on the main thread the first time each is called.
// On a cold load of the accounts list that cut the functions compiled lazily on the main thread before
// the screen is ready from ~1,000 to ~120 (no long task left). As one 470 kB chunk, the same hint cost more background
// CPU, competing with the download on a 2-core machine, than it saved (docs/performance-history.md). Lazy
// chunks stay lazily compiled: they hold many screens' code that runs only in part.
import type { Plugin, Rollup, UserConfig } from 'vite';

/** The entry closure's chunks, first match wins ('app' holds the entry module, so it is the entry chunk). */
export const START_UP_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'app', test: /./ },
] as const;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Opens the start-up chunks (the entry and the other START_UP_CHUNKS) with the compile hint. It runs
 * after Vite has put its preload map (`const __vite__mapDeps=…`) at the top of the entry chunk,
 * because V8 reads the hint only on the first line; the chunk's source map moves down a line with it.
 */
export function addCompileHints(bundle: Rollup.OutputBundle): void {
  const names = new Set<string>(START_UP_CHUNKS.map((c) => c.name));
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || chunk.isDynamicEntry) continue;
    if (!(chunk.isEntry || names.has(chunk.name)) || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[`${chunk.fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      mapAsset.source = JSON.stringify(map);
    }
  }
}

export function entryChunkPlugin(): Plugin[] {
  const closure = new Set<string>();
  const grouping: Plugin = {
    name: 'terminal-entry-chunk',
    apply: 'build',
    config(): UserConfig {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: START_UP_CHUNKS.map((chunk, index) => ({
                  name: chunk.name,
                  test: (id: string) => closure.has(id) && chunk.test.test(id),
                  priority: 100 + START_UP_CHUNKS.length - index,
                })),
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
    },
  };
  const hints: Plugin = {
    name: 'terminal-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After every other generateBundle hook, Vite's preload map included.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle);
      },
    },
  };
  return [grouping, hints];
}
