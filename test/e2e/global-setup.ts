// Serves the production build (demo mode) with `vite preview` for the e2e specs.
import { preview, type PreviewServer } from 'vite';
import fs from 'node:fs';

let server: PreviewServer | undefined;

export async function setup({ provide }: { provide: (key: 'appUrl', value: string) => void }) {
  if (!fs.existsSync('dist/index.html'))
    throw new Error('e2e tests run against the build: run `npm run build` first');
  server = await preview({ preview: { port: 4180, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  // Service workers need localhost or https: use localhost rather than 127.0.0.1.
  provide('appUrl', url.replace('127.0.0.1', 'localhost').replace(/\/$/, ''));
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}
