// The shell in demo mode, in real Chromium against the built app: accounts, market status,
// account switching, settings and theme, a not-found page.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();

describe('shell (demo mode)', () => {
  it('opens on the accounts list served by the in-browser sandbox', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    const rows = page.locator('table.data-table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByText('DEMO', { exact: true }).isVisible()).toBe(true);
  });

  it('shows the market status with a New York clock that ticks', async () => {
    const status = page.getByRole('status', { name: 'Market status' });
    await status.getByText(/US equities (Open|Closed|Pre-market|After hours)/).waitFor();
    const clock = status.locator('.market-clock');
    const first = await clock.textContent();
    expect(first).toMatch(/\d{2}:\d{2}:\d{2} E[SD]T/);
    await page.waitForTimeout(1200);
    expect(await clock.textContent()).not.toBe(first);
  });

  it('opens an account from the list, and the switcher keeps it in the URL', async () => {
    const firstLink = page.locator('table.data-table tbody tr a').first();
    const id = (await firstLink.textContent())?.trim();
    await firstLink.click();
    await page.waitForURL(new RegExp(`/accounts/${id}$`));
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Account' });
    expect(await switcher.inputValue()).toBe(id);
    const other = await switcher.locator('option:not([disabled])').nth(1).getAttribute('value');
    await switcher.selectOption(other ?? '');
    await page.waitForURL(new RegExp(`/accounts/${other}$`));
    // The URL changes when navigation starts; the header follows once the account has loaded.
    await page
      .locator('.account-facts')
      .filter({ hasText: `#${other}` })
      .waitFor();
  });

  it('switches to the light theme from Settings and keeps it after a reload', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  });

  it('refuses live settings without a valid URL and token, keeping what was typed', async () => {
    await page.getByLabel(/Live/).check();
    const baseUrl = page.getByLabel('API base URL');
    await baseUrl.fill('not a url');
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByText('A URL cannot contain spaces or quotes').waitFor();
    await page.getByText('Live mode needs an access token').waitFor();
    expect(await baseUrl.inputValue()).toBe('not a url');
    await baseUrl.fill('ftp://files.example.com');
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByText(/Enter an http:\/\/ or https:\/\/ URL/).waitFor();
    expect(await baseUrl.inputValue()).toBe('ftp://files.example.com');
    expect(await page.getByText('DEMO', { exact: true }).isVisible()).toBe(true);
  });

  it('shows a not-found page for an unknown address, with the way back', async () => {
    await page.goto(`${appUrl}/no/such/screen`);
    const notFound = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Page not found' }) });
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain('There is no screen at this address.');
    // The address stays what the user typed, and the shell is still there around the message.
    expect(new URL(page.url()).pathname).toBe('/no/such/screen');
    expect(await page.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    await notFound.getByRole('link', { name: 'Go to accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts');
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});
