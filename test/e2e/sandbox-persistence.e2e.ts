// The in-browser sandbox keeps its state across a reload, and Settings → Reset sandbox restores
// the seeded state.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const appUrl = inject('appUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.context.newPage();
  // Other files may have left settings in this profile: start in demo mode.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('persistence-e2e')) {
      sessionStorage.setItem('persistence-e2e', '1');
      localStorage.clear();
    }
  });
});
afterAll(async () => {
  await browser?.close();
});

const currentMaxNotional = () => page.getByTestId('current-max-notional');

describe('sandbox persistence (demo mode)', () => {
  it('keeps a change across a reload, and Reset sandbox restores the seeded state', async () => {
    await page.goto(`${appUrl}/accounts/100002`);
    await currentMaxNotional().waitFor();
    const seeded = (await currentMaxNotional().textContent()) ?? '';
    expect(seeded).not.toContain('777,777.00');

    await page.getByLabel('New max notional').fill('777777');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await currentMaxNotional().filter({ hasText: '777,777.00' }).waitFor();

    await page.reload();
    await currentMaxNotional().filter({ hasText: '777,777.00' }).waitFor({ timeout: 15_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Reset sandbox…' }).click();
    await page.getByText('Restore the seeded accounts, orders and positions?').waitFor();
    await page.getByRole('button', { name: 'Reset sandbox', exact: true }).click();
    await page.waitForLoadState('load');
    await page.goto(`${appUrl}/accounts/100002`);
    await currentMaxNotional().waitFor({ timeout: 15_000 });
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="current-max-notional"]')?.textContent === text,
      seeded,
      { timeout: 15_000 },
    );
  });
});
