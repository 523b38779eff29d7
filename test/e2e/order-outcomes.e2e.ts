// Outcomes reach the trader wherever they are (Chromium, demo mode, market-open): a market order sent
// from the ticket fills and a toast names it, also when the ticket was closed before the fill and when
// the trader is on another screen (Monitor); the Positions tab then shows the position.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();
const ACCOUNT = '100001';

const ticket = () => page.getByRole('dialog', { name: 'Order ticket panel' });
const toasts = () => page.getByRole('region', { name: 'Notifications' });

/** Fills a market buy in the open ticket and sends it through the review. */
async function sendMarketBuy(symbol: string, quantity: string) {
  await ticket().waitFor();
  const account = ticket().getByRole('combobox', { name: 'Ticket account' });
  if (await account.isVisible().catch(() => false)) await account.selectOption(ACCOUNT);
  const search = ticket().getByRole('combobox', { name: 'Instrument' });
  await search.fill(symbol);
  await ticket()
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click();
  await ticket().getByLabel(`Quote for ${symbol}`).getByText('Bid').waitFor();
  await ticket().getByRole('radio', { name: 'Buy' }).check();
  await ticket().getByLabel('Order type').selectOption('MARKET');
  await ticket()
    .getByLabel(/^Quantity/)
    .fill(quantity);
  await ticket().getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review order' });
  await review.waitFor();
  await review.getByRole('button', { name: /^Send .* order$/ }).click();
  await review.waitFor({ state: 'detached' });
}

describe('order outcomes (demo mode, Chromium)', () => {
  it('a market order fills: a toast names it even with the ticket closed first, and Positions shows it', async () => {
    await page.goto(`${appUrl}/accounts/${ACCOUNT}/orders`);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'empty-portfolio' }).click();
    await page.getByRole('button', { name: 'market-open' }).click();
    await page.goBack();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();

    await page.getByRole('button', { name: 'New order' }).click();
    await sendMarketBuy('KO', '5');
    // Closed at once, before the fill can have been seen.
    await ticket().getByRole('button', { name: 'Close ticket' }).click();
    await ticket().waitFor({ state: 'detached' });
    await toasts().getByText('Filled: BUY 5 KO').waitFor({ timeout: 10_000 });
    expect(await toasts().getByText('Filled: BUY 5 KO').isVisible()).toBe(true);

    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Positions' })
      .click();
    const positions = page.getByRole('table', { name: 'Positions' }).locator('tbody tr');
    await positions.filter({ hasText: 'KO' }).first().waitFor({ timeout: 10_000 });
    // The portfolio was emptied first: the one row is the position this buy opened.
    expect(await positions.count()).toBe(1);
    expect(await positions.first().textContent()).toContain('KO');
  });

  it('on another screen (Monitor), the fill of an order sent from there is a toast', async () => {
    await page.getByRole('link', { name: 'Monitor' }).first().click();
    await page.waitForURL(/\/monitor/);
    await page.keyboard.press('t');
    await sendMarketBuy('PEP', '2');
    await toasts().getByText('Filled: BUY 2 PEP').waitFor({ timeout: 10_000 });
    expect(page.url()).toMatch(/\/monitor/);
  });
});
