// A new user on the home screen finds the order ticket in the header: Trade opens the ticket
// panel, which asks which account the order goes to, then shows the ticket for that account.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const appUrl = inject('appUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('Trade button in the header (demo mode)', () => {
  it('opens the ticket from the home screen and asks which account', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Trade' }).click();
    const panel = page.getByRole('dialog', { name: 'Order ticket panel' });
    const account = panel.getByRole('combobox', { name: 'Ticket account' });
    await account.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    const id = await account.locator('option:not([disabled])').first().getAttribute('value');
    await account.selectOption(id ?? '');
    const badge = panel.getByRole('note', { name: 'Order account' });
    await badge.waitFor();
    expect(await badge.textContent()).toContain(`#${id}`);
    await panel.getByLabel('Instrument', { exact: true }).waitFor();
  });

  it('opens the ticket for the account on screen with T', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Order ticket panel' }).waitFor({ state: 'detached' });
    await page.goto(`${appUrl}/accounts/100002`);
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    await page.keyboard.press('t');
    const badge = page
      .getByRole('dialog', { name: 'Order ticket panel' })
      .getByRole('note', { name: 'Order account' });
    await badge.waitFor();
    expect(await badge.textContent()).toContain('#100002');
  });
});
