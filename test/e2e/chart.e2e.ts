// The instrument page's Chart tab in Chromium, live mode against the sandbox server (issue 29):
// candles appear once quotes stream, and a reload the same day keeps them (IndexedDB): the chart
// still says recording began when it did before the reload. Screenshots of both themes at 1280×720
// with E2E_SCREENSHOTS=1.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E({ server: { scenarios: ['market-open'] }, timeout: 20_000 });

const since = () => page.locator('.price-chart-source time').getAttribute('datetime');
const barCount = async () => {
  const label = (await page.locator('.price-chart-surface').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) bars/.exec(label)?.[1] ?? 0);
};

/** Settings → theme (live mode's init script sets dark on every load), then back to the chart. */
async function setTheme(theme: 'dark' | 'light') {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: /Theme/ }).selectOption(theme);
  await page.goBack();
  await page.getByRole('img', { name: /AAPL 1m candles and volume/ }).waitFor();
}

describe('chart tab', () => {
  it('draws candles from live quotes, and keeps them across a reload the same day', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${appUrl}/instruments/AAPL`);
    const chartTab = page.getByRole('tab', { name: 'Chart' });
    await chartTab.click();
    await page.waitForURL(/tab=chart/);
    // The candles are drawn on canvases; the legend and the surface's label say what is drawn.
    await expect.poll(barCount, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('chart-legend').textContent())
      .toMatch(/O [\d,.]+ H [\d,.]+ L [\d,.]+ C [\d,.]+ V/);
    expect(await page.locator('.price-chart-frame canvas').count()).toBeGreaterThan(0);
    await expect.poll(since).not.toBeNull();
    const recordedSince = await since();
    const before = await barCount();
    expect(await page.getByText('Bars are kept in memory only').count()).toBe(0);

    // Bars are saved every second; a reload the same day shows them again, from the same start.
    await page.waitForTimeout(2_500);
    await page.reload();
    await page.getByRole('img', { name: /AAPL 1m candles and volume/ }).waitFor();
    // The stored start is kept: the chart starts no later than before the reload (a quote seeded
    // after the reload may carry an earlier timestamp, on the server's 1 s grid, and start it earlier).
    await expect
      .poll(
        async () => {
          const after = await since();
          return after !== null && Date.parse(after) <= Date.parse(recordedSince!);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await barCount()).toBeGreaterThanOrEqual(before);

    if (process.env.E2E_SCREENSHOTS) {
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(theme);
        await expect.poll(barCount, { timeout: 20_000 }).toBeGreaterThan(0);
        await page.waitForTimeout(1_500);
        await page.screenshot({ path: `/tmp/chart-${theme}-1280.png` });
      }
    }
  });
});
