// `npm run bench:load`: cold load of a route, per the recipe of ../shared/PERFORMANCE.md.
// The production build served gzip-compressed with `Cache-Control: no-store` from 127.0.0.1, in live
// mode against the sandbox server; a fresh browser profile per run; CDP network emulation of the
// desktop preset (40 ms RTT, 10 Mbps). 7 runs, medians. "ready" is when the route's data has
// rendered (the route's ready selector is in the DOM, stamped by a MutationObserver in the page).
// js_kb: script bytes received before ready; js_loaded_kb: by ready + 300 ms (what loads around the
// start, e.g. the shell's extras that wait for the first screen). other_cpu_pct: how busy the machine
// was with other processes meanwhile (scripts/bench/machine-load.ts).
// The floor (route /accounts): a bare React page that fetches and renders the accounts list
// (scripts/bench/load-floor), built here and loaded alternately with the app in the same run, so the
// figures say how far the app is from the least any React page needs on this machine and network.
// `--no-floor` skips it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchBrowser } from '../test/e2e/browser';
import { startSandboxServer } from '../src/sandbox/server/server';
import { measureMachineLoad } from './bench/machine-load';
import {
  alternateRounds,
  argValue,
  desktopPreset,
  ensureBuild,
  liveMode,
  median,
  runCount,
} from './bench/app-bench';

const RUNS = runCount(7);
const ROUTES: Array<{ path: string; ready: string }> = [
  { path: '/accounts', ready: 'table.data-table tbody tr a' },
  { path: '/accounts/100001', ready: '[data-testid="current-max-notional"]' },
];
/** `--routes=/accounts,…`: only these of ROUTES. */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--routes='))
  ?.slice('--routes='.length)
  .split(',');
const DIST = path.resolve('dist');
const FLOOR = !process.argv.includes('--no-floor');
/** `--waterfall`: print the first run's requests (start, end, bytes) and the page's marks per route. */
const WATERFALL = process.argv.includes('--waterfall');
/** The routes the floor page renders (its ready selector is the route's). */
const FLOOR_ROUTES = new Set(['/accounts']);

