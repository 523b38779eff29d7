// One active account on every screen: a new user finds the ticket in the header (Trade), its first
// field is the account and every other field is there at once; an account page makes its account
// active, the monitor's B sends to it, and a reload remembers it.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();

const ticketPanel = () => page.getByRole('dialog', { name: 'Order ticket panel' });
const ticketAccount = () => ticketPanel().getByRole('combobox', { name: 'Ticket account' });
const headerAccount = () => page.getByRole('banner').getByRole('combobox', { name: 'Account' });

async function closeTicket() {
  await page.keyboard.press('Escape');
  await ticketPanel().waitFor({ state: 'detached' });
}

describe('the active account (demo mode)', () => {
  it('Trade on the home screen: every field at once, the account chosen in the ticket becomes active', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Trade' }).click();
    await ticketPanel().getByLabel('Instrument', { exact: true }).waitFor();
    expect(await ticketAccount().inputValue()).toBe('');
    await ticketAccount().locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    const id = await ticketAccount().locator('option:not([disabled])').first().getAttribute('value');
    await ticketAccount().selectOption(id ?? '');
    await page.waitForFunction(
      (want) =>
        (document.querySelector('header select[aria-label="Account"]') as HTMLSelectElement | null)?.value ===
        want,
      id,
    );
    await closeTicket();
  });

  it('an account page sets it; Monitor then B on a row sends to it; a reload keeps it', async () => {
    await page.goto(`${appUrl}/accounts/100001`);
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monitor' }).click();
    const row = page.locator('table[aria-label="Quote monitor"] tbody tr[data-row-key]').first();
    await row.waitFor();
    expect(await headerAccount().inputValue()).toBe('100001');
    await row.click();
    await page.keyboard.press('b');
    await ticketAccount().waitFor();
    expect(await ticketAccount().inputValue()).toBe('100001');
    expect(await ticketPanel().getByRole('radio', { name: 'Buy' }).isChecked()).toBe(true);
    await closeTicket();

    await page.reload();
    await row.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('header select[aria-label="Account"]') as HTMLSelectElement | null)?.value ===
        '100001',
    );
    await page.getByRole('banner').getByRole('button', { name: 'Trade' }).click();
    await ticketAccount().waitFor();
    expect(await ticketAccount().inputValue()).toBe('100001');
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/active-account-ticket.png` });
    await closeTicket();
  });

  it('T on an account page opens the ticket for that account', async () => {
    await page.goto(`${appUrl}/accounts/100002`);
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    await page.keyboard.press('t');
    await ticketAccount().waitFor();
    expect(await ticketAccount().inputValue()).toBe('100002');
  });
});
