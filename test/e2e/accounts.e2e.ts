// Accounts in demo mode, in real Chromium against the built app: open an account from the list,
// read its balances, set max_notional, watch positions tick, close a position, and switch the
// portfolio-history presets (with the chart drawn by lightweight-charts).
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();
const ACCOUNT = '100001';

async function lastPrices(): Promise<string[]> {
  return page.locator('[data-testid^="last-"]').allTextContents();
}

describe('accounts (demo mode)', () => {
  it('opens an account from the list and shows its balances', async () => {
    // Whatever the wall clock says, keep the market open so quotes tick and closes fill.
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: 'market-open', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByRole('table', { name: 'Accounts' }).getByRole('link', { name: ACCOUNT }).click();
    await page.waitForURL(new RegExp(`/accounts/${ACCOUNT}$`));
    await page.getByRole('heading', { name: 'Balances' }).waitFor();
    const equityRow = page
      .getByRole('table', { name: 'Equity and P&L' })
      .getByRole('row', { name: /^Equity / });
    expect(await equityRow.locator('td').first().textContent()).toMatch(/^[\d,]+\.\d{2}$/);
    await page.getByRole('heading', { name: 'Margin', exact: true }).waitFor();
    expect(await page.getByText('Day trades (last 5 trading days)').getAttribute('title')).toMatch(
      /5 most recent trading days/,
    );
  });

  it('sets max_notional and shows the saved value', async () => {
    await page.getByLabel('New max notional').fill('250000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('current-max-notional').filter({ hasText: '250,000.00' }).waitFor();
    await page.getByLabel('New max notional').fill('-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter a positive number, e.g. 250000 or 250000.50').waitFor();
    expect(await page.getByLabel('New max notional').inputValue()).toBe('-1');
  });

  it('shows positions whose last price changes while the market streams', async () => {
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Positions' })
      .click();
    await page.waitForURL(new RegExp(`/accounts/${ACCOUNT}/positions$`));
    await page.getByRole('table', { name: 'Positions' }).waitFor();
    await page.locator('[data-testid^="last-"]').first().waitFor();
    const first = await lastPrices();
    expect(first.length).toBeGreaterThan(3);
    await expect
      .poll(async () => (await lastPrices()).some((price, i) => price !== first[i]), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(true);
    expect(await page.getByTestId('total-market-value').textContent()).toMatch(/[\d,]+\.\d{2}/);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/positions.png`, fullPage: true });
  });

  it('closes a position after a review in words (side, quantity, estimate at the quote), and the list refreshes', async () => {
    const symbol = await page.locator('[data-symbol]').first().getAttribute('data-symbol');
    expect(symbol).toBeTruthy();
    await page.getByRole('button', { name: `Close ${symbol}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Close ${symbol}?` });
    const line = dialog.getByRole('list', { name: 'Orders the close sends' }).getByRole('listitem');
    // The market is open, so the live quote gives an estimate: "Sell 823 BHP at market, about $45,363.76 at the bid 55.12".
    await expect
      .poll(() => line.textContent(), { timeout: 10_000, interval: 250 })
      .toMatch(
        /^(Sell|Buy to cover|Sell to close|Buy to close) [\d,.]+ .+ at market, about \$[\d,]+\.\d{2} at the (bid|ask) [\d.]+$/,
      );
    expect(await dialog.textContent()).not.toMatch(/DELETE|cancel_orders/);
    expect(await dialog.getByTestId('close-orders-effect').textContent()).toContain('stay working');
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/close-dialog.png` });
    await dialog.getByRole('button', { name: 'Send close order' }).click();
    const result = page.getByRole('status', { name: 'Close result' });
    await result.waitFor();
    expect(await result.textContent()).toContain(`Closing ${symbol}: 1 order created`);
    await expect
      .poll(() => page.locator(`[data-symbol="${symbol}"]`).count(), { timeout: 20_000, interval: 500 })
      .toBe(0);
  });

  it('switches portfolio-history presets and draws the chart', async () => {
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'History' })
      .click();
    await page.waitForURL(new RegExp(`/accounts/${ACCOUNT}/history`));
    await page.getByTestId('summary-change').waitFor();
    expect(await page.getByRole('button', { name: '3M' }).getAttribute('aria-pressed')).toBe('true');
    await page.locator('.history-chart canvas').first().waitFor();

    await page.getByRole('button', { name: '1M' }).click();
    await page.waitForURL(/start=/);
    expect(await page.getByRole('button', { name: '1M' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'All' }).click();
    await expect
      .poll(async () => page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Table' }).click();
    const rows = page.getByRole('table', { name: 'Portfolio history by day' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(200);
    expect(await page.getByTestId('summary-method').textContent()).toMatch(/Max drawdown/);
  });
});
