// `npm run bench:quotes`: the quote-stream benchmark of ../shared/PERFORMANCE.md.
// A Node L1 server pushes quotes for 500 symbols into the real quote monitor screen (live table +
// live tick chart) of the production build, in live mode, in headless Chromium. Per case: 2 s
// warm-up, 10 s recorded, 3 runs, medians; one line per case ending in PASS or FAIL.
// `--smoke` runs one short run of one case (CI checks that the bench still runs, not its timings).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { preview } from 'vite';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startBenchServer } from './bench/l1-bench-server';
import { startSandboxServer } from '../src/sandbox/server/server';
import { Sandbox } from '../src/sandbox/engine/sandbox';

const smoke = process.argv.includes('--smoke');
const rateArg = process.argv.find((a) => a.startsWith('--rates='));
const RATES = rateArg ? rateArg.slice(8).split(',').map(Number) : smoke ? [5000] : [5000, 20000, 50000];
const RUNS = smoke ? 1 : 3;
const WARMUP_MS = smoke ? 1000 : 2000;
const RECORD_MS = smoke ? 2000 : 10000;
const SYMBOL_COUNT = 500;
/** `--profile`: print the hottest functions (self time) of the first recorded run, for tuning. */
const PROFILE = process.argv.includes('--profile');
let profiled = false;

interface RunResult {
  fps: number;
  p95FrameMs: number;
  droppedPct: number;
  longTasks: number;
  latencyP50: number;
  latencyP95: number;
  appliedPerS: number;
  sentPerS: number;
  clickPaintMs: number;
}

// Runs in the page before the app: collects frame times, long tasks and quote-to-paint latency.
// The live ingest calls window.__l1Bench.onFrame(count, sentAts) inside its rAF callback.
const probe = () => {
  const state = {
    recording: false,
    frames: [] as number[],
    latencies: [] as number[],
    applied: 0,
    longTasks: 0,
    lastFrame: 0,
  };
  const channel = new MessageChannel();
  const pending: number[][] = [];
  channel.port1.onmessage = () => {
    const sentAts = pending.shift();
    if (!sentAts || !state.recording) return;
    const now = performance.timeOrigin + performance.now();
    for (const sentAt of sentAts) state.latencies.push(now - sentAt);
  };
  const loop = (t: number) => {
    if (state.recording && state.lastFrame) state.frames.push(t - state.lastFrame);
    state.lastFrame = t;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  try {
    new PerformanceObserver((list) => {
      if (state.recording) state.longTasks += list.getEntries().length;
    }).observe({ type: 'longtask', buffered: false });
  } catch {
    // longtask not supported: reported as 0
  }
  (window as unknown as { __l1Bench: unknown }).__l1Bench = {
    onFrame(count: number, sentAts: number[]) {
      if (!state.recording) return;
      state.applied += count;
      pending.push(sentAts);
      channel.port2.postMessage(0);
    },
    start() {
      state.recording = true;
      state.frames = [];
      state.latencies = [];
      state.applied = 0;
      state.longTasks = 0;
      state.lastFrame = 0;
    },
    stop() {
      state.recording = false;
      return {
        frames: state.frames,
        latencies: state.latencies,
        applied: state.applied,
        longTasks: state.longTasks,
      };
    },
  };
};

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};
const median = (values: number[]) => quantile(values, 0.5);

async function clickPaintLatency(page: Page): Promise<number> {
  // Event Timing: duration from the click's input to the next paint after its handlers.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name === 'click' || entry.name === 'pointerup') {
              observer.disconnect();
              resolve(entry.duration);
              return;
            }
          }
        });
        observer.observe({
          type: 'event',
          durationThreshold: 16,
          buffered: false,
        } as PerformanceObserverInit);
        // The driver clicks a row through the browser's input pipeline; no entry within 1.5 s
        // means the click painted faster than the 16 ms reporting threshold (reported as 0).
        setTimeout(() => {
          observer.disconnect();
          resolve(0);
        }, 1500);
      }),
  );
}

