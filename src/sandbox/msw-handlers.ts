// msw adapter: the same router and feed, for the browser demo (service worker) and for tests (msw/node).
import { http, HttpResponse, delay } from 'msw';
import type { Sandbox } from './engine/sandbox';
import { handleSandboxRequest, type RouterOptions } from './http/router';
import { createFeedHandler } from './ws/msw-link';

export interface MswSandboxOptions extends Omit<RouterOptions, 'basePath'> {
  /** The API base URL the app uses in demo mode, e.g. http://localhost:5173/sandbox */
  baseUrl: string;
  /** The L1 WebSocket URL, e.g. ws://localhost:5173/sandbox/v1/ws */
  wsUrl: string;
}

export function createSandboxMswHandlers(sandbox: Sandbox, options: MswSandboxOptions) {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  return [
    http.all(`${options.baseUrl.replace(/\/$/, '')}/v1/*`, async ({ request }) => {
      const response = await handleSandboxRequest(
        sandbox,
        { method: request.method, url: request.url, headers: request.headers, body: await request.text() },
        { ...options, basePath },
      );
      if (response.delayMs) await delay(response.delayMs);
      if (response.hang) return new Promise<never>(() => {});
      if (response.networkError) return HttpResponse.error();
      return new HttpResponse(response.body, { status: response.status, headers: response.headers });
    }),
    createFeedHandler(sandbox, options.wsUrl),
  ];
}
