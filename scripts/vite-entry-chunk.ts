// Build plugin: everything the entry needs at start-up in one chunk.
//
// Rolldown splits the modules that the entry and some lazy route chunks both import into small shared
// chunks (React, the JSX runtime, zod's core, the API errors, the session...), although the entry has
// always loaded them by the time a lazy chunk runs (rolldown/rolldown#10731). The entry then needed ten
// requests instead of one, and a browser opens at most six connections to one HTTP/1.1 host: a cold
// load waited a round trip per extra wave of requests (bench:load --waterfall). This plugin collects
// the entry's static import closure once the module graph is known (buildEnd) and gives rolldown a
// code-splitting group holding exactly those modules, so they form one chunk. Nothing else moves: a
// lazy chunk imports from it as it imported from the small chunks.
import type { Plugin, UserConfig } from 'vite';

export function entryChunkPlugin(): Plugin {
  const closure = new Set<string>();
  return {
    name: 'terminal-entry-chunk',
    apply: 'build',
    config(): UserConfig {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'app', test: (id: string) => closure.has(id), priority: 100 }],
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
}
