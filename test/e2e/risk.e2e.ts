// Risk in sight, in real Chromium against the in-browser sandbox: in the margin-call scenario the
// active account's margin state is a status-strip badge on a non-account screen (the monitor), and it
// opens the account's Margin panel. The accounts list shows equity, buying power and day P&L for
// the rows in view.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();
const ACCOUNT = '100001';

describe('risk in sight (demo mode)', () => {
  it('shows the margin-call scenario as a status-strip badge on the monitor, linking to the Margin panel', async () => {
    // The active account, as the header's switcher remembers it for demo mode.
    await page.goto(`${appUrl}/settings`);
    await page.evaluate(
      (id) => localStorage.setItem('terminal.active-account.v1', JSON.stringify({ demo: Number(id) })),
      ACCOUNT,
    );
    await page.reload();
    await page.getByRole('button', { name: 'margin-call', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monitor' }).click();
    await page.waitForURL(/\/monitor/);
    const badge = page.getByTestId('risk-badge');
    await badge.waitFor({ timeout: 20_000 });
    expect(await badge.textContent()).toMatch(
      /^▲ (Near margin call · excess \$[\d,]+\.\d{2}|Margin call −\$[\d,]+\.\d{2})$/,
    );
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-badge.png` });
    await badge.click();
    await page.waitForURL(new RegExp(`/accounts/${ACCOUNT}#margin$`));
    await page.getByRole('heading', { name: 'Margin', exact: true }).waitFor();
    expect(await page.locator('.warning-banner').first().textContent()).toMatch(/margin call/i);
    // The panel was brought into view.
    const top = await page.locator('#margin').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
  });

  it('shows equity, buying power and day P&L on the accounts list', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    const equity = page.getByTestId(`equity-${ACCOUNT}`);
    await equity.waitFor({ timeout: 10_000 });
    expect(await equity.textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId(`buying_power-${ACCOUNT}`).textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await page.getByTestId(`daily_pnl-${ACCOUNT}`).textContent()).toMatch(/^[+-]?\$[\d,]+\.\d{2}$/);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/accounts-list.png` });
  });
});
