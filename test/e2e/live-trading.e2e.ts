// Live mode against the sandbox as a real server (`npm run sandbox`): the writes go over real
// fetch with CORS preflights — risk settings (PATCH), a market buy that fills (POST) and shows up
// in positions, a resting limit order canceled (DELETE).
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page, server } = setupE2E({ server: { scenarios: ['market-open', 'empty-portfolio'] } });
const ACCOUNT = 100001;
const writes: string[] = [];

beforeAll(async () => {
  page.on('request', (request) => {
    if (request.url().startsWith(server.url) && request.method() !== 'GET' && request.method() !== 'OPTIONS')
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
});

const ticket = () => page.getByRole('dialog', { name: 'Order ticket panel' });

async function openTicketFor(symbol: string) {
  await page.getByRole('button', { name: 'New order' }).click();
  await ticket().waitFor();
  await ticket().getByRole('combobox', { name: 'Instrument' }).fill(symbol);
  await ticket()
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click();
  await ticket().getByLabel(`Quote for ${symbol}`).getByText('Bid').waitFor();
}

async function sendReviewed() {
  await ticket().getByRole('button', { name: 'Review order' }).click();
  const review = page.getByRole('dialog', { name: 'Review order' });
  await review.waitFor();
  await review.getByRole('button', { name: /^Send .* order$/ }).click();
  await review.waitFor({ state: 'detached' });
  await ticket()
    .getByText(/Order accepted/)
    .waitFor({ timeout: 15_000 });
  await ticket().getByRole('button', { name: 'Close ticket' }).click();
}

describe('trading in live mode against the sandbox server', () => {
  it('saves risk settings with a PATCH', async () => {
    await page.goto(`${appUrl}/accounts/${ACCOUNT}`);
    await page.getByLabel('New max notional').fill('900000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('current-max-notional').filter({ hasText: '900,000.00' }).waitFor();
    expect(writes).toContain(`PATCH /v1/accounts/${ACCOUNT}`);
  });

  it('fills a market buy and shows the new position', async () => {
    await page.goto(`${appUrl}/accounts/${ACCOUNT}/orders`);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await openTicketFor('AAPL');
    await ticket().getByRole('radio', { name: 'Buy' }).check();
    await ticket().getByLabel('Order type').selectOption('MARKET');
    await ticket()
      .getByLabel(/^Quantity/)
      .fill('3');
    await sendReviewed();
    expect(writes).toContain(`POST /v1/accounts/${ACCOUNT}/orders`);
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Positions' })
      .click();
    await page
      .getByRole('table', { name: 'Positions' })
      .locator('tbody tr')
      .filter({ hasText: 'AAPL' })
      .first()
      .waitFor({ timeout: 20_000 });
    const positions = server.sandbox.brokerage.listPositions(ACCOUNT, {});
    expect(positions.find((p) => p.symbol === 'AAPL')?.quantity).toBe('3');
  });

  it('cancels a resting limit order with a DELETE', async () => {
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await openTicketFor('MSFT');
    await ticket().getByRole('radio', { name: 'Buy' }).check();
    await ticket().getByLabel('Order type').selectOption('LIMIT');
    await ticket()
      .getByLabel(/^Quantity/)
      .fill('1');
    const bidText = (await ticket().getByLabel('Quote for MSFT').locator('dd').first().textContent()) ?? '';
    const limit = (Math.floor(Number(bidText.split('×')[0]?.replace(/[^\d.]/g, '')) * 96) / 100).toFixed(2);
    await ticket().getByLabel('Limit price').fill(limit);
    await sendReviewed();
    const row = page
      .locator('table.orders-table tbody tr')
      .filter({ has: page.getByRole('cell', { name: 'MSFT', exact: true }) })
      .first();
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: /Cancel order/ }).click();
    // The confirmation (on by default in Settings → Trading) names the order; nothing is sent before it.
    const confirm = page.getByRole('dialog', { name: /^Cancel BUY 1 MSFT LMT / });
    await confirm.waitFor();
    expect(writes.some((w) => w.startsWith('DELETE '))).toBe(false);
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    expect(writes.some((w) => /^DELETE \/v1\/accounts\/100001\/orders\/[\w-]+$/.test(w))).toBe(true);
  });
});
