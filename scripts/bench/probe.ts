// The in-page probe of the quote benchmark and the arithmetic on what it records. The probe runs in
// the page before any of its scripts: it records frame times, long tasks and quote-to-paint latency.
// The page under test (the app's live ingest, or the peer board) calls
// window.__l1Bench.onFrame(count, sentAts) from inside the animation-frame callback that applies
// those quotes; a MessageChannel message posted there arrives after that frame has painted.
export const probe = () => {
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

export interface ProbeRecord {
  frames: number[];
  latencies: number[];
  applied: number;
  longTasks: number;
}

export interface RunResult {
  fps: number;
  p95FrameMs: number;
  droppedPct: number;
  longTasks: number;
  latencyP50: number;
  latencyP95: number;
  appliedPerS: number;
  sentPerS: number;
  /** Main-thread busy share of the page's renderer (CDP TaskDuration), %. */
  busyPct: number;
  /** Main-thread CPU share (CDP ThreadTime): what its work cost, without the time it waited for a core, %. */
  cpuPct: number;
  clickPaintMs: number;
  /** Other processes' share of all cores during the round, % (NaN: unknown). */
  otherCpuPct: number;
}

export const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};
export const median = (values: number[]) => quantile(values, 0.5);

/** What a round of pointer moves records in the page: each animation frame's timestamp, long tasks. */
export interface FrameRecord {
  frameTimes: number[];
  longTasks: number;
}

export interface FrameSummary {
  fps: number;
  /** The 95th percentile of the intervals between frames, ms. */
  p95: number;
  longTasks: number;
}

/** fps (frames over the time they took), p95 frame interval and long tasks of a recorded round. */
export function summarizeFrames({ frameTimes, longTasks }: FrameRecord): FrameSummary {
  const intervals = frameTimes.slice(1).map((t, i) => t - (frameTimes[i] as number));
  const totalMs = intervals.reduce((a, b) => a + b, 0);
  return {
    fps: totalMs ? (intervals.length / totalMs) * 1000 : 0,
    p95: quantile(intervals, 0.95),
    longTasks,
  };
}

export function summarize(
  raw: ProbeRecord,
  recordMs: number,
  extra: Pick<RunResult, 'sentPerS' | 'busyPct' | 'cpuPct' | 'clickPaintMs' | 'otherCpuPct'>,
): RunResult {
  const totalMs = raw.frames.reduce((a, b) => a + b, 0) || recordMs;
  const dropped = raw.frames.reduce((sum, d) => sum + Math.max(0, Math.round(d / (1000 / 60)) - 1), 0);
  const expectedFrames = raw.frames.length + dropped;
  return {
    fps: (raw.frames.length / totalMs) * 1000,
    p95FrameMs: quantile(raw.frames, 0.95),
    droppedPct: expectedFrames ? (dropped / expectedFrames) * 100 : 100,
    longTasks: raw.longTasks,
    latencyP50: quantile(raw.latencies, 0.5),
    latencyP95: quantile(raw.latencies, 0.95),
    appliedPerS: (raw.applied / recordMs) * 1000,
    ...extra,
  };
}

/** Medians per field over runs. */
export function medians(runs: RunResult[]): RunResult {
  const m = (pick: (r: RunResult) => number) => median(runs.map(pick));
  return {
    fps: m((r) => r.fps),
    p95FrameMs: m((r) => r.p95FrameMs),
    droppedPct: m((r) => r.droppedPct),
    longTasks: m((r) => r.longTasks),
    latencyP50: m((r) => r.latencyP50),
    latencyP95: m((r) => r.latencyP95),
    appliedPerS: m((r) => r.appliedPerS),
    sentPerS: m((r) => r.sentPerS),
    busyPct: m((r) => r.busyPct),
    cpuPct: m((r) => r.cpuPct),
    clickPaintMs: m((r) => r.clickPaintMs),
    otherCpuPct: m((r) => r.otherCpuPct),
  };
}

export function formatRun(r: RunResult): string {
  return (
    `fps=${r.fps.toFixed(1)} p95_frame_ms=${r.p95FrameMs.toFixed(1)} dropped_pct=${r.droppedPct.toFixed(2)} ` +
    `long_tasks=${r.longTasks} latency_p50_ms=${r.latencyP50.toFixed(1)} latency_p95_ms=${r.latencyP95.toFixed(1)} ` +
    `applied_per_s=${r.appliedPerS.toFixed(0)} sent_per_s=${r.sentPerS.toFixed(0)} ` +
    `busy_pct=${r.busyPct.toFixed(0)} cpu_pct=${r.cpuPct.toFixed(1)} click_paint_ms=${r.clickPaintMs.toFixed(0)} ` +
    `other_cpu_pct=${Number.isNaN(r.otherCpuPct) ? '?' : r.otherCpuPct.toFixed(0)}`
  );
}
