// `npm run bench:lists`: the 10,000-row list budget of ../shared/PERFORMANCE.md, on the accounts list.
// The production build in live mode against the sandbox server with the `many-accounts` scenario
// (10,000 + the seeded accounts), in headless Chromium. 5 runs, medians:
// - cold: click on "Accounts" in the navigation → first rows painted (fetches the first page of 1,000);
// - warm: the same with the page already cached (the render alone: the budget's "first render");
// - scroll: fps while the list is scrolled continuously for 3 s (loading further pages as it goes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { preview } from 'vite';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startSandboxServer } from '../src/sandbox/server/server';

const RUNS = process.argv.includes('--smoke') ? 1 : 5;
const ROWS = 'table.data-table tbody tr';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Milliseconds from the click on the Accounts link to the paint after the first rows appear. */
async function clickToRows(page: Page): Promise<number> {
  await page.evaluate((rows) => {
    const w = window as unknown as { __listBench?: Promise<number> };
    w.__listBench = new Promise<number>((resolve) => {
      let clickedAt = 0;
      const link = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')].find(
        (a) => a.textContent === 'Accounts',
      );
      link?.addEventListener('click', (event) => (clickedAt = event.timeStamp), { once: true });
      const check = () => {
        if (clickedAt && document.querySelectorAll(rows).length > 0) {
          // The rows are in the DOM: the next frame's paint shows them.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - clickedAt);
            channel.port2.postMessage(0);
          });
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, ROWS);
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Accounts' }).click();
  return page.evaluate(() => (window as unknown as { __listBench: Promise<number> }).__listBench);
}

async function scrollFps(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const viewport = document.querySelector<HTMLElement>('.account-list-scroll');
        if (!viewport) return resolve(0);
        const frames: number[] = [];
        let last = 0;
        const start = performance.now();
        const step = (t: number) => {
          if (last) frames.push(t - last);
          last = t;
          viewport.scrollTop += 120;
          if (t - start < 3000) requestAnimationFrame(step);
          else resolve((frames.length / frames.reduce((a, b) => a + b, 0)) * 1000);
        };
        requestAnimationFrame(step);
      }),
  );
}

async function main() {
  if (!fs.existsSync('dist/index.html') || process.argv.includes('--build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const server = await startSandboxServer({ port: 0, scenarios: ['many-accounts'] });
  const web = await preview({
    preview: { port: 4191, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const appUrl = (web.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const { context, close } = await launchBrowser();
  try {
    // tsx keeps function names with a `__name` helper that does not exist in the page.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript(
      ({ baseUrl }) => {
        localStorage.setItem(
          'terminal.settings.v1',
          JSON.stringify({ mode: 'live', baseUrl, wsUrl: '', theme: 'dark' }),
        );
        sessionStorage.setItem('terminal.token.v1', 'bench-token');
      },
      { baseUrl: server.url },
    );
    const cold: number[] = [];
    const warm: number[] = [];
    const fps: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      await page.goto(`${appUrl}/settings`);
      await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
      cold.push(await clickToRows(page));
      total = (await page.locator('table.data-table').getAttribute('aria-rowcount')) ?? '';
      await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
      warm.push(await clickToRows(page));
      fps.push(await scrollFps(page));
      await page.close();
    }
    const m = { cold: median(cold), warm: median(warm), fps: median(fps) };
    const pass = m.warm <= 100 && m.fps >= 58;
    console.log(
      `lists-bench accounts rows=${Number(total) - 1} runs=${RUNS} cold_first_rows_ms=${m.cold.toFixed(0)} ` +
        `warm_first_render_ms=${m.warm.toFixed(0)} scroll_fps=${m.fps.toFixed(1)} ${pass ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await close();
    await web.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
