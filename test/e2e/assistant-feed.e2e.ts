// The assistant's message feed in real Chromium (live mode against the sandbox server), on a planted
// thread of 200 messages with tables and charts: it opens at the newest message (one page of 20
// loaded) with only the messages in view mounted; scrolling up to the oldest loaded message brings
// the page before it, and so does "Load earlier messages", each keeping the message being read where
// it was; Page Down moves focus to the next message and the focused message survives scrolling away;
// a growing reply keeps the view at the bottom only when the user is there.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLongThread, seededId } from './assistant-seed';
import { MESSAGE_PAGE_SIZE } from '@/features/assistant/lib/message-paging';
import { setupE2E } from './fixture';

const { appUrl, page, server } = setupE2E({ server: { scenarios: ['market-open'] } });
const ACCOUNT = 100001;
const MESSAGES = 200;
let threadId: string;

beforeAll(async () => {
  threadId = seedLongThread(server.sandbox, { accountId: ACCOUNT, messages: MESSAGES });
});

const feed = () => page.getByRole('feed', { name: 'Messages' });
const article = (seq: number) => page.locator(`[data-key="${seededId(1000 + seq)}"] article`);

/** The feed's scroll state, and where the article of message `seq` is within it (null: not mounted). */
function feedState(seq?: number) {
  return page.evaluate(
    (key) => {
      const el = document.querySelector<HTMLElement>('.assistant-messages')!;
      const row = key ? document.querySelector<HTMLElement>(`[data-key="${key}"]`) : null;
      return {
        top: el.scrollTop,
        fromBottom: el.scrollHeight - el.clientHeight - el.scrollTop,
        mounted: el.querySelectorAll('article.assistant-message').length,
        rowTop: row ? row.getBoundingClientRect().top - el.getBoundingClientRect().top : null,
      };
    },
    seq === undefined ? null : seededId(1000 + seq),
  );
}

describe('assistant message feed (200 messages, live mode)', () => {
  it('opens at the newest message with only the messages in view mounted', async () => {
    await page.goto(`${appUrl}/assistant?account=${ACCOUNT}&thread=${threadId}`);
    await article(MESSAGES).waitFor();
    await expect.poll(async () => (await feedState()).fromBottom, { timeout: 10_000 }).toBeLessThan(20);
    const state = await feedState(MESSAGES);
    expect(state.mounted).toBeLessThan(15);
    expect(await article(MESSAGES - 1).isVisible()).toBe(true);
    // The first page holds the latest 20: message 181 is loaded but out of view, so not mounted.
    expect(await article(MESSAGES - MESSAGE_PAGE_SIZE + 1).count()).toBe(0);
    await article(MESSAGES)
      .getByRole('figure', { name: /Series 200/ })
      .locator('canvas')
      .first()
      .waitFor();
    await page.screenshot({ path: '.scratch/assistant-feed.png' });
  });

  it('brings the page before as the user scrolls up to the oldest loaded message, which stays in place', async () => {
    const oldest = MESSAGES - MESSAGE_PAGE_SIZE + 1;
    const earlier = page.waitForResponse(
      (r) => r.url().includes(`/threads/${threadId}/messages`) && r.url().includes('page_token='),
    );
    // Where the oldest loaded message sits when the feed is scrolled to its top.
    const atTop = await feed().evaluate((el) => {
      el.scrollTop = 0;
      const rows = el.querySelector('.assistant-rows')!;
      return rows.getBoundingClientRect().top - el.getBoundingClientRect().top;
    });
    expect((await earlier).ok()).toBe(true);
    await article(oldest).waitFor();
    await page.waitForTimeout(300);
    const after = await feedState(oldest);
    // The earlier page went in above it; the view did not jump.
    expect(after.top).toBeGreaterThan(1000);
    expect(Math.abs((after.rowTop ?? Infinity) - atTop)).toBeLessThan(40);
    expect(await article(1).count()).toBe(0);
    expect(after.mounted).toBeLessThan(15);
    await page.screenshot({ path: '.scratch/assistant-feed-earlier.png' });
  });

  it('keeps the message being read in place when "Load earlier messages" is pressed', async () => {
    const reading = MESSAGES - MESSAGE_PAGE_SIZE + 1;
    const before = await feedState(reading);
    expect(before.rowTop).not.toBeNull();
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await page.getByRole('button', { name: 'Loading…' }).waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    const after = await feedState(reading);
    expect(after.top).toBeGreaterThan(before.top + 1000);
    expect(Math.abs((after.rowTop ?? Infinity) - (before.rowTop ?? 0))).toBeLessThan(40);
    expect(await article(1).count()).toBe(0);
    expect(after.mounted).toBeLessThan(15);
  });

  it('moves focus with Page Down and keeps the focused message through scrolling', async () => {
    const from = MESSAGES - MESSAGE_PAGE_SIZE + 1;
    const position = Number(await article(from).getAttribute('aria-posinset'));
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'));
    await article(from).focus();
    await page.keyboard.press('PageDown');
    await expect.poll(focused).toBe(String(position + 1));
    await feed().evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForTimeout(300);
    expect(await article(1).count()).toBe(0);
    expect(await focused()).toBe(String(position + 1));
    await page.keyboard.press('PageDown');
    await expect.poll(focused).toBe(String(position + 2));
  });

  it('follows a growing reply at the bottom, and leaves the view alone when the user scrolled up', async () => {
    const composer = page.getByRole('textbox', { name: 'Message the assistant' });
    const live = page.getByRole('article', { name: 'Assistant reply' });
    await composer.fill('How is AAPL doing today?');
    await composer.press('Enter');
    await live.waitFor();
    await live.getByText(/AAPL/).first().waitFor({ timeout: 40_000 });
    await page.waitForTimeout(300);
    expect((await feedState()).fromBottom).toBeLessThan(20);
    // Finished: the reply becomes a message of the thread, still in view at the bottom.
    await live.waitFor({ state: 'detached', timeout: 40_000 });
    await page.waitForTimeout(500);
    expect((await feedState()).fromBottom).toBeLessThan(20);
    await page
      .getByRole('article', { name: 'Assistant', exact: true })
      .last()
      .getByRole('group', { name: 'Feedback' })
      .waitFor();

    // Scrolled up while the next reply is written: the view stays where the user put it.
    await composer.fill('How is MSFT doing today?');
    await composer.press('Enter');
    await live.waitFor();
    await page.mouse.move(700, 400);
    // Over the newest reply's chart: the wheel scrolls the conversation, not the chart.
    const over = await page.evaluate(() => {
      const view = document.querySelector('.assistant-messages')!.getBoundingClientRect();
      for (const c of document.querySelectorAll('.assistant-messages .series-chart-canvas')) {
        const r = c.getBoundingClientRect();
        const y = Math.max(r.top, view.top) + 20;
        if (y < Math.min(r.bottom, view.bottom) - 5) return { x: r.left + r.width / 2, y };
      }
      return null;
    });
    expect(over).not.toBeNull();
    await page.mouse.move(over!.x, over!.y);
    await page.mouse.wheel(0, -1500);
    await page.waitForTimeout(400);
    const scrolledUp = await feedState();
    expect(scrolledUp.fromBottom).toBeGreaterThan(500);
    await live.waitFor({ state: 'detached', timeout: 40_000 });
    await page.waitForTimeout(500);
    const after = await feedState();
    expect(Math.abs(after.top - scrolledUp.top)).toBeLessThan(4);
    expect(after.fromBottom).toBeGreaterThan(500);
  });
});
