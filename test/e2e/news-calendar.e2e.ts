// News and the calendar in real Chromium (demo mode): from the home screen open News, filter by a
// symbol and a type, open an item's link (a new tab, no opener); then the calendar's sessions for
// today and this week's earnings.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page, context } = setupE2E({ timeout: 15_000 });
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  // News links point at outside sites; answer them here (the machines have no network).
  await context.route(
    (url) => !url.href.startsWith(appUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Article</h1>' }),
  );
});

describe('news and calendar (demo mode)', () => {
  it('filters news by a symbol and a type, and opens an item in a new tab', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await page.waitForURL(/\/news/);
    await page.getByRole('feed', { name: 'News' }).locator('article').first().waitFor();

    const add = page.getByRole('combobox', { name: 'Add instrument' });
    await add.click();
    await add.pressSequentially('AAPL', { delay: 20 });
    await page.getByRole('option').filter({ hasText: 'Apple Inc.' }).first().click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('NEWS');
    await page.waitForURL(
      (url) => url.searchParams.get('symbols') === 'AAPL' && url.searchParams.get('type') === 'NEWS',
    );

    const feed = page.getByRole('feed', { name: 'News' });
    const first = feed.locator('article').first();
    await first.waitFor();
    await expect.poll(() => first.locator('.news-chip', { hasText: /^AAPL$/ }).count()).toBeGreaterThan(0);
    expect(await first.locator('.badge', { hasText: 'Press release' }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/news.png` });

    const link = first.getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https?:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });

  it("shows today's sessions and this week's earnings", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(/\/calendar/);
    const equities = page.getByRole('region', { name: 'US Equities' });
    await equities.waitFor();
    const today = equities.getByRole('table', { name: /^US Equities sessions on \d{4}-\d{2}-\d{2}$/ });
    const dayType = (await equities.getByTestId('day-type').textContent()) ?? '';
    if (dayType === 'Trading day' || dayType === 'Early close') {
      await today.getByRole('row', { name: 'Regular' }).waitFor();
      expect(
        await today.getByRole('row', { name: 'Regular' }).locator('[data-cell="market-open"]').textContent(),
      ).toMatch(/^09:30 E[SD]T$/);
    } else {
      await equities.getByText('No sessions scheduled: the exchange is closed all day.').first().waitFor();
    }
    await equities
      .getByRole('table', { name: 'US Equities sessions on the next trading day' })
      .getByRole('row', { name: 'Regular' })
      .waitFor();
    await page.getByRole('region', { name: 'Week ahead' }).getByRole('listitem').nth(6).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/calendar.png`, fullPage: true });

    await page
      .getByRole('navigation', { name: 'Calendar views' })
      .getByRole('link', { name: 'Corporate events' })
      .click();
    const form = page.getByRole('form', { name: 'Event filters' });
    await form.waitFor();
    for (const type of ['Dividends', 'Splits', 'IPOs'])
      await form.getByRole('checkbox', { name: type }).uncheck();
    await form.getByRole('button', { name: 'Show events' }).click();
    await page.waitForURL((url) => url.searchParams.get('types') === 'EARNINGS');
    const results = page.getByRole('region', { name: 'Corporate events' });
    const rows = results.getByRole('listitem');
    await rows.first().waitFor();
    const labels = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => / Earnings$/.test(l ?? ''))).toBe(true);
    expect(await rows.first().textContent()).toMatch(/(BMO|AMC).*EPS est\./);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/events.png` });
  });
});