/** Builds the floor page (scripts/bench/load-floor) into a temporary directory. */
async function buildFloor(): Promise<string> {
  const { build } = await import('vite');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-load-floor-'));
  await build({
    configFile: false,
    root: path.resolve('scripts/bench/load-floor'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function serveDist(dist = DIST): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dist, pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    const body = zlib.gzipSync(fs.readFileSync(file));
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

interface LoadResult {
  fcp: number;
  lcp: number;
  ready: number;
  tbt: number;
  /** Script bytes received before ready. */
  jsKb: number;
  /** Script bytes received by ready + 300 ms (CDP), what the page loaded around its start. */
  jsLoadedKb: number;
}

async function loadOnce(
  appUrl: string,
  apiUrl: string,
  route: { path: string; ready: string },
  waterfall = false,
): Promise<LoadResult> {
  const { context, close } = await launchBrowser();
  try {
    await liveMode(context, apiUrl);
    await context.addInitScript((ready) => {
      const w = window as unknown as {
        __load: {
          lcp: number;
          longTasks: Array<[number, number]>;
          ready: number;
          whenReady: Promise<void>;
          markReady: () => void;
        };
      };
      let markReady: () => void = () => undefined;
      const whenReady = new Promise<void>((resolve) => (markReady = resolve));
      w.__load = { lcp: 0, longTasks: [], ready: 0, whenReady, markReady };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__load.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__load.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      const observer = new MutationObserver(() => {
        if (!w.__load.ready && document.querySelector(ready)) {
          w.__load.ready = performance.now();
          performance.mark('route:ready');
          observer.disconnect();
          w.__load.markReady();
        }
      });
      document.addEventListener('DOMContentLoaded', () =>
        observer.observe(document.body, { childList: true, subtree: true }),
      );
    }, route.ready);
    const page = await context.newPage();
    const cdp = await desktopPreset(page);
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    await page.goto(`${appUrl}${route.path}`);
    // Waits on the page's own ready stamp over raw CDP. A Playwright locator here would inject its
    // selector engine (a ~500-function script) into the page while it is still loading: ~10 ms of
    // the main thread that the app under test would be charged for whenever the load event comes
    // before the route is ready.
    await Promise.race([
      cdp.send('Runtime.evaluate', { expression: 'window.__load.whenReady', awaitPromise: true }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${route.path}: not ready after 30 s`)), 30_000),
      ),
    ]);
    await page.waitForTimeout(300);
    const metrics = await page.evaluate(() => {
      const w = window as unknown as {
        __load: { lcp: number; longTasks: Array<[number, number]>; ready: number };
      };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tbt = w.__load.longTasks
        .filter(([start]) => start < w.__load.ready)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      // Script bytes received before the route was ready (what competed with it), from resource timing.
      const jsBeforeReady = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .filter((e) => /\.js(\?|$)/.test(e.name) && e.responseEnd <= w.__load.ready)
        .reduce((sum, e) => sum + e.transferSize, 0);
      const requests = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .map((e) => ({
          name: e.name.replace(location.origin, ''),
          start: e.startTime,
          end: e.responseEnd,
          kb: e.transferSize / 1024,
        }));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const marks = performance.getEntriesByType('mark').map((e) => ({ name: e.name, at: e.startTime }));
      return {
        fcp,
        lcp: w.__load.lcp,
        ready: w.__load.ready,
        tbt,
        jsBeforeReady,
        requests,
        marks,
        html: nav
          ? { start: nav.requestStart, end: nav.responseEnd, dcl: nav.domContentLoadedEventEnd }
          : null,
        longTasks: w.__load.longTasks,
      };
    });
    if (waterfall) {
      const lines = [
        `waterfall ${route.path} html request=${metrics.html?.start.toFixed(0)} response_end=${metrics.html?.end.toFixed(0)} dcl=${metrics.html?.dcl.toFixed(0)} fcp=${metrics.fcp.toFixed(0)} ready=${metrics.ready.toFixed(0)}`,
        ...metrics.requests
          .sort((a, b) => a.start - b.start)
          .map(
            (r) =>
              `waterfall ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms ${r.kb.toFixed(1).padStart(6)} kB ${r.end <= metrics.ready ? ' ' : '*'} ${r.name}`,
          ),
        ...metrics.marks.map((m) => `waterfall mark ${m.at.toFixed(0).padStart(5)} ms ${m.name}`),
        ...metrics.longTasks.map(
          ([start, d]) => `waterfall long-task ${start.toFixed(0)} ms for ${d.toFixed(0)} ms`,
        ),
        'waterfall (* = ended after ready)',
      ];
      console.log(lines.join('\n'));
    }
    return { ...metrics, jsKb: metrics.jsBeforeReady / 1024, jsLoadedKb: jsBytes / 1024 };
  } finally {
    await close();
  }
}

/**
 * `--baseline=<dir>`: another build (e.g. main's, built into another directory) measured in the same
 * run, its loads alternating with this build's (A B, B A, ...), so a noisy machine slows both alike.
 */
const BASELINE = argValue('baseline');

function summarize(runs: LoadResult[]) {
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    ready: median(runs.map((r) => r.ready)),
    tbt: median(runs.map((r) => r.tbt)),
    jsKb: median(runs.map((r) => r.jsKb)),
    jsLoadedKb: median(runs.map((r) => r.jsLoadedKb)),
  };
}

async function main() {
  ensureBuild();
  if (BASELINE && !fs.existsSync(path.join(BASELINE, 'index.html')))
    throw new Error(`--baseline: ${BASELINE}/index.html is missing`);
  const api = await startSandboxServer({ port: 0 });
  const web = await serveDist();
  const base = BASELINE ? await serveDist(path.resolve(BASELINE)) : null;
  const floorDir = FLOOR ? await buildFloor() : null;
  const floor = floorDir ? await serveDist(floorDir) : null;
  try {
    for (const route of ROUTES.filter((r) => !ONLY || ONLY.includes(r.path))) {
      const runs: LoadResult[] = [];
      const baseRuns: LoadResult[] = [];
      const floorRuns: LoadResult[] = [];
      const withFloor = floor && FLOOR_ROUTES.has(route.path) ? floor : null;
      const sides = [
        { url: web.url, out: runs, waterfall: WATERFALL },
        ...(base ? [{ url: base.url, out: baseRuns, waterfall: false }] : []),
        ...(withFloor ? [{ url: withFloor.url, out: floorRuns, waterfall: false }] : []),
      ];
      // How busy the machine was with other processes while this route was measured (noise).
      const machine = measureMachineLoad();
      await alternateRounds(RUNS, sides, async (side, i) => {
        side.out.push(await loadOnce(side.url, api.url, route, side.waterfall && i === 0));
      });
      const load = machine();
      const noise = `other_cpu_pct=${load ? load.otherPct.toFixed(0) : '?'}`;
      const line = (label: string, m: ReturnType<typeof summarize>) =>
        `load-bench route=${route.path}${label} preset=desktop runs=${RUNS} fcp_ms=${m.fcp.toFixed(0)} lcp_ms=${m.lcp.toFixed(0)} ` +
        `ready_ms=${m.ready.toFixed(0)} tbt_ms=${m.tbt.toFixed(0)} js_kb=${m.jsKb.toFixed(1)} js_loaded_kb=${m.jsLoadedKb.toFixed(1)} ${noise}`;
      const m = summarize(runs);
      const pass = m.ready <= 400 && m.tbt <= 50;
      console.log(`${line('', m)} ${pass ? 'PASS' : 'FAIL'}`);
      if (base) {
        const b = summarize(baseRuns);
        console.log(`${line(' build=baseline', b)}`);
        console.log(
          `load-bench route=${route.path} ratio_vs_baseline ready=${(m.ready / b.ready).toFixed(2)} ` +
            `fcp=${(m.fcp / b.fcp).toFixed(2)} tbt=${b.tbt > 0 ? (m.tbt / b.tbt).toFixed(2) : '-'}`,
        );
      }
      if (withFloor) {
        const f = summarize(floorRuns);
        console.log(`${line(' build=react-floor', f)}`);
        console.log(
          `load-bench route=${route.path} ratio_vs_react_floor ready=${(m.ready / f.ready).toFixed(2)} ` +
            `fcp=${(m.fcp / f.fcp).toFixed(2)} js_kb=${(m.jsKb / f.jsKb).toFixed(2)}`,
        );
      }
    }
  } finally {
    await web.close();
    await base?.close();
    await floor?.close();
    if (floorDir) fs.rmSync(floorDir, { recursive: true, force: true });
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
