// The brokerage's books: its JSON state, the clock and business days, accounts with their access
// rules, ledgers, buying power and ids. The order desk, the fills and the time walk work on them
// (DeskHost, WalkBooks); brokerage.ts answers the API's operations with them.
import type { Rng } from '../rng';
import type { SandboxClock } from '../clock';
import type { BrokerageCalendar, BrokerageMarket, BrokerageUniverse, SessionName } from './deps';
import type { AccountRecord, BrokerageSnapshot, LedgerState, OrderState } from './state';
import type { DeskHost } from './order-desk';
import type { WalkBooks } from './time-walk';
import { forbidden, notFound } from '../errors';
import { PriceBook } from './prices';
import { BULK_ACCOUNT_BASE, bulkAccount, seededAccounts } from './accounts';
import { bulkLedger, materializeSeed, seedLedgers } from './seed';
import { beginDay, rollLedger } from './day-roll';
import { buyingPower } from './balances';
import { livePrice, valueLedger, type AccountFigures } from './valuation';
import { openOrderAdjustment } from './risk';
import { tradingDays } from './history';
import { addDays, type Decimal, newYorkDate } from './money';

const NOT_FOUND = 'Some requested entity was not found';

export class BrokerageBooks implements DeskHost, WalkBooks {
  readonly book: PriceBook;
  readonly calendar: BrokerageCalendar;
  state: BrokerageSnapshot;
  private readonly recordIndex = new Map<number, AccountRecord>();

  constructor(
    universe: BrokerageUniverse,
    private readonly market: BrokerageMarket,
    private readonly clock: SandboxClock,
    private readonly rng: Rng,
  ) {
    this.book = new PriceBook(universe, market);
    this.calendar = market.calendar;
    const now = clock.now();
    const today = this.businessDate(now);
    this.state = {
      version: 1,
      day_date: today,
      start_date: today,
      last_eval_ms: now,
      exec_seq: 0,
      venue_rejects: false,
      all_access_revoked: false,
      accounts: seededAccounts(today),
      bulk_account_count: 0,
      ledgers: {},
      orders: [],
      executions: [],
      instructions: [],
      id_counter: 0,
    };
    this.reindexAccounts();
    const openDates = Object.fromEntries(this.state.accounts.map((r) => [r.account.id, r.account.open_date]));
    const previous = this.calendar.previousTradingDay(today);
    for (const ledger of seedLedgers({ universe, market, book: this.book, rng, today }, openDates)) {
      materializeSeed(ledger, this.book);
      beginDay(this.knownRecord(ledger.account_id), ledger, this.book, today, previous);
      this.state.ledgers[ledger.account_id] = ledger;
    }
  }

  // ---- time ----

  now(): number {
    return this.clock.now();
  }

  session(atMs: number): SessionName {
    return this.market.session(atMs);
  }

  /** Today in New York when it is a trading day, else the last trading day before it. */
  businessDate(ms: number): string {
    const date = newYorkDate(ms);
    return this.calendar.isTradingDay(date) ? date : this.calendar.previousTradingDay(date);
  }

  rollTo(atMs: number): void {
    const target = this.businessDate(atMs);
    const from = this.state.day_date;
    if (target <= from) return;
    const between = tradingDays(this.calendar, addDays(from, 1), addDays(target, -1));
    for (const ledger of Object.values(this.state.ledgers))
      rollLedger(this.knownRecord(ledger.account_id), ledger, this.book, from, between, target);
    this.state.day_date = target;
  }

  // ---- accounts and ledgers ----

  reindexAccounts(): void {
    this.recordIndex.clear();
    for (const record of this.state.accounts) this.recordIndex.set(record.account.id, record);
  }

  private findRecord(accountId: number): AccountRecord | undefined {
    const seeded = this.recordIndex.get(accountId);
    if (seeded) return seeded;
    const index = accountId - BULK_ACCOUNT_BASE;
    if (Number.isInteger(index) && index >= 0 && index < this.state.bulk_account_count)
      return bulkAccount(index, this.state.start_date);
    return undefined;
  }

  /** A record by id for internal use (no access check). */
  knownRecord(accountId: number): AccountRecord {
    const record = this.findRecord(accountId);
    if (!record) throw new Error(`Brokerage state has a ledger for unknown account ${accountId}`);
    return record;
  }

  /**
   * The record of an account the caller may use: 403 without permission. An id that does not
   * exist is a 403 too on orders, executions and positions (an account the caller cannot access),
   * and a 404 where the interface document's error table says "account not found": GET and PATCH
   * account by id, and balances (`missing: 'not-found'`).
   */
  recordOf(accountId: number, missing: 'forbidden' | 'not-found' = 'forbidden'): AccountRecord {
    if (this.state.all_access_revoked) throw forbidden();
    const record = this.findRecord(accountId);
    if (!record) {
      if (missing === 'not-found') throw notFound(`Account ${accountId} not found`);
      throw forbidden(`No access to account ${accountId}`);
    }
    if (!record.accessible) throw forbidden();
    return record;
  }

  /** Orders need an ACTIVE account; an INACTIVE or CLOSED one refuses them with 403. */
  tradingRecord(accountId: number): AccountRecord {
    const record = this.recordOf(accountId);
    if (record.account.status !== 'ACTIVE')
      throw forbidden(`Account ${accountId} is ${record.account.status}: it does not accept orders`);
    return record;
  }

  /** The ledger of an account, created on first use for bulk accounts. */
  ledgerOf(accountId: number): LedgerState {
    const existing = this.state.ledgers[accountId];
    if (existing) return existing;
    const record = this.findRecord(accountId);
    if (!record) throw notFound(NOT_FOUND);
    const today = this.state.day_date;
    const ledger = bulkLedger(accountId, record.account.open_date, today);
    beginDay(record, ledger, this.book, today, this.calendar.previousTradingDay(today));
    this.state.ledgers[accountId] = ledger;
    return ledger;
  }

  liveFigures(ledger: LedgerState): AccountFigures {
    return valueLedger(ledger, livePrice(this.book), this.book);
  }

  /** Day trades over the 5 most recent trading days. */
  dayTradeCount(ledger: LedgerState): number {
    let date = this.state.day_date;
    let count = 0;
    for (let i = 0; i < 5; i++) {
      count += ledger.day_trades[date] ?? 0;
      date = this.calendar.previousTradingDay(date);
    }
    return count;
  }

  availableBuyingPower(
    record: AccountRecord,
    ledger: LedgerState,
    openOrders: readonly OrderState[],
  ): Decimal {
    const adjustment = openOrderAdjustment(record, openOrders, this.book);
    return buyingPower(record, ledger, this.liveFigures(ledger), adjustment, this.dayTradeCount(ledger))
      .available;
  }

  previousClose(instrumentId: string): { price: string; date: string } | undefined {
    const date = this.calendar.previousTradingDay(this.state.day_date);
    const close = this.book.closeOn(instrumentId, date);
    return close ? { price: close.toFixed(), date } : undefined;
  }

  /** A new id: deterministic for the seed, never repeated after a restore, sorted by time like UUIDv7. */
  newId(atMs: number): string {
    this.state.id_counter += 1;
    const random = this.rng.fork(`id:${this.state.id_counter}`).uuid().replace(/-/g, '');
    const time = Math.max(0, Math.floor(atMs)).toString(16).padStart(12, '0').slice(-12);
    const variant = '89ab'[parseInt(random[3] ?? '0', 16) & 3];
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 19)}`;
  }
}
