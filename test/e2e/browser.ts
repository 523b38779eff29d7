// Launch a real Chromium for e2e tests and benchmarks. No test tool downloads a browser here:
// CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a local Chrome.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export function findChromium(): string {
  const found = CANDIDATES.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found)
    throw new Error(
      'No Chromium found for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chrome/Chromium binary.',
    );
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
