// Shared start-up and probes of the app benchmarks (bench-instrument, bench-screener, bench-lists):
// the production build served by `vite preview`, the sandbox as a real server, a headless Chromium
// whose pages run the app in live mode against that server, the CDP desktop network preset, and the
// in-page probes: event → painted, scroll fps, long tasks during an action, plus machine noise.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { preview } from 'vite';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
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

/** Builds the app when there is no build yet, or when `--build` is passed. */
export function ensureBuild(): void {
  if (!fs.existsSync('dist/index.html') || process.argv.includes('--build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
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
  else if (!fs.existsSync(`${outDir}/index.html`)) throw new Error(`${outDir}/index.html is missing`);
  const server = await startSandboxServer({ port: 0, ...sandbox });
  const web = await preview({
    preview: { port: previewPort, host: '127.0.0.1', strictPort: false },
    ...(outDir !== undefined && { build: { outDir } }),
    logLevel: 'warn',
  });
  const appUrl = (web.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
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

/** The desktop network preset of ../shared/PERFORMANCE.md on a page: 40 ms RTT, 10 Mbps. */
/** A fresh browser whose pages open the app in live mode against `apiUrl`, signed in for the tab. */
export async function launchLiveBrowser(
  apiUrl: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const browser = await launchBrowser();
  // tsx keeps function names with a `__name` helper that does not exist in the page.
  await browser.context.addInitScript({ content: 'window.__name = (f) => f;' });
  await browser.context.addInitScript(
    ({ baseUrl }) => {
      localStorage.setItem(
        'terminal.settings.v1',
        JSON.stringify({ mode: 'live', baseUrl, wsUrl: '', theme: 'dark' }),
      );
      sessionStorage.setItem('terminal.token.v1', 'bench-token');
    },
    { baseUrl: apiUrl },
  );
  return browser;
}

export async function desktopPreset(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
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