async function runCase(page: Page, server: Awaited<ReturnType<typeof startBenchServer>>, rate: number) {
  server.setRate(rate);
  await page.waitForTimeout(WARMUP_MS);
  server.resetCounters();
  await page.evaluate(() => (window as unknown as { __l1Bench: { start(): void } }).__l1Bench.start());
  const cdp = PROFILE && !profiled ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const clickLatency = clickPaintLatency(page);
  await page.waitForTimeout(200);
  const row = page.locator('table[aria-label="Quote monitor"] tr[data-row-key]').nth(3);
  await row.click({ timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(RECORD_MS - 200);
  if (cdp) {
    profiled = true;
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: {
        nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
        samples: number[];
        timeDeltas: number[];
      };
    };
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byName = new Map<string, number>();
    for (const node of profile.nodes) {
      const f = node.callFrame;
      const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}`;
      byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0));
    }
    const total = [...byName.values()].reduce((a, b) => a + b, 0);
    console.log(`profile: ${(total / 1000).toFixed(0)} ms sampled`);
    for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
  const raw = await page.evaluate(() =>
    (
      window as unknown as {
        __l1Bench: { stop(): { frames: number[]; latencies: number[]; applied: number; longTasks: number } };
      }
    ).__l1Bench.stop(),
  );
  const sent = server.sent();
  server.setRate(0);
  const clickPaintMs = await clickLatency;
  const totalMs = raw.frames.reduce((a, b) => a + b, 0) || RECORD_MS;
  const dropped = raw.frames.reduce((sum, d) => sum + Math.max(0, Math.round(d / (1000 / 60)) - 1), 0);
  const expectedFrames = raw.frames.length + dropped;
  const result: RunResult = {
    fps: (raw.frames.length / totalMs) * 1000,
    p95FrameMs: quantile(raw.frames, 0.95),
    droppedPct: expectedFrames ? (dropped / expectedFrames) * 100 : 100,
    longTasks: raw.longTasks,
    latencyP50: quantile(raw.latencies, 0.5),
    latencyP95: quantile(raw.latencies, 0.95),
    appliedPerS: (raw.applied / RECORD_MS) * 1000,
    sentPerS: (sent / RECORD_MS) * 1000,
    clickPaintMs,
  };
  // Let the page drain before the next run.
  await page.waitForTimeout(500);
  return result;
}

function verdict(rate: number, r: RunResult): boolean {
  const appliedAll = r.appliedPerS >= r.sentPerS * 0.99;
  if (rate >= 50000) return r.fps >= 55 && r.droppedPct <= 5 && appliedAll && r.clickPaintMs <= 100;
  if (rate >= 20000)
    return (
      r.fps >= 58 &&
      r.droppedPct <= 1 &&
      r.longTasks === 0 &&
      r.latencyP50 <= 20 &&
      r.latencyP95 <= 33 &&
      r.clickPaintMs <= 100
    );
  return r.fps >= 58 && r.droppedPct <= 1 && appliedAll;
}

async function main() {
  if (!fs.existsSync('dist/index.html') || process.argv.includes('--build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const sandboxServer = await startSandboxServer({ port: 0 });
  const l1 = await startBenchServer();
  const web = await preview({
    preview: { port: 4190, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const appUrl = (web.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const { context, close } = await launchBrowser();
  try {
    await context.addInitScript(
      ({ baseUrl, wsUrl }) => {
        localStorage.setItem(
          'terminal.settings.v1',
          JSON.stringify({ mode: 'live', baseUrl, wsUrl, theme: 'dark' }),
        );
        sessionStorage.setItem('terminal.token.v1', 'bench-token');
      },
      { baseUrl: sandboxServer.url, wsUrl: l1.url },
    );
    // tsx keeps function names with a `__name` helper that does not exist in the page.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript(probe);
    const page = await context.newPage();
    const symbols = new Sandbox().universe.instruments
      .filter((i) => i.instrument_type === 'COMMON_STOCK')
      .slice(0, SYMBOL_COUNT)
      .map((i) => i.symbol);
    await page.goto(`${appUrl}/monitor?symbols=${encodeURIComponent(symbols.join(','))}`);
    await page
      .locator('table[aria-label="Quote monitor"] tr[data-row-key]')
      .first()
      .waitFor({ timeout: 30000 });
    await page.locator('[data-testid="tick-chart"]').first().waitFor({ timeout: 30000 });
    if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
    console.log(
      `quotes-bench setup symbols=${symbols.length} runs=${RUNS} warmup_ms=${WARMUP_MS} record_ms=${RECORD_MS}${smoke ? ' (smoke)' : ''}`,
    );
    let allPass = true;
    for (const rate of RATES) {
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runCase(page, l1, rate));
      const m: RunResult = {
        fps: median(runs.map((r) => r.fps)),
        p95FrameMs: median(runs.map((r) => r.p95FrameMs)),
        droppedPct: median(runs.map((r) => r.droppedPct)),
        longTasks: median(runs.map((r) => r.longTasks)),
        latencyP50: median(runs.map((r) => r.latencyP50)),
        latencyP95: median(runs.map((r) => r.latencyP95)),
        appliedPerS: median(runs.map((r) => r.appliedPerS)),
        sentPerS: median(runs.map((r) => r.sentPerS)),
        clickPaintMs: median(runs.map((r) => r.clickPaintMs)),
      };
      const pass = verdict(rate, m);
      allPass &&= pass;
      console.log(
        `quotes-bench rate=${rate}/s fps=${m.fps.toFixed(1)} p95_frame_ms=${m.p95FrameMs.toFixed(1)} ` +
          `dropped_pct=${m.droppedPct.toFixed(2)} long_tasks=${m.longTasks} latency_p50_ms=${m.latencyP50.toFixed(1)} ` +
          `latency_p95_ms=${m.latencyP95.toFixed(1)} applied_per_s=${m.appliedPerS.toFixed(0)} ` +
          `sent_per_s=${m.sentPerS.toFixed(0)} click_paint_ms=${m.clickPaintMs.toFixed(0)} ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    if (smoke) console.log('quotes-bench smoke: ran (timings are not asserted in CI)');
    else process.exitCode = allPass ? 0 : 1;
  } finally {
    await close();
    await web.close();
    await l1.close();
    await sandboxServer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
