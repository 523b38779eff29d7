// Launch a real Chromium for e2e tests and benchmarks. No test tool downloads a browser here:
// CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a local Chrome (scripts/chromium.ts, which
// `npm test` runs first to install one when it may).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { findChromiumPath, machineFacts, missingChromiumMessage } from '../../scripts/chromium';

export function findChromium(): string {
  const facts = machineFacts();
  const found = findChromiumPath(facts);
  if (!found) throw new Error(missingChromiumMessage({ chromiumPath: facts.chromiumPath, apt: facts.apt() }));
  return found;
}

export async function launchBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    headless: true,
    viewport: { width: 1440, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The token the e2e tests sign in with in live mode (the sandbox server accepts any bearer token). */
export const E2E_TOKEN = 'e2e-live-token';

/**
 * Every page of `context` opens in live mode against `baseUrl` with the e2e token in the tab's
 * session, as a user who saved those settings would find it.
 */
export async function useLiveMode(
  context: BrowserContext,
  baseUrl: string,
  token = E2E_TOKEN,
): Promise<void> {
  await context.addInitScript(
    ({ baseUrl: url, token: bearer }) => {
      localStorage.setItem(
        'terminal.settings.v1',
        JSON.stringify({ mode: 'live', baseUrl: url, wsUrl: '', theme: 'dark' }),
      );
      sessionStorage.setItem('terminal.token.v1', bearer);
    },
    { baseUrl, token },
  );
}

/** The sandbox server's fault controls (`/__sandbox/faults`), as a test sets and clears them. */
export function serverFaults(serverUrl: string) {
  const send = async (method: 'POST' | 'DELETE', body?: unknown) => {
    const response = await fetch(`${serverUrl}/__sandbox/faults`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox faults ${method}: HTTP ${response.status}`);
  };
  return {
    set: (operationId: string, fault: Record<string, unknown>) => send('POST', { operationId, fault }),
    clear: () => send('DELETE'),
  };
}
