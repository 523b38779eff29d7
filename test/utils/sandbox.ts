// A fresh in-memory sandbox behind msw/node for one test file or test: the same simulator the
// demo runs, answering on the URLs the app's demo mode uses. Unhandled requests fail the test.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { currentEndpoint } from '@/api/session';
import { Sandbox, type SandboxOptions } from '@/sandbox/engine/sandbox';
import { createSandboxMswHandlers } from '@/sandbox/msw-handlers';

export interface SandboxHarness {
  /** The sandbox of the current test (new for every test). */
  readonly sandbox: Sandbox;
  server: ReturnType<typeof setupServer>;
}

/** Call at the top of a test file: every test gets a new Sandbox built with `options()`. */
export function withSandbox(options: () => SandboxOptions = () => ({})): SandboxHarness {
  let current: Sandbox | undefined;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = new Sandbox(options());
    const { baseUrl, wsUrl } = currentEndpoint();
    server.resetHandlers(...createSandboxMswHandlers(current, { baseUrl, wsUrl }));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    get sandbox() {
      if (!current) throw new Error('withSandbox: no test is running');
      return current;
    },
    server,
  };
}
