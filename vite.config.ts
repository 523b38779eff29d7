/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { contentSecurityPolicy } from './scripts/csp';
import { initialRoutePlugin } from './scripts/vite-initial-route';
import { entryChunkPlugin } from './scripts/vite-entry-chunk';
import { zodWithoutJsonSchemaPlugin } from './scripts/vite-zod-without-json-schema';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // zod's JSON Schema generator, which the app never uses, stays out of the entry (~6 kB gz).
    zodWithoutJsonSchemaPlugin(),
    // The first route's chunks download with the entry (a deferred boot script preloads them).
    initialRoutePlugin(),
    // The entry's start-up modules in three chunks (not ten small shared ones), each compiled eagerly.
    entryChunkPlugin(),
    {
      // The production build carries its Content-Security-Policy (dev keeps Vite's inline preamble).
      name: 'terminal-csp',
      apply: 'build',
      transformIndexHtml: (html) =>
        html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}" />`,
        ),
    },
  ],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  // Source maps expose the whole source: shipped only when asked for (BUILD_SOURCEMAP=1 npm run build).
  build: { target: 'es2022', sourcemap: process.env.BUILD_SOURCEMAP === '1', manifest: true },
  test: {
    globals: true,
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one on the 2-core CI machines, where the
    // suite then took about 510 s of `npm test`'s 20 minutes. Two forks there: about 290 s, every
    // test passing (two runs, 2026-12-01); the timing-sensitive ones wait with asyncUtilTimeout 4 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
