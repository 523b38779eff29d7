// Summary figures of a portfolio-history range, in decimal arithmetic (no floats, no rounding until
// display). How each is computed is stated in HISTORY_SUMMARY_METHOD, which the screen shows.
import { Decimal, parseDecimal } from '@/domain/decimal/decimal';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';

export const HISTORY_SUMMARY_METHOD =
  'Change = last day’s end-of-day equity − first day’s start-of-day equity; % change is that over the first start-of-day equity. ' +
  'Daily P&L is net P&L, or realized + unrealized when net is absent; best and worst day are its highest and lowest. ' +
  'Max drawdown is the largest fall of end-of-day equity from its highest earlier value (the first start-of-day equity counts), also as a % of that peak. ' +
  'Deposits and withdrawals are not separated out.';

/** The day's P&L: net_pnl when the server sends it, else realized + unrealized. */
export function dailyPnl(segment: PortfolioHistorySegment): Decimal {
  const net = parseDecimal(segment.net_pnl);
  if (net) return net;
  return (parseDecimal(segment.realized_pnl) ?? new Decimal(0)).plus(
    parseDecimal(segment.unrealized_pnl) ?? new Decimal(0),
  );
}

export interface DayFigure {
  date: string;
  value: Decimal;
}

export interface HistorySummary {
  days: number;
  startEquity: Decimal;
  endEquity: Decimal;
  change: Decimal;
  /** Percent units (12.5 = 12.5 %); null when the start equity is zero. */
  changePct: Decimal | null;
  bestDay: DayFigure | null;
  worstDay: DayFigure | null;
  maxDrawdown: Decimal;
  /** Percent of the peak it fell from; null when there was no drawdown from a positive peak. */
  maxDrawdownPct: Decimal | null;
  /** The peak and trough dates of the max drawdown (null when there was none). */
  drawdownFrom: string | null;
  drawdownTo: string | null;
}

/** Segments in date order, whatever order the server sent them in. */
export function sortSegments(segments: readonly PortfolioHistorySegment[]): PortfolioHistorySegment[] {
  return [...segments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function summarizeHistory(segments: readonly PortfolioHistorySegment[]): HistorySummary | null {
  const ordered = sortSegments(segments);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (!first || !last) return null;
  const startEquity = parseDecimal(first.sod_equity) ?? new Decimal(0);
  const endEquity = parseDecimal(last.eod_equity) ?? new Decimal(0);
  const change = endEquity.minus(startEquity);
  const changePct = startEquity.isZero() ? null : change.dividedBy(startEquity.abs()).times(100);

  let bestDay: DayFigure | null = null;
  let worstDay: DayFigure | null = null;
  let peak = startEquity;
  let peakDate = first.date;
  let maxDrawdown = new Decimal(0);
  let maxDrawdownPct: Decimal | null = null;
  let drawdownFrom: string | null = null;
  let drawdownTo: string | null = null;

  for (const segment of ordered) {
    const pnl = dailyPnl(segment);
    if (!bestDay || pnl.gt(bestDay.value)) bestDay = { date: segment.date, value: pnl };
    if (!worstDay || pnl.lt(worstDay.value)) worstDay = { date: segment.date, value: pnl };
    const equity = parseDecimal(segment.eod_equity);
    if (!equity) continue;
    if (equity.gt(peak)) {
      peak = equity;
      peakDate = segment.date;
      continue;
    }
    const drawdown = peak.minus(equity);
    if (drawdown.gt(maxDrawdown)) {
      maxDrawdown = drawdown;
      maxDrawdownPct = peak.gt(0) ? drawdown.dividedBy(peak).times(100) : null;
      drawdownFrom = peakDate;
      drawdownTo = segment.date;
    }
  }

  return {
    days: ordered.length,
    startEquity,
    endEquity,
    change,
    changePct,
    bestDay,
    worstDay,
    maxDrawdown,
    maxDrawdownPct,
    drawdownFrom,
    drawdownTo,
  };
}
