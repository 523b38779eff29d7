// `--profile`: samples the JavaScript of one recorded run and prints the hottest functions (self time).
import fs from 'node:fs';
import type { CDPSession } from 'playwright-core';

const written = new Map<string, number>();
/** One file per recording of the run: name.json, then name.2.json, name.3.json, … */
function numbered(file: string): string {
  const n = (written.get(file) ?? 0) + 1;
  written.set(file, n);
  return n === 1 ? file : file.replace(/(\.[a-z]+)?$/, `.${n}$1`);
}

export async function startProfile(cdp: CDPSession): Promise<() => Promise<void>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: {
        nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
        samples: number[];
        timeDeltas: number[];
      };
    };
    if (process.env.BENCH_PROFILE_FILE) {
      const file = numbered(process.env.BENCH_PROFILE_FILE);
      fs.writeFileSync(file, JSON.stringify(profile));
      console.log(`profile written to ${file} (open it in DevTools → Performance)`);
    }
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
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, not inflated while other processes hold the core. */
  tdur?: number;
  tid: number;
  pid: number;
  ts?: number;
  args?: { name?: string };
}

/**
 * CPU time (top-level events' thread time) per thread of the page's renderer and of the GPU / viz
 * process: the compositor and raster side of a frame, next to the main thread's.
 */
function threadTotals(events: TraceEvent[], rendererPid: number, frames: number): void {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const totals = new Map<string, number>();
  const ends = new Map<string, number>();
  for (const e of [...events].filter((x) => x.ph === 'X').sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0))) {
    const key = `${e.pid}:${e.tid}`;
    const ts = e.ts ?? 0;
    if (ts < (ends.get(key) ?? 0)) continue; // nested: counted in its parent
    ends.set(key, ts + (e.dur ?? 0));
    totals.set(key, (totals.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0));
  }
  const rows = [...totals]
    .map(([key, us]) => ({
      label: `${Number(key.split(':')[0]) === rendererPid ? 'renderer' : `pid ${key.split(':')[0]}`} ${names.get(key) ?? key}`,
      us,
    }))
    .filter((r) => r.us > 5000)
    .sort((a, b) => b.us - a.us)
    .slice(0, 10);
  console.log(
    `trace threads (CPU ms, per frame): ` +
      rows
        .map(
          (r) => `${r.label}=${(r.us / 1000).toFixed(0)} (${(r.us / 1000 / Math.max(1, frames)).toFixed(2)})`,
        )
        .join(', '),
  );
}

/** Main-thread work of the renderer, by kind (the DevTools "Summary"): top-level tasks split into script, style, layout, paint. */
const TRACE_KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.run': 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
};

/**
 * The elements the main thread painted the most (area of their Paint events' clips, summed), named
 * by tag, id and class: what repaints every frame besides what changed.
 */
async function paintedElements(cdp: CDPSession, events: TraceEvent[], main: string): Promise<void> {
  const area = new Map<number, number>();
  const paints = new Map<number, { count: number; ms: number }>();
  for (const e of events) {
    const data = (e.args as { data?: { nodeId?: number; clip?: number[] } } | undefined)?.data;
    if (e.name !== 'Paint' || e.ph !== 'X' || `${e.pid}:${e.tid}` !== main || !data?.clip || !data.nodeId)
      continue;
    const xs = [0, 2, 4, 6].map((i) => data.clip![i] ?? 0);
    const ys = [1, 3, 5, 7].map((i) => data.clip![i] ?? 0);
    const a = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    area.set(data.nodeId, (area.get(data.nodeId) ?? 0) + a);
    const p = paints.get(data.nodeId) ?? { count: 0, ms: 0 };
    p.count += 1;
    p.ms += (e.dur ?? 0) / 1000;
    paints.set(data.nodeId, p);
  }
  const top = [...area].sort((a, b) => (paints.get(b[0])?.ms ?? 0) - (paints.get(a[0])?.ms ?? 0)).slice(0, 6);
  const named = await Promise.all(
    top.map(async ([id, a]) => {
      const described = (await cdp.send('DOM.describeNode', { backendNodeId: id }).catch(() => null)) as {
        node?: { nodeName?: string; attributes?: string[] };
      } | null;
      const attrs = described?.node?.attributes ?? [];
      const attr = (name: string) => attrs[attrs.indexOf(name) + 1];
      const name =
        (described?.node?.nodeName ?? `node ${id}`).toLowerCase() +
        (attrs.includes('id') ? `#${attr('id')}` : '') +
        (attrs.includes('class') ? `.${(attr('class') ?? '').split(' ').join('.')}` : '');
      const p = paints.get(id);
      return `${name}=${(a / 1e6).toFixed(1)} (${p?.count ?? 0} paints, ${(p?.ms ?? 0).toFixed(0)} ms)`;
    }),
  );
  console.log(`trace painted (most paint time first; Mpx, clip area summed): ${named.join(', ')}`);
}

/** `--trace`: records a DevTools timeline trace of one run and prints the main thread's split (script, style, layout, paint). */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<void>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', {
    categories:
      process.env.BENCH_TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    if (process.env.BENCH_TRACE_FILE) {
      const file = numbered(process.env.BENCH_TRACE_FILE);
      fs.writeFileSync(file, JSON.stringify(events));
      console.log(`trace written to ${file}`);
    }
    // The renderer's main thread that did the page's work: the one that ran the most layouts (the
    // trace covers every renderer of the browser).
    const layouts = new Map<string, number>();
    for (const e of events)
      if (e.name === 'Layout') layouts.set(`${e.pid}:${e.tid}`, (layouts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const main = [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events
      .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main)
      .map((e) => ({ name: e.name, ts: e.ts ?? 0, dur: e.dur ?? 0, cpu: e.tdur ?? e.dur ?? 0 }))
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time per event (its duration minus its children's), summed by kind and by name.
    const selfByName = new Map<string, number>();
    const stack: Array<{ name: string; end: number; self: number }> = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (done) selfByName.set(done.name, (selfByName.get(done.name) ?? 0) + done.self);
      }
    };
    for (const e of onMain) {
      close(e.ts);
      const parent = stack.at(-1);
      if (parent) parent.self -= e.cpu;
      stack.push({ name: e.name, end: e.ts + e.dur, self: e.cpu });
    }
    close(Infinity);
    const total = [...selfByName.values()].reduce((a, b) => a + b, 0);
    const byKind = new Map<string, number>();
    for (const [name, us] of selfByName) {
      const kind = TRACE_KINDS[name] ?? 'other';
      byKind.set(kind, (byKind.get(kind) ?? 0) + us);
    }
    const line = (us: number, label: string) =>
      `  ${((us / Math.max(1, total)) * 100).toFixed(1).padStart(5)}%  ${label} ${(us / 1000).toFixed(0)} ms`;
    const frames = onMain.filter((e) => e.name === 'Commit').length;
    const perFrame = (kind: string) => ((byKind.get(kind) ?? 0) / 1000 / Math.max(1, frames)).toFixed(2);
    console.log(
      `trace: main-thread CPU ${(total / 1000).toFixed(0)} ms, frames=${frames}, per frame ms: ` +
        `script=${perFrame('script')} style=${perFrame('style')} layout=${perFrame('layout')} paint=${perFrame('paint')} other=${perFrame('other')}`,
    );
    for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(line(us, kind));
    for (const [name, us] of [...selfByName].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(line(us, `  ${name}`));
    if (main) threadTotals(events, Number(main.split(':')[0]), frames);
    if (main) await paintedElements(cdp, events, main);
  };
}
