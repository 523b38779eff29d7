// Daily portfolio history. Days before the sandbox started are rebuilt from the seed lots and the
// market's daily closes (eod_equity = cash + Σ quantity × close); days since are recorded at each
// day roll; today's segment is live. Segments exist for trading days only.
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import type { BrokerageCalendar } from './deps';
import type { HistorySegmentState, LedgerState, SeedLot } from './state';
import type { PriceBook } from './prices';
import { type Decimal, dec, money, ZERO } from './money';

export function segmentView(s: HistorySegmentState): PortfolioHistorySegment {
  const dayPnl = dec(s.eod_equity).minus(s.sod_equity);
  return {
    bought_notional: money(s.bought_notional),
    date: s.date,
    day_pnl: money(dayPnl),
    eod_equity: money(s.eod_equity),
    net_pnl: money(dayPnl),
    position_pnl: money(s.position_pnl),
    realized_pnl: money(s.realized_pnl),
    sod_equity: money(s.sod_equity),
    sold_notional: money(s.sold_notional),
    unrealized_pnl: money(s.unrealized_pnl),
  };
}

/** Trading days in [from, to], both ends included. */
export function tradingDays(calendar: BrokerageCalendar, from: string, to: string): string[] {
  if (from > to) return [];
  const days = new Set(calendar.tradingDaysBetween(from, to).filter((d) => d >= from && d <= to));
  if (calendar.isTradingDay(from)) days.add(from);
  if (calendar.isTradingDay(to)) days.add(to);
  return [...days].sort();
}

/** Closes of one instrument with carry-forward for days without a bar. */
class CloseSeries {
  private readonly dates: string[];
  private readonly values: Decimal[];
  constructor(
    closes: Map<string, Decimal>,
    private readonly fallback: Decimal,
  ) {
    const entries = [...closes.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    this.dates = entries.map((e) => e[0]);
    this.values = entries.map((e) => e[1]);
  }
  at(date: string): Decimal {
    let lo = 0;
    let hi = this.dates.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((this.dates[mid] ?? '') <= date) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 ? (this.values[found] ?? this.fallback) : this.fallback;
  }
}

/** Segments rebuilt from the seed lots for `days` (all before the sandbox's first day). */
function seedSegments(
  ledger: LedgerState,
  days: string[],
  calendar: BrokerageCalendar,
  book: PriceBook,
): HistorySegmentState[] {
  const first = days[0];
  if (!first) return [];
  const { deposit, deposit_date: depositDate, lots, until } = ledger.seed;
  const before = calendar.previousTradingDay(first);
  const series = new Map<string, CloseSeries>();
  for (const lot of lots) {
    if (series.has(lot.instrument_id)) continue;
    const since =
      lots
        .filter((l) => l.instrument_id === lot.instrument_id)
        .map((l) => l.date)
        .sort()[0] ?? lot.date;
    const from = since > before ? since : before;
    series.set(
      lot.instrument_id,
      new CloseSeries(book.closes(lot.instrument_id, from, until), dec(lot.price)),
    );
  }
  // A lot is marked at the day's close from its first day on (the close may differ from its price).
  const closeOf = (lot: SeedLot, date: string) => series.get(lot.instrument_id)?.at(date) ?? dec(lot.price);
  const eodOn = (date: string) => {
    let equity = dec(deposit);
    for (const lot of lots) {
      if (lot.date > date) continue;
      const amount = dec(lot.quantity).times(lot.multiplier);
      equity = equity.minus(amount.times(lot.price)).plus(amount.times(closeOf(lot, date)));
    }
    return equity;
  };
  let sod = before < depositDate ? dec(deposit) : eodOn(before);
  const out: HistorySegmentState[] = [];
  for (const date of days) {
    const eod = eodOn(date);
    let bought = ZERO;
    let sold = ZERO;
    for (const lot of lots) {
      if (lot.date !== date) continue;
      const notional = dec(lot.quantity).times(lot.price).times(lot.multiplier);
      if (notional.isNegative()) sold = sold.plus(notional.abs());
      else bought = bought.plus(notional);
    }
    const change = eod.minus(sod);
    out.push({
      date,
      sod_equity: sod.toFixed(),
      eod_equity: eod.toFixed(),
      realized_pnl: '0',
      unrealized_pnl: change.toFixed(),
      bought_notional: bought.toFixed(),
      sold_notional: sold.toFixed(),
      position_pnl: change.toFixed(),
    });
    sod = eod;
  }
  return out;
}

export interface HistoryRequest {
  ledger: LedgerState;
  openDate: string;
  closeDate: string | null;
  today: string;
  live: HistorySegmentState;
  start: string;
  end: string;
  calendar: BrokerageCalendar;
  book: PriceBook;
}

export function portfolioHistory(req: HistoryRequest): PortfolioHistorySegment[] {
  const { ledger } = req;
  const floor = [req.start, req.openDate, ledger.seed.deposit_date].sort().at(-1) ?? req.start;
  const ceiling = [req.end, req.today, ...(req.closeDate ? [req.closeDate] : [])].sort()[0] ?? req.end;
  const days = tradingDays(req.calendar, floor, ceiling);
  const recorded = new Map(ledger.history.map((s) => [s.date, s]));
  const seeded = seedSegments(
    ledger,
    days.filter((d) => d < ledger.seed.until),
    req.calendar,
    req.book,
  );
  const out = seeded.map(segmentView);
  for (const date of days) {
    if (date < ledger.seed.until) continue;
    if (date === req.today) out.push(segmentView(req.live));
    else {
      const segment = recorded.get(date);
      if (segment) out.push(segmentView(segment));
    }
  }
  return out;
}
