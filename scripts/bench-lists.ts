// `npm run bench:lists`: the 10,000-row list budget of ../shared/PERFORMANCE.md, on the accounts list
// and on the news feed, measured in the same run, alternating per round (accounts is the reference).
// The production build in live mode against the sandbox server with the `many-accounts` scenario
// (10,000 + the seeded accounts), in headless Chromium. 5 runs, medians:
// - cold: on a settled Settings page (the shell has loaded: no request for 500 ms), click on
//   "Accounts" in the navigation → first rows painted (the route's code and the first page of 1,000,
//   unless the header's account switcher already holds that page);
// - cold at boot: the same click as soon as the Settings heading shows, while the shell still loads
//   its parts (what a very fast user meets; the shell's own start-up work counts here);
// - warm: the same with the page already cached (the render alone: the budget's "first render");
// - scroll: fps while the list is scrolled continuously for 3 s (loading further pages as it goes).
// News: the sandbox's wire holds about 2,500 items, so the bench answers /v1/news itself with 10,000
// generated items (50 a page, as the screen asks), scrolls the feed to its end (all 10,000 loaded),
// then measures: warm = click on "News" → first items painted with all 10,000 cached; scroll fps
// over the full list. Each round prints the load average as the machine's noise. `--build-dir=<dir>`
// measures another build than `dist`; `--baseline=<dir>` measures a second build in the same run,
// alternating each round, and prints the ratios (before / after a change, in the same conditions).
import os from 'node:os';
import type { Page } from 'playwright-core';
import {
  compareBuilds,
  eventToPaint,
  median,
  runCount,
  scrollFps,
  startBenchApp,
  type BenchApp,
  type BenchBuild,
} from './bench/app-bench';

const RUNS = runCount(5);
const ROWS = 'table.data-table tbody tr';

const NEWS_ITEMS = 10_000;
const NEWS_ROWS = '.news-list-row';

/** /v1/news answered with NEWS_ITEMS generated items, newest first, paged by token. */
function newsPage(url: URL): string {
  const size = Number(url.searchParams.get('page_size') ?? '50');
  const start = Number(url.searchParams.get('page_token') ?? '0');
  const end = Math.min(NEWS_ITEMS, start + size);
  const base = Date.parse('2026-11-20T21:00:00Z');
  const data = [];
  for (let i = start; i < end; i++)
    data.push({
      title: `Bench headline ${i}: shares move as the sector reprices guidance`,
      url: `https://news.example.com/story/${i}`,
      image_url: null,
      publisher: i % 3 === 0 ? 'Reuters' : 'Bloomberg',
      site: 'example.com',
      news_type: i % 5 === 0 ? 'PRESS_RELEASE' : 'NEWS',
      published_at: new Date(base - i * 60_000).toISOString(),
      text: 'A generated item for the list benchmark. '.repeat(4),
      instruments: [
        { instrument_id: '00000000-0000-4000-8000-000000000001', symbol: 'AAPL', name: 'Apple Inc.' },
      ],
    });
  return JSON.stringify({
    data,
    metadata: {
      request_id: `bench-news-${start}`,
      next_page_token: end < NEWS_ITEMS ? String(end) : null,
      total_items: NEWS_ITEMS,
    },
  });
}

/** Milliseconds from the click on a navigation link to the paint after the first rows appear. */
function clickToRows(page: Page, linkName = 'Accounts', rowSelector = ROWS): Promise<number> {
  return eventToPaint(page, 'click', { selector: rowSelector, count: 1 }, () =>
    page.locator('nav[aria-label="Main"]').getByRole('link', { name: linkName, exact: true }).click(),
  );
}

/** Scrolls the news feed to its end until every item is loaded; returns how many are. */
async function loadWholeFeed(page: Page): Promise<number> {
  const footer = page.locator('.news-list-footer');
  for (let i = 0; i < 2000; i++) {
    const text = (await footer.textContent()) ?? '';
    const done = /([\d,]+) items · the end of the list/.exec(text);
    if (done) return Number(done[1]!.replace(/,/g, ''));
    await page.evaluate(() => {
      const v = document.querySelector<HTMLElement>('.news-list-viewport');
      if (v) v.scrollTop = v.scrollHeight;
    });
    await page.waitForTimeout(20);
  }
  throw new Error('the news feed did not reach its end');
}

interface Side {
  name: string;
  app: BenchApp;
  cold: number[];
  coldAtBoot: number[];
  warm: number[];
  fps: number[];
  newsWarm: number[];
  newsFps: number[];
  newsLoaded: number;
  total: string;
}

