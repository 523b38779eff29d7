// Shared start-up, harness and probes of the app benchmarks (every scripts/bench-*.ts): the command
// line (`--smoke`, `--runs=N`, `--build-dir=<dir>`, `--baseline=<dir>`, `--trace`, `--profile`), the
// production build served by `vite preview`, the sandbox as a real server, a headless Chromium whose
// pages run the app in live mode against that server, the same-run A/B of two builds (rounds
// alternating), the CDP desktop network preset, and the in-page probes: event → painted, scroll fps,
// long tasks during an action, plus machine noise.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { preview, type PreviewServer } from 'vite';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
import { startProfile, startTrace } from './profile';
import {
  startSandboxServer,
  type RunningSandboxServer,
  type SandboxServerOptions,
} from '../../src/sandbox/server/server';
import { measureMachineLoad, type MachineLoad } from './machine-load';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export const isSmoke = () => process.argv.includes('--smoke');

/** The value of `--name=value` on the command line. */
export const argValue = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** How many rounds: `--runs=N`, else `runs` (`smokeRuns` with `--smoke`). */
export function runCount(runs: number, smokeRuns = 1): number {
  const asked = argValue('runs');
  return asked ? Number(asked) : isSmoke() ? smokeRuns : runs;
}

/** A ratio to two places, '—' when the reference is 0. */
export const ratio = (a: number, b: number) => (b === 0 ? '—' : (a / b).toFixed(2));

/** One build a bench measures. */
export interface BenchBuild {
  /** The reference build of a same-run A/B (`--baseline=<dir>`), not the build under test. */
  baseline: boolean;
  /** Its directory; undefined: `dist` (built when missing or with `--build`). */
  dir: string | undefined;
}

/**
 * The builds of this run: the one under test (`dist`, or `--build-dir=<dir>`) and, with
 * `--baseline=<dir>`, another (e.g. main's: `npx vite build --outDir <dir>` in a checkout of it)
 * measured in the same run, so a noisy machine slows both alike.
 */
export function benchBuilds(): BenchBuild[] {
  const baseline = argValue('baseline');
  return [
    { baseline: false, dir: argValue('build-dir') },
    ...(baseline ? [{ baseline: true, dir: baseline }] : []),
  ];
}

/**
 * `runs` rounds over `sides`, each side once a round, which goes first alternating (A B, B A, …)
 * so that neither always meets the machine in the same state.
 */
export async function alternateRounds<S>(
  runs: number,
  sides: readonly S[],
  round: (side: S, run: number) => Promise<void>,
  /** Called at the start of each run (e.g. to print the machine's load). */
  onRun?: (run: number) => void,
): Promise<void> {
  for (let i = 0; i < runs; i++) {
    onRun?.(i);
    for (const side of i % 2 === 0 ? sides : [...sides].reverse()) await round(side, i);
  }
}

/**
 * The same-run A/B harness: starts each build of `benchBuilds()` as a side, runs `runs` alternating
 * rounds over them (`onRun` first in each), prints each side's `report`, then with a baseline the
 * `ratios` of the build's figures to the baseline's; every side is closed at the end, whatever
 * happened. Returns the figures, the build's first.
 */
export async function compareBuilds<S, M>(harness: {
  runs: number;
  start: (build: BenchBuild) => Promise<S>;
  onRun?: (run: number) => void;
  round: (side: S, run: number) => Promise<void>;
  report: (side: S) => M;
  ratios: (build: M, base: M) => void;
  close: (side: S) => Promise<void>;
}): Promise<M[]> {
  const sides: S[] = [];
  try {
    for (const build of benchBuilds()) sides.push(await harness.start(build));
    await alternateRounds(harness.runs, sides, harness.round, harness.onRun);
    const figures = sides.map(harness.report);
    const [build, base] = figures;
    if (build !== undefined && base !== undefined) harness.ratios(build, base);
    return figures;
  } finally {
    for (const side of sides) await harness.close(side);
  }
}

/**
 * `--trace` / `--profile`: runs `act` under a DevTools timeline (main thread split by script,
 * style, layout, paint) or a JavaScript CPU profile when `record` holds, and prints it after.
 */
