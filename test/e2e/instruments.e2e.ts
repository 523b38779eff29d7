// Instrument research in real Chromium (demo mode): the header search opens an instrument page,
// the option chain lists contracts, and clicking an ask opens the ticket for that OSI contract.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E({ timeout: 15_000 });

describe('instrument research (demo mode)', () => {
  it('search → instrument page → chain → click an ask → the ticket holds the contract', async () => {
    await page.goto(`${appUrl}/accounts`);
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    // The header search loads just after the entry; "/" works once it is on screen.
    const search = page.getByRole('combobox', { name: 'Search instruments' });
    await search.waitFor();
    await page.keyboard.press('/');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.pressSequentially('AAPL', { delay: 20 });
    await page.getByRole('option').filter({ hasText: 'Apple Inc.' }).first().waitFor();
    await search.press('Enter');
    await page.waitForURL(/\/instruments\/AAPL/);
    await page.getByRole('heading', { name: /AAPL/ }).waitFor();
    // The live header fills in.
    await expect
      .poll(async () => page.getByLabel('AAPL live quote').locator('[data-field="ask"]').textContent(), {
        timeout: 10_000,
      })
      .toMatch(/\d+\.\d\d/);

    await page.getByRole('tab', { name: 'Options' }).click();
    const chain = page.getByRole('table', { name: /AAPL options expiring/ });
    await chain.waitFor();
    const atm = chain.locator('tr.atm');
    await atm.waitFor();
    const askButton = atm.locator('td.ask-cell button').first();
    // The contract's quote streams in once its row has been shown a moment.
    await expect.poll(async () => askButton.textContent(), { timeout: 10_000 }).toMatch(/at the ask \d/);
    const label = (await askButton.textContent()) ?? '';
    // Its name: what it does, then the live price ("Buy AAPL  261127C00200000 at the ask 7.10").
    const osi = /^Buy (.+?) at the ask/.exec(label)?.[1] ?? '';
    expect(osi).toMatch(/^AAPL\s+\d{6}[CP]\d{8}$/);
    await askButton.click();

    const ticket = page.getByRole('dialog', { name: 'Order ticket panel' });
    await ticket.waitFor();
    // With no active account yet, the ticket's first field asks for one; choosing it keeps the request.
    await ticket.getByLabel('Ticket account').selectOption({ index: 1 });
    await expect
      .poll(async () => ticket.getByRole('combobox', { name: 'Instrument' }).inputValue())
      .toBe(osi);
    // An option ticket speaks in contracts: the ask buys to open (no position in the contract).
    expect(await ticket.getByRole('radio', { name: 'Buy to open' }).isChecked()).toBe(true);
    expect(await ticket.getByLabel(/^Quantity/).inputValue()).toBe('1');
    // A limit order at the price clicked (the ask as the chain showed it), for the trader to review.
    expect(await ticket.getByLabel(/^Order type/).inputValue()).toBe('LIMIT');
    expect(Number(await ticket.getByLabel(/^Limit price/).inputValue())).toBeGreaterThan(0);
  });
});
