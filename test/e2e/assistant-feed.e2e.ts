// The assistant's message feed in real Chromium (live mode against the sandbox server), on a planted
// thread of 200 messages with tables and charts: it opens at the newest message with only the messages
// in view mounted; "Load earlier messages" keeps the message being read where it was; Page Down moves
// focus to the next message and the focused message survives scrolling away; a growing reply keeps the
// view at the bottom only when the user is there.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, useLiveMode } from './browser';
import { seedLongThread, seededId } from './assistant-seed';
import { startSandboxServer, type RunningSandboxServer } from '@/sandbox/server/server';

const appUrl = inject('appUrl');
const ACCOUNT = 100001;
const MESSAGES = 200;
let server: RunningSandboxServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let threadId: string;

beforeAll(async () => {
  server = await startSandboxServer({ port: 0, scenarios: ['market-open'] });
  threadId = seedLongThread(server.sandbox, { accountId: ACCOUNT, messages: MESSAGES });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await useLiveMode(browser.context, server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
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
    // The first page holds the latest 100: message 101 is loaded but far away, so not mounted.
    expect(await article(101).count()).toBe(0);
    await article(MESSAGES)
      .getByRole('figure', { name: /Series 200/ })
      .locator('canvas')
      .first()
      .waitFor();
    await page.screenshot({ path: '.scratch/assistant-feed.png' }).catch(() => undefined);
  });

  it('keeps the message being read in place when earlier messages are loaded', async () => {
    await feed().evaluate((el) => (el.scrollTop = 0));
    await article(101).waitFor();
    await page.waitForTimeout(300);
    const before = await feedState(101);
    expect(before.rowTop).not.toBeNull();
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await page.getByRole('button', { name: 'Load earlier messages' }).waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    const after = await feedState(101);
    expect(after.top).toBeGreaterThan(before.top + 1000);
    expect(Math.abs((after.rowTop ?? Infinity) - (before.rowTop ?? 0))).toBeLessThan(40);
    expect(await article(1).count()).toBe(0);
    expect(after.mounted).toBeLessThan(15);
  });

  it('moves focus with Page Down and keeps the focused message through scrolling', async () => {
    await article(101).focus();
    await page.keyboard.press('PageDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')))
      .toBe('102');
    await feed().evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForTimeout(300);
    expect(await article(1).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe('102');
    await page.keyboard.press('PageDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')))
      .toBe('103');
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