export async function observed<T>(
  page: Page,
  label: string,
  record: boolean,
  act: () => Promise<T>,
): Promise<T> {
  const trace = process.argv.includes('--trace');
  if (!record || (!trace && !process.argv.includes('--profile'))) return act();
  const cdp = await page.context().newCDPSession(page);
  const stop = trace ? await startTrace(cdp) : await startProfile(cdp);
  const result = await act();
  console.log(`${trace ? 'trace' : 'profile'} of ${label}:`);
  await stop();
  await cdp.detach();
  return result;
}

/** Builds the app when there is no build yet, or when `--build` is passed. */
export function ensureBuild(): void {
  if (!fs.existsSync('dist/index.html') || process.argv.includes('--build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
}

/** A build on `vite preview` at `host` (port `port`, or the next free one); its URL without a final slash. */
export async function serveBuild(
  port: number,
  outDir?: string,
  host = '127.0.0.1',
): Promise<{ server: PreviewServer; url: string }> {
  if (outDir !== undefined && !fs.existsSync(`${outDir}/index.html`))
    throw new Error(`${outDir}/index.html is missing`);
  const server = await preview({
    preview: { port, host, strictPort: false },
    ...(outDir !== undefined && { build: { outDir } }),
    logLevel: 'warn',
  });
  const address = server.httpServer.address();
  const url =
    (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '') ||
    (address && typeof address === 'object' ? `http://${host}:${String(address.port)}` : '');
  return { server, url };
}

export interface BenchApp {
  server: RunningSandboxServer;
  appUrl: string;
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * The sandbox server (with `sandbox` options: scenarios, bench-only world size), the build on
 * `vite preview`, and a browser context whose pages start in live mode against that server.
 */
export async function startBenchApp(
  sandbox: SandboxServerOptions = {},
  previewPort = 4193,
  /** Another build to serve instead of `dist` (e.g. main's, for a same-run A/B). */
  outDir?: string,
): Promise<BenchApp> {
  if (outDir === undefined) ensureBuild();
  const server = await startSandboxServer({ port: 0, ...sandbox });
  const { server: web, url: appUrl } = await serveBuild(previewPort, outDir);
  const { context, close } = await launchLiveBrowser(server.url);
  return {
    server,
    appUrl,
    context,
    close: async () => {
      await close();
      await web.close();
      await server.close();
    },
  };
}

/**
 * Pages of `context` open the app in live mode against `apiUrl`, signed in for the tab. With `feed`,
 * the quote socket is the bench's L1 server, told by `?side=` which side the page is: the side its
 * host names in `feed.sides`, else `feed.otherwise` (so the server streams to the side measured).
 */
export async function liveMode(
  context: BrowserContext,
  apiUrl: string,
  feed?: { l1Url: string; sides: Record<string, string>; otherwise: string },
): Promise<void> {
  // tsx keeps function names with a `__name` helper that does not exist in the page.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(
    ({ baseUrl, feed }) => {
      const side = feed ? (feed.sides[location.hostname] ?? feed.otherwise) : '';
      localStorage.setItem(
        'terminal.settings.v1',
        JSON.stringify({
          mode: 'live',
          baseUrl,
          wsUrl: feed ? `${feed.l1Url}?side=${side}` : '',
          theme: 'dark',
        }),
      );
      sessionStorage.setItem('terminal.token.v1', 'bench-token');
    },
    { baseUrl: apiUrl, feed },
  );
}

/** A fresh browser whose pages open the app in live mode against `apiUrl`, signed in for the tab. */
export async function launchLiveBrowser(
  apiUrl: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const browser = await launchBrowser();
  await liveMode(browser.context, apiUrl);
  return browser;
}

/** The desktop network preset of ../shared/PERFORMANCE.md on a page: 40 ms RTT, 10 Mbps (its CDP session). */
export async function desktopPreset(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
  return cdp;
}

export interface ReadyCondition {
  /** The element that means "done"... */
  selector: string;
  /** ...with text matching this (a RegExp source), if given. */
  text?: string;
  /** ...or at least this many elements match the selector. */
  count?: number;
  /** ...and no element matches this selector (a loading placeholder), with text matching `text` if given. */
  absent?: { selector: string; text?: string };
}

/**
 * Milliseconds from the first `eventType` event on the page (capture, its `timeStamp`) after this
 * call, to the paint after `ready` holds. `act` performs the user's action (a click, a key, a change).
 */
export async function eventToPaint(
  page: Page,
  eventType: 'click' | 'keydown' | 'change',
  ready: ReadyCondition,
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ eventType, ready }) => {
      const w = window as unknown as { __eventToPaint?: Promise<number> };
      w.__eventToPaint = new Promise<number>((resolve) => {
        let at = 0;
        document.addEventListener(eventType, (e) => (at ||= e.timeStamp), { capture: true, once: true });
        const pattern = ready.text ? new RegExp(ready.text) : null;
        const absentText = ready.absent?.text ? new RegExp(ready.absent.text) : null;
        const holds = () => {
          if (
            ready.absent &&
            [...document.querySelectorAll(ready.absent.selector)].some(
              (el) => !absentText || absentText.test(el.textContent ?? ''),
            )
          )
            return false;
          const found = document.querySelectorAll(ready.selector);
          if (ready.count !== undefined) return found.length >= ready.count;
          const el = found[0];
          return !!el && (!pattern || pattern.test(el.textContent ?? ''));
        };
        const check = () => {
          if (at && holds()) {
            // In the DOM now: the message posted from the next frame arrives after its paint.
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - at);
              channel.port2.postMessage(0);
            });
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
    { eventType, ready },
  );
  await act();
  return page.evaluate(() => (window as unknown as { __eventToPaint: Promise<number> }).__eventToPaint);
}

/** Frames per second while the element scrolls `step` px a frame for `ms` (from its top). */
export async function scrollFps(page: Page, selector: string, step = 120, ms = 3000): Promise<number> {
  return page.evaluate(
    ({ selector, step, ms }) =>
      new Promise<number>((resolve) => {
        const el = document.querySelector<HTMLElement>(selector);
        if (!el) return resolve(0);
        el.scrollTop = 0;
        const frames: number[] = [];
        let last = 0;
        let direction = 1;
        const start = performance.now();
        const tick = (t: number) => {
          if (last) frames.push(t - last);
          last = t;
          // Back and forth when the end comes before the time is up.
          if (direction > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 1) direction = -1;
          else if (direction < 0 && el.scrollTop <= 0) direction = 1;
          el.scrollTop += step * direction;
          if (t - start < ms) requestAnimationFrame(tick);
          else resolve((frames.length / frames.reduce((a, b) => a + b, 0)) * 1000);
        };
        requestAnimationFrame(tick);
      }),
    { selector, step, ms },
  );
}

/** Durations (ms) of the long tasks (> 50 ms) on the page while `act` runs. */
export async function longTasksDuring(page: Page, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __longObserver?: PerformanceObserver };
    w.__longTasks = [];
    w.__longObserver?.disconnect();
    w.__longObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    });
    w.__longObserver.observe({ type: 'longtask', buffered: false });
  });
  await act();
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __longObserver?: PerformanceObserver };
    w.__longObserver?.disconnect();
    return w.__longTasks;
  });
}

/** Machine noise for a round: load average now, and other processes' CPU share since `start`. */
export function noiseMeter(): () => { loadavg: number; otherCpuPct: number | null; cpus: number } {
  const machine = measureMachineLoad();
  return () => {
    const load: MachineLoad | null = machine();
    return {
      loadavg: os.loadavg()[0] ?? 0,
      otherCpuPct: load ? load.otherPct : null,
      cpus: os.cpus().length,
    };
  };
}

export const formatNoise = (n: { loadavg: number; otherCpuPct: number | null; cpus: number }) =>
  `load=${n.loadavg.toFixed(2)} other_cpu_pct=${n.otherCpuPct === null ? '?' : n.otherCpuPct.toFixed(0)} cpus=${n.cpus}`;

/** Settings as the reference screen: click on its navigation link → its heading painted. */
export function referenceClick(page: Page): Promise<number> {
  return eventToPaint(page, 'click', { selector: '#assistant-settings-title' }, () =>
    page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Settings', exact: true }).click(),
  );
}

/** Polls `read` until it returns true or `ms` pass; the time it took, or null. */
export async function waitUntil(read: () => boolean, ms: number): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (read()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read() ? Date.now() - start : null;
}
