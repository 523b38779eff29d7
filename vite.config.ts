/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    // Must come before react(): it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
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
  },
});
