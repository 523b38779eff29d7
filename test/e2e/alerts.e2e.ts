// Price alerts in Chromium (demo mode, market-open): from the Monitor, through a board row's Alert
// button, an alert set just past the live price fires a toast at once; the Alerts screen (from the
// navigation) lists it as triggered with the price that fired it, and re-arms it.
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '@/domain/decimal/decimal';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();

const toasts = () => page.getByRole('region', { name: 'Notifications' });

describe('price alerts (demo mode, Chromium)', () => {
  it('an alert set just past the price fires a toast; the Alerts screen lists it and re-arms it', async () => {
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: 'market-open' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monitor' }).click();
    await page.locator('main table tbody tr').first().waitFor();

    await page.getByRole('button', { name: 'Set alert on AAPL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set alert on AAPL' });
    const now = dialog.getByLabel('Price now');
    await expect.poll(() => now.textContent(), { timeout: 10_000 }).toMatch(/^Last \d/);
    const last = /^Last ([\d,]+\.\d+)/.exec((await now.textContent()) ?? '')?.[1]?.replace(/,/g, '');
    expect(last).toBeDefined();
    // 1% above the last trade, watching for a fall: the level is already reached, so it fires at once.
    const level = parseDecimal(last)!.times('1.01').toFixed(2);
    await dialog.getByLabel('Condition').selectOption({ label: 'Last falls to or below' });
    await dialog.getByRole('textbox', { name: 'Last price' }).fill(level);
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/fires as soon as you save it/);
    await dialog.getByRole('button', { name: 'Set alert' }).click();

    const fired = toasts().getByText(/^Alert: AAPL last ≤/);
    await fired.waitFor({ timeout: 10_000 });
    expect(await fired.textContent()).toContain(`AAPL last ≤ ${level}`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('heading', { name: 'Price alerts' }).waitFor();
    const triggered = page.getByRole('table', { name: 'Triggered alerts' });
    const row = triggered.getByRole('row').filter({ hasText: 'AAPL' });
    expect(await row.textContent()).toContain(level);
    expect(await page.getByRole('note').textContent()).toContain('the Trading API has no server-side alerts');

    // Re-armed far from the price (edit the level), it stays armed.
    await row.getByRole('button', { name: /^Edit AAPL/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit alert on AAPL' });
    await edit.getByRole('textbox', { name: 'Last price' }).fill(parseDecimal(last)!.times('0.5').toFixed(2));
    await edit.getByRole('button', { name: 'Save and arm' }).click();
    await page
      .getByRole('table', { name: 'Armed alerts' })
      .getByRole('rowheader', { name: 'AAPL' })
      .waitFor();
    expect(await page.getByRole('table', { name: 'Triggered alerts' }).count()).toBe(0);
  });
});
