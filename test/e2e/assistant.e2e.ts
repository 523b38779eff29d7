// The assistant in real Chromium, live mode against the sandbox server: a price question answered
// with text, a drawn chart and suggestions; "Buy 10 shares of AAPL" opens the ticket with 10 AAPL and
// nothing is sent until the user submits, which lands exactly one order; a screener reply opens the
// screener with its filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page, server } = setupE2E({ server: { scenarios: ['market-open'] } });
const ACCOUNT = 100001;
const orderPosts: string[] = [];

beforeAll(async () => {
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/accounts\/\d+\/orders$/.test(new URL(request.url()).pathname))
      orderPosts.push(request.url());
  });
});

const replies = () => page.getByRole('article', { name: 'Assistant', exact: true });
const orderCount = () => server.sandbox.brokerage.listOrders(ACCOUNT).length;

/**
 * Waits for the reply being written to finish and take its place as the thread's newest message (with
 * its feedback buttons). The feed mounts only the messages in view, so earlier replies are not counted.
 */
async function replyFinished() {
  const live = page.getByRole('article', { name: 'Assistant reply' });
  await live.waitFor({ timeout: 20_000 });
  await live.waitFor({ state: 'detached', timeout: 40_000 });
  await replies().last().getByRole('group', { name: 'Feedback' }).waitFor();
}

describe('assistant (live mode against the sandbox server)', () => {
  it('answers a price question with text, a chart and suggestions', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('link', { name: 'Assistant' }).click();
    await page.getByRole('heading', { name: 'Assistant' }).waitFor();
    await page.getByRole('textbox', { name: 'Your question' }).fill('What is the price of AAPL?');
    await page.getByRole('textbox', { name: 'Your question' }).press('Enter');
    await page.waitForURL(/thread=/);
    // The reply grows while it runs: thinking first, then the text.
    await page
      .getByText(/^Thinking…/)
      .first()
      .waitFor({ timeout: 20_000 });
    await replyFinished();
    const reply = replies().last();
    await reply.getByText(/is trading at/).waitFor();
    await reply.locator('.assistant-text table').waitFor();
    await reply
      .getByRole('figure', { name: /AAPL close/ })
      .locator('canvas')
      .first()
      .waitFor();
    await reply
      .getByRole('group', { name: 'Suggested actions' })
      .getByRole('button', { name: 'Buy 10 AAPL' })
      .waitFor();
    expect(await reply.getByText(/Thought for \d+ s · 3 steps/).count()).toBe(1);
    await page.screenshot({ path: '.scratch/assistant.png', fullPage: true });
  });

  it('prepares "Buy 10 shares of AAPL" for review; only the user submits it, landing one order', async () => {
    const before = orderCount();
    const composer = page.getByRole('textbox', { name: 'Message the assistant' });
    await composer.fill('Buy 10 shares of AAPL');
    await composer.press('Enter');
    await replyFinished();
    const card = replies()
      .last()
      .getByRole('region', { name: /^Action: Buy 10 AAPL limit \$[\d.]+, DAY$/ });
    await card.getByRole('button', { name: 'Review in ticket' }).click();
    const ticket = page.getByRole('dialog', { name: 'Order ticket panel' });
    await ticket.waitFor();
    await expect.poll(() => ticket.getByLabel(/^Quantity/).inputValue()).toBe('10');
    await ticket.getByLabel('Quote for AAPL').getByText('Bid').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: '.scratch/assistant-ticket.png', fullPage: true });
    expect(orderCount()).toBe(before);
    expect(orderPosts).toHaveLength(0);
    await ticket.getByRole('button', { name: 'Review order' }).click();
    const review = page.getByRole('dialog', { name: 'Review order' });
    await review.waitFor();
    expect(orderCount()).toBe(before);
    await review.getByRole('button', { name: /^Send buy order$/ }).click();
    await ticket.getByText(/Order accepted/).waitFor({ timeout: 15_000 });
    expect(orderCount()).toBe(before + 1);
    expect(orderPosts).toHaveLength(1);
    const order = server.sandbox.brokerage.listOrders(ACCOUNT).at(-1)!;
    expect(order).toMatchObject({ symbol: 'AAPL', quantity: '10', side: 'BUY' });
    await ticket.getByRole('button', { name: 'Close ticket' }).click();
  });

  it("opens the screener with a reply's filters", async () => {
    const composer = page.getByRole('textbox', { name: 'Message the assistant' });
    await composer.fill("Show me today's top gainers");
    await composer.press('Enter');
    await replyFinished();
    const card = replies()
      .last()
      .getByRole('region', { name: /^Action: Open the screener with 2 filters/ });
    await card.getByRole('button', { name: 'Open screener' }).click();
    await page.waitForURL(/\/screener\?/);
    await page.getByRole('heading', { name: 'Screener' }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('f')).toContain('market_cap*ge*2000000000');
    expect(url.searchParams.get('s')).toBe('-change_pct');
    await page.getByText(/^\d+ matches/).waitFor({ timeout: 20_000 });
  });
});
