// The positions table's live figures on the shared fast path (components/live/live-cell.tsx): each
// cell is a LiveValue the live board writes when the position's symbol ticks, so a tick re-renders
// no React row. The valuation is memoized per position and price (position-math.ts), so the six
// live cells of a row and the totals compute it once per frame.
import { useCallback } from 'react';
import type { Position } from '@/api/schemas/positions';
import { LiveValue } from '@/components/live/live-cell';
import type { LiveOutput } from '@/components/live/live-board';
import { normalizeSymbol } from '@/live/client';
import type { Quote } from '@/live/quote-store';
import { formatMoney, formatPercent, formatPrice } from '@/domain/decimal/format';
import { positionTotals, valuePosition, type PositionTotals, type PositionValues } from './position-math';

type QuoteOf = (symbol: string) => Quote | undefined;

/** The position valued at the quote the store holds now (for cells, totals and sorting). */
export function liveValues(position: Position, quote: QuoteOf): PositionValues {
  return valuePosition(position, quote(normalizeSymbol(position.symbol))?.last_price);
}

export type PositionFigure =
  'marketValue' | 'unrealizedPnl' | 'unrealizedPnlPct' | 'dailyPnl' | 'dailyPnlPct';

const SIGNED: Partial<Record<PositionFigure, 'unrealizedSign' | 'dailySign'>> = {
  unrealizedPnl: 'unrealizedSign',
  unrealizedPnlPct: 'unrealizedSign',
  dailyPnl: 'dailySign',
  dailyPnlPct: 'dailySign',
};

function figureText(figure: PositionFigure, value: string | null): string {
  switch (figure) {
    case 'marketValue':
      return formatMoney(value);
    case 'unrealizedPnl':
    case 'dailyPnl':
      return formatMoney(value, { sign: 'always' });
    case 'unrealizedPnlPct':
    case 'dailyPnlPct':
      return formatPercent(value, { sign: 'always' });
  }
}

const LAST_TITLE_LIVE = 'Live';
const LAST_TITLE_SERVER = 'Last known price from the server';

/** The live last price with its age; muted until a quote arrives, greyed and titled "stale" when the feed goes quiet. */
export function PositionLastPrice({ position }: { position: Position }) {
  const read = useCallback(
    (quote: QuoteOf): LiveOutput => {
      const q = quote(normalizeSymbol(position.symbol));
      const v = valuePosition(position, q?.last_price);
      return {
        value: v.lastPrice ?? undefined,
        text: formatPrice(v.lastPrice),
        sign: 0,
        stale: v.live && (q?.stale ?? false),
        title: v.live ? LAST_TITLE_LIVE : LAST_TITLE_SERVER,
        muted: !v.live,
      };
    },
    [position],
  );
  return (
    <LiveValue
      symbols={[position.symbol]}
      read={read}
      ageOf={position.symbol}
      className="mono"
      textTestId={`last-${position.symbol}`}
    />
  );
}

/** Market value, unrealized or daily P&L (and their %) of one position at the live price. */
export function PositionFigureCell({
  position,
  figure,
  testId,
}: {
  position: Position;
  figure: PositionFigure;
  testId?: string;
}) {
  const signKey = SIGNED[figure];
  const read = useCallback(
    (quote: QuoteOf): LiveOutput => {
      const v = liveValues(position, quote);
      const value = v[figure];
      return {
        value: value ?? undefined,
        text: figureText(figure, value),
        sign: signKey && value !== null ? v[signKey] : 0,
        stale: false,
      };
    },
    [position, figure, signKey],
  );
  return (
    <LiveValue
      symbols={[position.symbol]}
      read={read}
      flash={false}
      tone={signKey !== undefined}
      className="mono"
      {...(testId ? { testId } : {})}
    />
  );
}

export type TotalFigure = 'marketValue' | 'unrealizedPnl' | 'dailyPnl';

const totalsCache = new WeakMap<readonly Position[], { values: PositionValues[]; totals: PositionTotals }>();

/** Totals over every position at the live prices, computed once per set of values (shared by the total cells). */
export function liveTotals(positions: readonly Position[], quote: QuoteOf): PositionTotals {
  const values = positions.map((p) => liveValues(p, quote));
  const cached = totalsCache.get(positions);
  if (cached && cached.values.every((v, i) => v === values[i])) return cached.totals;
  const totals = positionTotals(positions, values);
  totalsCache.set(positions, { values, totals });
  return totals;
}

/** A live total of the table's footer. */
export function PositionTotalCell({
  positions,
  figure,
  testId,
}: {
  positions: readonly Position[];
  figure: TotalFigure;
  testId?: string;
}) {
  const read = useCallback(
    (quote: QuoteOf): LiveOutput => {
      const totals = liveTotals(positions, quote);
      const value = totals[figure];
      const sign =
        figure === 'unrealizedPnl' ? totals.unrealizedSign : figure === 'dailyPnl' ? totals.dailySign : 0;
      return { value, text: figureText(figure, value), sign, stale: false };
    },
    [positions, figure],
  );
  return (
    <LiveValue
      symbols={positions.map((p) => p.symbol)}
      read={read}
      flash={false}
      tone={figure !== 'marketValue'}
      className="mono"
      {...(testId ? { testId } : {})}
    />
  );
}
