// Shared set-up of the quote-stream benches (bench-quotes, bench-chart): the sandbox server, the L1
// bench server (scripts/bench/l1-bench-server.ts), the production build on `vite preview`, one
// browser whose pages run the app in live mode with their quote socket on the bench server (the
// page's host says which side it is, so the server streams to the side measured only), the in-page
// probe (scripts/bench/probe.ts), the board's symbols, and one recorded round: the other sides
// frozen, a warm-up, then frames, quote-to-paint latency, main-thread busy time and machine noise.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../test/e2e/browser';
import { startSandboxServer, type RunningSandboxServer } from '../../src/sandbox/server/server';
import { Sandbox } from '../../src/sandbox/engine/sandbox';
import { ensureBuild, liveMode, serveBuild } from './app-bench';
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

/**
 * Starts the servers, serves the build (`dist`, or `buildDir`) on `port`, and opens the browser. A
 * page's quote socket is `side=<sides[its host]>`, else `side=<otherwise>`.
 */
export async function startStreamBench(options: {
  port: number;
  buildDir?: string | undefined;
  sides: Record<string, string>;
  otherwise: string;
}): Promise<StreamBench> {
  if (options.buildDir === undefined) ensureBuild();
  const sandboxServer = await startSandboxServer({ port: 0 });
  const l1 = await startBenchServer();
  const web = await serveBuild(options.port, options.buildDir);
  const { context, close } = await launchBrowser();
  await liveMode(context, sandboxServer.url, {
    l1Url: l1.url,
    sides: options.sides,
    otherwise: options.otherwise,
  });
  await context.addInitScript(probe);
  return {
    sandboxServer,
    l1,
    appUrl: web.url,
    context,
    close: async () => {
      await close();
      await web.server.close();
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

/**
 * The page's main thread so far, in seconds: `task` is the wall time of its tasks (CDP
 * TaskDuration), `cpu` the CPU time the thread used (ThreadTime). A task descheduled by other threads
 * or processes (the compositor, the quote worker, another page on a 2-core machine) counts in `task`
 * for as long as it waits, in `cpu` only for what it ran.
 */
const mainThreadSeconds = async (cdp: CDPSession) => {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: value('TaskDuration'), cpu: value('ThreadTime') };
};

const setFrozen = (side: StreamSide, frozen: boolean) =>
  side.cdp.send('Page.setWebLifecycleState', { state: frozen ? 'frozen' : 'active' });

/**
 * One round on `side`: the others frozen, `side` in front (only the tab in front gets animation
 * frames), the server streaming `rate` quotes/s to it (over `market`, or over its socket's own
 * subscriptions when undefined), `warmupMs`, then `recordMs` recorded by the probe, and a drain.
 * `during` replaces the plain wait while recording and returns a click's paint latency (0: none);
 * `after` runs once the stream has stopped (a profile printed, a diagnostic).
 */
export async function recordRound(round: {
  side: StreamSide;
  others: readonly StreamSide[];
  server: BenchServer;
  rate: number;
  market: readonly string[] | undefined;
  warmupMs: number;
  recordMs: number;
  during?: () => Promise<number>;
  after?: () => Promise<void>;
}): Promise<RunResult> {
  const { side, server } = round;
  for (const other of round.others) await setFrozen(other, true);
  await setFrozen(side, false);
  await side.page.bringToFront();
  server.setRate(round.rate, side.name, round.market);
  await side.page.waitForTimeout(round.warmupMs);
  server.resetCounters();
  const machine = measureMachineLoad();
  const threadStart = await mainThreadSeconds(side.cdp);
  const started = Date.now();
  await side.page.evaluate(() => (window as unknown as { __l1Bench: { start(): void } }).__l1Bench.start());
  const clickPaintMs = round.during
    ? await round.during()
    : await side.page.waitForTimeout(round.recordMs).then(() => 0);
  const raw = await side.page.evaluate(() =>
    (window as unknown as { __l1Bench: { stop(): ProbeRecord } }).__l1Bench.stop(),
  );
  const elapsedS = (Date.now() - started) / 1000;
  const thread = await mainThreadSeconds(side.cdp);
  const load = machine();
  const sent = server.sent();
  server.setRate(0);
  await round.after?.();
  // Applied and sent over the same wall time (the probe and the server counted over this round).
  const result = summarize(raw, elapsedS * 1000, {
    sentPerS: sent / elapsedS,
    busyPct: ((thread.task - threadStart.task) / elapsedS) * 100,
    cpuPct: ((thread.cpu - threadStart.cpu) / elapsedS) * 100,
    clickPaintMs,
    otherCpuPct: load ? load.otherPct : Number.NaN,
  });
  // Let the page drain before the next round.
  await side.page.waitForTimeout(500);
  return result;
}

/** The lowest and highest of the runs' `pick`, as the noise of a median ("58.1–60.0"). */
export const spread = (runs: RunResult[], pick: (r: RunResult) => number) =>
  `${Math.min(...runs.map(pick)).toFixed(1)}–${Math.max(...runs.map(pick)).toFixed(1)}`;
