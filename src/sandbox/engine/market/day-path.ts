// One trading day of an equity, intraday: log prices at knots every 30 s from the pre-market open
// to the end of after-hours. The pre-market bridges from the prior day's after-hours end to the open,
// the regular session bridges from the daily bar's open to its close and is stretched so its extreme
// knots are exactly the bar's high and low, and after-hours drifts from the close. Between knots the
// price is interpolated, so the quote is a deterministic function of the instant.
import type { DailySeries } from './daily-series';
import type { DaySessions } from './calendar';
import { mix32, normalStream } from './noise';

export const KNOT_MS = 30_000;

export interface DayPath {
  date: string;
  preOpen: number;
  regularOpen: number;
  regularClose: number;
  afterClose: number;
  /** Index of the last knot. */
  n: number;
  iOpen: number;
  iClose: number;
  logs: Float64Array;
  /** Highest / lowest regular-session price up to each knot (from iOpen on). */
  highs: Float64Array;
  lows: Float64Array;
  open: number;
  high: number;
  low: number;
  close: number;
  previousClose: number;
  /** Shares over the day, split 4 % pre-market, 92 % regular, 4 % after-hours. */
  volume: number;
}

/** Fills logs[from..to] with a Brownian bridge from a to b, `sd` per knot. */
function bridge(
  logs: Float64Array,
  from: number,
  to: number,
  a: number,
  b: number,
  sd: number,
  next: () => number,
): void {
  const n = to - from;
  if (n <= 0) {
    logs[from] = b;
    return;
  }
  let w = 0;
  logs[from] = 0;
  for (let i = 1; i <= n; i++) {
    w += sd * next();
    logs[from + i] = w;
  }
  const end = w;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    logs[from + i] = a + (b - a) * t + ((logs[from + i] ?? 0) - t * end);
  }
}

/** Stretches the regular session so its maximum is `hi` and its minimum `lo` (all logs). */
function stretch(logs: Float64Array, from: number, to: number, hi: number, lo: number, salt: number): void {
  const a = logs[from] ?? 0;
  const b = logs[to] ?? 0;
  const top = Math.max(a, b);
  const bottom = Math.min(a, b);
  let max = -Infinity;
  let min = Infinity;
  for (let i = from + 1; i < to; i++) {
    const v = logs[i] ?? 0;
    if (v > max) max = v;
    if (v < min) min = v;
  }
  const span = to - from;
  if (span >= 4) {
    // A path that never leaves the open–close range gets one excursion to reach the bar's extremes.
    if (!(max > top + 1e-9)) {
      const j = from + 1 + (mix32(salt) % (span - 2));
      logs[j] = top + 1e-6;
      max = top + 1e-6;
    }
    if (!(min < bottom - 1e-9)) {
      let j = from + 1 + (mix32(salt ^ 0x5bd1e995) % (span - 2));
      if ((logs[j] ?? 0) > top) j = j + 1 < to ? j + 1 : j - 1;
      logs[j] = bottom - 1e-6;
      min = bottom - 1e-6;
    }
  }
  const up = max > top ? (hi - top) / (max - top) : 0;
  const down = min < bottom ? (bottom - lo) / (bottom - min) : 0;
  for (let i = from + 1; i < to; i++) {
    const v = logs[i] ?? 0;
    if (v > top) logs[i] = top + (v - top) * up;
    else if (v < bottom) logs[i] = bottom - (bottom - v) * down;
  }
}

export function buildDayPath(series: DailySeries, idx: number, sessions: DaySessions, seed: number): DayPath {
  const { pre_market: pre, regular, after_hours: after } = sessions;
  if (!pre || !regular || !after) throw new Error(`${sessions.date} is not a trading day`);
  const n = Math.round((after.close - pre.open) / KNOT_MS);
  const iOpen = Math.round((regular.open - pre.open) / KNOT_MS);
  const iClose = Math.round((regular.close - pre.open) / KNOT_MS);
  const logs = new Float64Array(n + 1);
  const next = normalStream(mix32(seed ^ Math.imul(idx + 1, 0x27d4eb2d)));
  const sigma = series.sigma;
  const logOpen = series.logOpen(idx);
  const logClose = series.logClose(idx);
  const open = Math.exp(logOpen);
  const close = Math.exp(logClose);
  const high = series.high(idx);
  const low = series.low(idx);

  bridge(logs, 0, iOpen, series.logAfterHoursEnd(idx - 1), logOpen, (0.2 * sigma) / Math.sqrt(iOpen), next);
  const regularKnots = iClose - iOpen;
  bridge(logs, iOpen, iClose, logOpen, logClose, (0.8 * sigma) / Math.sqrt(regularKnots), next);
  stretch(logs, iOpen, iClose, Math.log(high), Math.log(low), mix32(seed + idx));
  bridge(
    logs,
    iClose,
    n,
    logClose,
    series.logAfterHoursEnd(idx),
    (0.12 * sigma) / Math.sqrt(Math.max(1, n - iClose)),
    next,
  );

  const highs = new Float64Array(n + 1);
  const lows = new Float64Array(n + 1);
  let hi = open;
  let lo = open;
  for (let i = iOpen; i <= n; i++) {
    if (i <= iClose) {
      const price = Math.exp(logs[i] ?? 0);
      if (price > hi) hi = price;
      if (price < lo) lo = price;
    }
    highs[i] = hi;
    lows[i] = lo;
  }
  // Exact bar values at the extremes (exp/log round trips drift in the last bits).
  highs[iClose] = Math.max(hi, high);
  lows[iClose] = Math.min(lo, low);
  for (let i = iClose + 1; i <= n; i++) {
    highs[i] = highs[iClose] ?? hi;
    lows[i] = lows[iClose] ?? lo;
  }

  return {
    date: sessions.date,
    preOpen: pre.open,
    regularOpen: regular.open,
    regularClose: regular.close,
    afterClose: after.close,
    n,
    iOpen,
    iClose,
    logs,
    highs,
    lows,
    open,
    high,
    low,
    close,
    previousClose: series.close(idx - 1),
    volume: series.volume(idx),
  };
}

/** Share of the regular session's volume traded by fraction x of it (U-shaped intraday profile). */
export function regularVolumeShare(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t + (0.6 * Math.sin(2 * Math.PI * t)) / (2 * Math.PI);
}
