// The start-up and recorded round of a quote-stream bench, for bench-workspace. TEMPORARY: the same
// API as the shared `scripts/bench/stream-bench.ts` being written for issue 27 (bench-quotes and
// bench-chart's set-up and round, moved into one module); once that is on main, bench-workspace
// imports it and this file goes. The sandbox server, the L1 bench server, the build on `vite
// preview`, one browser whose pages run the app in live mode with their quote socket on the bench
// server (the page's host says which side it is), the in-page probe, and one recorded round: the other
// sides frozen, a warm-up, then frames, quote-to-paint latency, main-thread busy time and noise.
import { preview } from 'vite';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
import { startSandboxServer, type RunningSandboxServer } from '../../src/sandbox/server/server';
import { Sandbox } from '../../src/sandbox/engine/sandbox';
import { ensureBuild } from './app-bench';
import { startBenchServer, type BenchServer } from './l1-bench-server';
import { measureMachineLoad } from './machine-load';
import { probe, summarize, type ProbeRecord, type RunResult } from './probe';

/** The board's symbols: the first `count` common stocks of the sandbox's universe. */
export function boardSymbols(count: number): string[] {
  return new Sandbox().universe.instruments
    .filter((i) => i.instrument_type === 'COMMON_STOCK')
    .slice(0, count)
    .map((i) => i.symbol);
}

export interface StreamBench {
  sandboxServer: RunningSandboxServer;
  l1: BenchServer;
  /** The build under test's URL (http://127.0.0.1:…). */
  appUrl: string;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Starts the servers, serves `dist` on `port`; a page's quote socket is `side=<sides[its host]>`, else `otherwise`. */
export async function startStreamBench(options: {
  port: number;
  sides: Record<string, string>;
  otherwise: string;
}): Promise<StreamBench> {
  ensureBuild();
  const sandboxServer = await startSandboxServer({ port: 0 });
  const l1 = await startBenchServer();
  const web = await preview({
    preview: { port: options.port, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const { context, close } = await launchBrowser();
  await context.addInitScript(
    ({ baseUrl, l1Url, sides, otherwise }) => {
      const side = sides[location.hostname] ?? otherwise;
      localStorage.setItem(
        'terminal.settings.v1',
        JSON.stringify({ mode: 'live', baseUrl, wsUrl: `${l1Url}?side=${side}`, theme: 'dark' }),
      );
      sessionStorage.setItem('terminal.token.v1', 'bench-token');
    },
    { baseUrl: sandboxServer.url, l1Url: l1.url, sides: options.sides, otherwise: options.otherwise },
  );
  // tsx keeps function names with a `__name` helper that does not exist in the page.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(probe);
  return {
    sandboxServer,
    l1,
    appUrl: (web.resolvedUrls?.local[0] ?? '').replace(/\/$/, ''),
    context,
    close: async () => {
      await close();
      await web.close();
      await l1.close();
      await sandboxServer.close();
    },
  };
}

/** One measured page of a stream bench. */
export interface StreamSide<Name extends string = string> {
  name: Name;
  page: Page;
  cdp: CDPSession;
}

/** Opens `url` in `page` until its first row and `ready` show; its CDP session, with metrics on. */
export async function openStreamPage(
  page: Page,
  url: string,
  rowSelector: string,
  ready: string,
): Promise<CDPSession> {
  await page.goto(url);
  await page.locator(rowSelector).first().waitFor({ timeout: 30000 });
  await page.locator(ready).first().waitFor({ timeout: 30000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}

const taskSeconds = async (cdp: CDPSession) => {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
};

const setFrozen = (side: StreamSide, frozen: boolean) =>
  side.cdp.send('Page.setWebLifecycleState', { state: frozen ? 'frozen' : 'active' });

/** One round on `side`: the others frozen, `side` in front, `rate` quotes/s over `market`, warm-up, recorded. */
export async function recordRound(round: {
  side: StreamSide;
  others: readonly StreamSide[];
  server: BenchServer;
  rate: number;
  market: readonly string[] | undefined;
  warmupMs: number;
  recordMs: number;
}): Promise<RunResult> {
  const { side, server } = round;
  for (const other of round.others) await setFrozen(other, true);
  await setFrozen(side, false);
  await side.page.bringToFront();
  server.setRate(round.rate, side.name, round.market);
  await side.page.waitForTimeout(round.warmupMs);
  server.resetCounters();
  const machine = measureMachineLoad();
  const taskStart = await taskSeconds(side.cdp);
  const started = Date.now();
  await side.page.evaluate(() => (window as unknown as { __l1Bench: { start(): void } }).__l1Bench.start());
  await side.page.waitForTimeout(round.recordMs);
  const raw = await side.page.evaluate(() =>
    (window as unknown as { __l1Bench: { stop(): ProbeRecord } }).__l1Bench.stop(),
  );
  const elapsedS = (Date.now() - started) / 1000;
  const busy = (await taskSeconds(side.cdp)) - taskStart;
  const load = machine();
  const sent = server.sent();
  server.setRate(0);
  const result = summarize(raw, elapsedS * 1000, {
    sentPerS: sent / elapsedS,
    busyPct: (busy / elapsedS) * 100,
    clickPaintMs: 0,
    otherCpuPct: load ? load.otherPct : Number.NaN,
  });
  await side.page.waitForTimeout(500);
  return result;
}

/** The lowest and highest of the runs' `pick`, as the noise of a median ("58.1–60.0"). */
export const spread = (runs: RunResult[], pick: (r: RunResult) => number) =>
  `${Math.min(...runs.map(pick)).toFixed(1)}–${Math.max(...runs.map(pick)).toFixed(1)}`;

/** A ratio to two places, '—' when the reference is 0. */
export const ratio = (a: number, b: number) => (b === 0 ? '—' : (a / b).toFixed(2));
