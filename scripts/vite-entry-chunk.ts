// Build plugin: everything the entry needs at start-up in three chunks, two of them compiled eagerly.
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
// query) and the rest (the app's start-up code and zod). Almost every function of the first two runs
// while the first screen renders, so their chunks start with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+; other engines ignore the comment): V8 compiles all of
// their functions on a background thread while the file downloads, instead of one by one on the main
// thread the first time each is called. On a cold load of the accounts list that removed ~40 ms of
// lazy compilation from the main thread (no long task left before the screen is ready). The rest is
// left lazy: eagerly compiling all of it (zod, the routes' loaders and search code, which run only in
// part) cost more background CPU than it saved on a 2-core machine (docs/performance.md).
import type { Plugin, UserConfig } from 'vite';

/** The entry closure's chunks, first match wins; `eager` ones carry the compile hint. */
export const START_UP_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, eager: true },
  { name: 'tanstack', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, eager: true },
  { name: 'app', test: /./, eager: false },
] as const;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function entryChunkPlugin(): Plugin {
  const closure = new Set<string>();
  const eager = new Set<string>(START_UP_CHUNKS.filter((c) => c.eager).map((c) => c.name));
  return {
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
              // After minification (which drops comments), as the chunk's first line, where V8 looks for it.
              postBanner: (chunk) => (chunk.isDynamicEntry || !eager.has(chunk.name) ? '' : COMPILE_HINT),
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
}