/** Starts one build (the sandbox server with 10,000 more accounts, preview, a live-mode browser). */
async function startSide({ baseline, dir }: BenchBuild): Promise<Side> {
  const name = baseline ? 'base' : 'build';
  if (dir)
    console.log(baseline ? `baseline: ${dir} (alternating with the build, each round)` : `build: ${dir}`);
  const app = await startBenchApp({ scenarios: ['many-accounts'] }, baseline ? 4197 : 4191, dir);
  await app.context.route(
    (url) => url.pathname === '/v1/news',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: newsPage(new URL(route.request().url())),
      }),
  );
  return {
    name,
    app,
    cold: [],
    coldAtBoot: [],
    warm: [],
    fps: [],
    newsWarm: [],
    newsFps: [],
    newsLoaded: 0,
    total: '',
  };
}

/** One round on one build: the accounts list cold, warm and scrolled, then the news feed. */
async function round(side: Side): Promise<void> {
  // Cold, on a settled page: the header has loaded its parts (no request for 500 ms), then the click.
  const settled = await side.app.context.newPage();
  await settled.goto(`${side.app.appUrl}/settings`);
  await settled.getByRole('heading', { name: 'Settings' }).first().waitFor();
  await settled.waitForLoadState('networkidle');
  side.cold.push(await clickToRows(settled));
  await settled.close();
  // Cold at boot: the click as soon as the Settings heading shows, while the shell still loads.
  const page = await side.app.context.newPage();
  const nav = page.locator('nav[aria-label="Main"]');
  await page.goto(`${side.app.appUrl}/settings`);
  await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
  side.coldAtBoot.push(await clickToRows(page));
  side.total = (await page.locator('table.data-table').getAttribute('aria-rowcount')) ?? '';
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
  side.warm.push(await clickToRows(page));
  side.fps.push(await scrollFps(page, '.account-list-scroll'));

  // News, in the same page and round.
  await nav.getByRole('link', { name: 'News', exact: true }).click();
  await page.locator(NEWS_ROWS).first().waitFor();
  side.newsLoaded = await loadWholeFeed(page);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
  side.newsWarm.push(await clickToRows(page, 'News', NEWS_ROWS));
  side.newsFps.push(await scrollFps(page, '.news-list-viewport'));
  await page.close();
}

function report(side: Side): { cold: number; coldAtBoot: number; warm: number; fps: number } {
  const m = {
    cold: median(side.cold),
    coldAtBoot: median(side.coldAtBoot),
    warm: median(side.warm),
    fps: median(side.fps),
  };
  const pass = m.warm <= 100 && m.fps >= 58;
  const tag = side.name === 'build' ? '' : ` side=${side.name}`;
  console.log(
    `lists-bench${tag} accounts rows=${Number(side.total) - 1} runs=${RUNS} cold_first_rows_ms=${m.cold.toFixed(0)} ` +
      `cold_at_boot_ms=${m.coldAtBoot.toFixed(0)} warm_first_render_ms=${m.warm.toFixed(0)} scroll_fps=${m.fps.toFixed(1)} ${pass ? 'PASS' : 'FAIL'} ` +
      `(cold runs: ${side.cold.map((c) => c.toFixed(0)).join(', ')}; at boot: ${side.coldAtBoot.map((c) => c.toFixed(0)).join(', ')})`,
  );
  const n = { warm: median(side.newsWarm), fps: median(side.newsFps) };
  const newsPass = n.warm <= 100 && n.fps >= 58;
  console.log(
    `lists-bench${tag} news items=${side.newsLoaded} runs=${RUNS} warm_first_render_ms=${n.warm.toFixed(0)} ` +
      `scroll_fps=${n.fps.toFixed(1)} vs_accounts_render=${(n.warm / Math.max(1, m.warm)).toFixed(2)}x ` +
      `vs_accounts_fps=${(n.fps / Math.max(1, m.fps)).toFixed(2)}x ${newsPass ? 'PASS' : 'FAIL'}`,
  );
  return m;
}

async function main() {
  await compareBuilds({
    runs: RUNS,
    start: startSide,
    onRun: (i) =>
      console.log(
        `round ${i + 1}/${RUNS} noise: load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores`,
      ),
    round,
    report,
    ratios: (build, base) =>
      console.log(
        `lists-bench ratio build/base cold_first_rows=${(build.cold / base.cold).toFixed(2)} ` +
          `cold_at_boot=${(build.coldAtBoot / base.coldAtBoot).toFixed(2)} ` +
          `warm_first_render=${(build.warm / base.warm).toFixed(2)} scroll_fps=${(build.fps / base.fps).toFixed(2)}`,
      ),
    close: (side) => side.app.close(),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
