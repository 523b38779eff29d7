// `npx tsx scripts/bench-assistant-ab.ts <build A> <build B> [--runs=N]`: the assistant's first render
// (click on a thread of 200 messages → its newest reply's Markdown painted, as in bench-assistant)
// for two production builds in one run, alternating A and B (and which goes first) on the same
// sandbox server and browser, so both see the same machine. Each open is traced: besides the wall
// time it prints the main thread's CPU from the click to the paint (thread time, which other
// processes on the cores inflate much less than wall time) and when the messages arrived.
// Build a baseline with `npx vite build --outDir /tmp/base` on the other commit.
import fs from 'node:fs';
import path from 'node:path';
import { preview } from 'vite';
import type { CDPSession, Page } from 'playwright-core';
import { seedLongThread } from '../test/e2e/assistant-seed';
import { startSandboxServer } from '../src/sandbox/server/server';
import { eventToPaint, formatNoise, launchLiveBrowser, median, noiseMeter } from './bench/app-bench';
import { startProfile } from './bench/profile';

const ACCOUNT = 100001;
const [dirA, dirB] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 8);
const READY =
  '.assistant-messages .assistant-rows > .assistant-row:last-child article.assistant-message .assistant-text:not(.assistant-user-text):not([aria-busy])';

interface TraceEvent {
  name: string;
  ph: string;
  ts?: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; url?: string; requestId?: string } };
}

async function traced<T>(
  cdp: CDPSession,
  act: () => Promise<T>,
): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: unknown }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  const result = await act();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return { result, events };
}

/** Main-thread CPU (ms) from the click for `wallMs`, and when the latest messages finished loading. */
function analyse(events: TraceEvent[], wallMs: number) {
  const clicks = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const click = clicks[0];
  if (!click?.ts) return { cpu: NaN, messagesAt: NaN };
  const main = `${click.pid}:${click.tid}`;
  const t0 = click.ts;
  const t1 = t0 + wallMs * 1000;
  let end = 0;
  let cpu = 0;
  for (const e of events
    .filter((x) => x.ph === 'X' && `${x.pid}:${x.tid}` === main && (x.ts ?? 0) >= t0 - 50_000)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0))) {
    const ts = e.ts ?? 0;
    if (ts < end) continue; // nested in a task already counted
    end = ts + (e.dur ?? 0);
    if (end < t0 || ts > t1) continue;
    // The click's own task started before its EventDispatch: count only what falls in the window.
    const share = e.dur ? Math.max(0, Math.min(end, t1) - Math.max(ts, t0)) / e.dur : 1;
    cpu += (e.tdur ?? e.dur ?? 0) * share;
  }
  const urls = new Map<string, string>();
  for (const e of events) if (e.args?.data?.url) urls.set(e.args.data.requestId ?? '', e.args.data.url);
  const finish = events.find(
    (e) =>
      e.name === 'ResourceFinish' &&
      /\/messages\?/.test(urls.get(e.args?.data?.requestId ?? '') ?? '') &&
      !/page_token/.test(urls.get(e.args?.data?.requestId ?? '') ?? ''),
  );
  return { cpu: cpu / 1000, messagesAt: finish?.ts ? (finish.ts - t0) / 1000 : NaN };
}

async function openThread(page: Page, appUrl: string, threadId: string, label: string) {
  await page.goto(`${appUrl}/assistant?account=${ACCOUNT}`);
  const link = page.locator(`.assistant-threads a[href*="${threadId}"]`);
  await link.waitFor();
  // The Markdown chunk loads and warms up while the list is idle.
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  const click = () => eventToPaint(page, 'click', { selector: READY }, () => link.click());
  if (process.env.BENCH_PROFILE_FILE) {
    // A JavaScript profile of the open instead of a trace (an unminified build names the functions).
    const stop = await startProfile(cdp);
    const wall = await click();
    await stop();
    await cdp.detach();
    return { wall, cpu: NaN, messagesAt: NaN };
  }
  const { result: wall, events } = await traced(cdp, click);
  await cdp.detach();
  if (process.env.BENCH_TRACE_FILE)
    fs.writeFileSync(process.env.BENCH_TRACE_FILE.replace('%', label), JSON.stringify(events));
  return { wall, ...analyse(events, wall) };
}

async function main() {
  if (!dirA || !dirB) throw new Error('usage: bench-assistant-ab.ts <build dir A> <build dir B> [--runs=N]');
  const server = await startSandboxServer({ port: 0, scenarios: ['market-open'] });
  const threadId = seedLongThread(server.sandbox, {
    accountId: ACCOUNT,
    messages: 200,
    title: 'Benchmark thread',
  });
  const builds = await Promise.all(
    [dirA, dirB].map(async (dir, i) => {
      const web = await preview({
        build: { outDir: path.resolve(dir) },
        preview: { port: 4300 + i, host: '127.0.0.1', strictPort: false },
        logLevel: 'warn',
      });
      return {
        label: i === 0 ? 'A' : 'B',
        dir,
        web,
        url: (web.resolvedUrls?.local[0] ?? '').replace(/\/$/, ''),
      };
    }),
  );
  const { context, close } = await launchLiveBrowser(server.url);
  const results = new Map<string, Array<{ wall: number; cpu: number; messagesAt: number }>>();
  const runNoise = noiseMeter();
  try {
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const page = await context.newPage();
        const noise = noiseMeter();
        const r = await openThread(page, build.url, threadId, `${build.label}${i + 1}`);
        await page.close();
        (results.get(build.label) ?? results.set(build.label, []).get(build.label)!).push(r);
        console.log(
          `run ${i + 1} ${build.label}: first_render_ms=${r.wall.toFixed(0)} main_cpu_ms=${r.cpu.toFixed(1)} ` +
            `messages_loaded_ms=${r.messagesAt.toFixed(0)} ${formatNoise(noise())}`,
        );
      }
    }
    for (const build of builds) {
      const rs = results.get(build.label) ?? [];
      console.log(
        `assistant-ab ${build.label}=${build.dir} runs=${rs.length} first_render_ms=${median(rs.map((r) => r.wall)).toFixed(0)} ` +
          `(min ${Math.min(...rs.map((r) => r.wall)).toFixed(0)}, max ${Math.max(...rs.map((r) => r.wall)).toFixed(0)}) ` +
          `main_cpu_ms=${median(rs.map((r) => r.cpu)).toFixed(1)} messages_loaded_ms=${median(rs.map((r) => r.messagesAt)).toFixed(0)}`,
      );
    }
    console.log(`assistant-ab ${formatNoise(runNoise())}`);
  } finally {
    await close();
    await Promise.all(builds.map((b) => b.web.close()));
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
