// The Content-Security-Policy of the production build (a <meta> tag injected by vite.config.ts; the
// same policy as a response header is documented in docs/deployment-csp.md). Scripts, styles,
// workers and fonts come only from the app's own origin; no inline script runs. The API and quote
// WebSocket origins the build may reach are `connect-src`: this machine's loopback (the sandbox
// server, `npm run sandbox`) plus TERMINAL_CONNECT_SRC, the space-separated origins of the
// deployment's API and WebSocket (e.g. "https://api.example.com wss://stream.example.com").

const LOOPBACK = ['http://localhost:*', 'ws://localhost:*', 'http://127.0.0.1:*', 'ws://127.0.0.1:*'];

/** The connect-src origins: loopback and the configured ones (invalid entries are refused loudly). */
export function connectSources(configured = process.env.TERMINAL_CONNECT_SRC ?? ''): string[] {
  const extra = configured.split(/\s+/).filter(Boolean);
  for (const origin of extra)
    if (!/^(https|wss|http|ws):\/\/[a-z0-9.-]+(:(\d+|\*))?$/i.test(origin))
      throw new Error(`TERMINAL_CONNECT_SRC: "${origin}" is not an origin like https://api.example.com`);
  return [...LOOPBACK, ...extra];
}

export function contentSecurityPolicy(connect: readonly string[] = connectSources()): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and the chart library set styles on elements; no stylesheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    // Instrument logos and news images are https only (the app's own allowlist checks them too).
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`,
    // The demo's sandbox runs in a service worker from this origin.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
