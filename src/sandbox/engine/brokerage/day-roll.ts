// The boundary between business days: close the day's history segment at the day's closes, settle
// what is due, and start the next day from those closes (positions re-based, SOD snapshot taken).
import type { AccountRecord, HistorySegmentState, LedgerState, PositionState } from './state';
import type { PriceBook } from './prices';
import { closingPrice, valueLedger, type PriceOf } from './valuation';
import { settle, startDay } from './ledger';
import { sodSnapshot } from './balances';
import { dec, ZERO } from './money';

/** The segment of `date` with positions marked by `priceOf` (the day's closes, or live marks for today). */
export function segmentAt(
  ledger: LedgerState,
  priceOf: PriceOf,
  date: string,
  book: PriceBook,
): HistorySegmentState {
  const figures = valueLedger(ledger, priceOf, book);
  let positionPnl = ZERO;
  for (const p of Object.values(ledger.positions)) {
    const price = priceOf(p);
    if (!price || !p.closing_price) continue;
    positionPnl = positionPnl.plus(
      dec(p.sod_quantity).times(price.minus(p.closing_price)).times(p.multiplier),
    );
  }
  return {
    date,
    sod_equity: ledger.sod.equity,
    eod_equity: figures.equity.toFixed(),
    realized_pnl: ledger.day.realized,
    unrealized_pnl: figures.dailyUnrealized.toFixed(),
    bought_notional: ledger.day.bought,
    sold_notional: ledger.day.sold,
    position_pnl: positionPnl.toFixed(),
  };
}

const closesOn =
  (book: PriceBook, date: string): PriceOf =>
  (p: PositionState) =>
    book.closeOn(p.instrument_id, date);

/** Starts business day `date`, valuing positions at the closes of `closeDate` (the last trading day before it). */
export function beginDay(
  record: AccountRecord,
  ledger: LedgerState,
  book: PriceBook,
  date: string,
  closeDate: string,
): void {
  settle(ledger, date);
  startDay(ledger, (p) => {
    const price = book.closeOn(p.instrument_id, closeDate);
    return price ? { price, date: closeDate } : undefined;
  });
  ledger.sod = sodSnapshot(record, ledger, valueLedger(ledger, closingPrice, book), date);
}

/**
 * Rolls one ledger from business day `from` to `to`: records `from` and every trading day between
 * (`between`, no trading happened on them), then begins `to`.
 */
export function rollLedger(
  record: AccountRecord,
  ledger: LedgerState,
  book: PriceBook,
  from: string,
  between: readonly string[],
  to: string,
): void {
  ledger.history.push(segmentAt(ledger, closesOn(book, from), from, book));
  let last = from;
  for (const day of between) {
    beginDay(record, ledger, book, day, last);
    ledger.history.push(segmentAt(ledger, closesOn(book, day), day, book));
    last = day;
  }
  beginDay(record, ledger, book, to, last);
}
