// The sandbox's brokerage: accounts, balances, positions, orders, executions and portfolio history
// of the sandbox user, as the API's operations see them. Every operation first calls advance()
// (lazy time, see time-walk.ts), checks the caller's access on the books (books.ts: state, accounts,
// ledgers) and hands orders to the desk (order-desk.ts); state is plain JSON (snapshot/restore).
import type {
  Account,
  AccountBalances,
  AccountSettings,
  AccountWithPersonalDetails,
  PortfolioHistoryResponse,
  UpdateAccountSettingsRequest,
} from '@/api/schemas/accounts';
import type { Execution, NewOrderRequest, Order, ReplaceOrderRequest } from '@/api/schemas/orders';
import type {
  Position,
  PositionInstruction,
  PositionInstructionSubmissionRequest,
} from '@/api/schemas/positions';
import type { Rng } from '../rng';
import type { SandboxClock } from '../clock';
import type { BrokerageMarket, BrokerageUniverse } from './deps';
import type { BrokerageSnapshot } from './state';
import type { FillTarget } from './order-fills';
import { badRequest, forbidden, notFound } from '../errors';
import { BrokerageBooks } from './books';
import { OrderDesk } from './order-desk';
import { walkTime } from './time-walk';
import { bulkAccount, matchesAccountFilter, type AccountFilter } from './accounts';
import { segmentAt } from './day-roll';
import { buildBalances } from './balances';
import { livePrice } from './valuation';
import { openOrderAdjustment } from './risk';
import { positionViews, type PositionQuery } from './position-view';
import { portfolioHistory } from './history';
import { closePositions } from './position-closing';
import type { CancelAllFilters, ExecutionFilters, OrderFilters } from './order-listing';
import {
  accountInstructions,
  batchOutcome,
  evaluateInstructions,
  instructionView,
  requestCancel,
} from './instructions';
import { emptiedLedger, withdrawToMaintenance } from './scenario-effects';
import { money, newYorkDate, parseDecimal } from './money';

export class Brokerage {
  private readonly books: BrokerageBooks;
  private readonly desk: OrderDesk;
  private readonly fills: FillTarget;

  constructor(universe: BrokerageUniverse, market: BrokerageMarket, clock: SandboxClock, rng: Rng) {
    this.books = new BrokerageBooks(universe, market, clock, rng);
    this.desk = new OrderDesk(this.books);
    this.fills = { host: this.books, insert: (order) => this.desk.insert(order) };
  }

  /** The books' JSON state (tests adjust accounts through it). */
  get state(): BrokerageSnapshot {
    return this.books.state;
  }

  /** Brings the brokerage up to the clock: day rolls, fills, triggers, expiries, instruction updates. */
  advance(): void {
    walkTime(this.books, this.fills, this.books.now());
  }

  // ---- accounts ----

  listAccounts(filter: AccountFilter = {}): Account[] {
    this.advance();
    if (this.state.all_access_revoked) throw forbidden();
    const out: Account[] = this.state.accounts
      .filter((r) => r.accessible && matchesAccountFilter(r, filter))
      .map((r) => ({ ...r.account }));
    for (let i = 0; i < this.state.bulk_account_count; i++) {
      const record = bulkAccount(i, this.state.start_date);
      if (matchesAccountFilter(record, filter)) out.push(record.account);
    }
    return out;
  }

  /** Ids of the accounts the caller may use (empty when access is revoked). */
  accessibleAccountIds(): number[] {
    if (this.state.all_access_revoked) return [];
    return this.state.accounts.filter((r) => r.accessible).map((r) => r.account.id);
  }

  getAccount(accountId: number): AccountWithPersonalDetails {
    this.advance();
    const record = this.books.recordOf(accountId, 'not-found');
    return { ...record.account, ...record.personal };
  }

  /** PATCH risk settings: a positive max_notional sets the cap, null clears it, an absent `risk` changes nothing. */
  updateAccountSettings(accountId: number, body: UpdateAccountSettingsRequest): AccountSettings {
    this.advance();
    this.books.recordOf(accountId, 'not-found');
    const ledger = this.books.ledgerOf(accountId);
    if (body.risk === null) ledger.max_notional = null;
    else if (body.risk && 'max_notional' in body.risk) {
      const text = body.risk.max_notional;
      const value = text == null ? null : parseDecimal(text.trim());
      if (text != null && (!value || value.lte(0)))
        throw badRequest('Invalid risk settings', [
          {
            field: 'risk.max_notional',
            description: 'max_notional must be a positive decimal string, or null to clear it',
          },
        ]);
      ledger.max_notional = value ? money(value) : null;
    }
    return { risk: { max_notional: ledger.max_notional } };
  }

  getBalances(accountId: number, topContributorsLimit?: number): AccountBalances {
    this.advance();
    const record = this.books.recordOf(accountId, 'not-found');
    const ledger = this.books.ledgerOf(accountId);
    return buildBalances({
      record,
      ledger,
      figures: this.books.liveFigures(ledger),
      openOrderAdjustment: openOrderAdjustment(record, this.desk.openOrders(accountId), this.books.book),
      dayTradeCount: this.books.dayTradeCount(ledger),
      topContributorsLimit,
    });
  }

  /** Daily segments from start_date to end_date (default: today in New York), trading days only. */
  getPortfolioHistory(accountId: number, startDate: string, endDate?: string): PortfolioHistoryResponse {
    this.advance();
    const record = this.books.recordOf(accountId);
    const end = endDate ?? newYorkDate(this.books.now());
    if (startDate > end)
      throw badRequest('Invalid date range', [
        { field: 'start_date', description: 'start_date must not be after end_date' },
      ]);
    const ledger = this.books.ledgerOf(accountId);
    const segments = portfolioHistory({
      ledger,
      openDate: record.account.open_date,
      closeDate: record.account.close_date ?? null,
      today: this.state.day_date,
      live: segmentAt(ledger, livePrice(this.books.book), this.state.day_date, this.books.book),
      start: startDate,
      end,
      calendar: this.books.calendar,
      book: this.books.book,
    });
    return { segments };
  }

  // ---- positions ----

  listPositions(accountId: number, query: PositionQuery = {}): Position[] {
    this.advance();
    this.books.recordOf(accountId);
    const ledger = this.books.ledgerOf(accountId);
    return positionViews(accountId, this.books.liveFigures(ledger), this.desk.openOrders(accountId), query);
  }

  closePosition(accountId: number, instrumentIdOrSymbol: string, cancelOrders = false): Order[] {
    this.advance();
    this.books.tradingRecord(accountId);
    const ledger = this.books.ledgerOf(accountId);
    const instrumentId = this.books.book.resolve(instrumentIdOrSymbol)?.instrument_id ?? instrumentIdOrSymbol;
    if (!ledger.positions[instrumentId])
      throw notFound(`No position in ${instrumentIdOrSymbol} for account ${accountId}`);
    return closePositions(this.books, this.desk, accountId, [instrumentId], cancelOrders);
  }

  closeAllPositions(accountId: number, cancelOrders = false): Order[] {
    this.advance();
    this.books.tradingRecord(accountId);
    const ids = Object.values(this.books.ledgerOf(accountId).positions)
      .sort((a, b) => a.symbol.localeCompare(b.symbol))
      .map((p) => p.instrument_id);
    return closePositions(this.books, this.desk, accountId, ids, cancelOrders);
  }

  listInstructions(accountId: number, instrumentIdOrSymbol?: string): PositionInstruction[] {
    this.advance();
    this.books.recordOf(accountId);
    let instrumentId: string | undefined;
    if (instrumentIdOrSymbol) {
      instrumentId = this.books.book.resolve(instrumentIdOrSymbol)?.instrument_id;
      if (!instrumentId) throw notFound(`Instrument ${instrumentIdOrSymbol} not found`);
    }
    return accountInstructions(this.state.instructions, accountId, instrumentId);
  }

  /** Batch semantics of the OpenAPI description: 200 all SENT, 207 mixed, 400/409 all rejected. */
  submitInstructions(
    accountId: number,
    requests: readonly PositionInstructionSubmissionRequest[],
  ): { data: PositionInstruction[]; status: number; error: { code: number; message: string } | null } {
    this.advance();
    this.books.tradingRecord(accountId);
    const now = this.books.now();
    const rows = evaluateInstructions(requests, {
      accountId,
      ledger: this.books.ledgerOf(accountId),
      book: this.books.book,
      existing: this.state.instructions.filter((i) => i.account_id === accountId),
      today: this.state.day_date,
      nowMs: now,
      newId: () => this.books.newId(now),
    });
    for (const row of rows) if (!row.rejected) this.state.instructions.push(row.state);
    return { data: rows.map((r) => instructionView(r.state)), ...batchOutcome(rows) };
  }

  cancelInstruction(accountId: number, instructionId: string): PositionInstruction {
    this.advance();
    this.books.recordOf(accountId);
    return requestCancel(this.state.instructions, accountId, instructionId, this.books.now());
  }

  // ---- orders ----

  listOrders(accountId: number, filters: OrderFilters = {}): Order[] {
    this.advance();
    this.books.recordOf(accountId);
    return this.desk.list(accountId, filters);
  }

  submitOrders(accountId: number, requests: readonly NewOrderRequest[]): Order[] {
    this.advance();
    this.books.tradingRecord(accountId);
    return this.desk.submit(accountId, requests);
  }

  getOrder(accountId: number, orderId: string): Order {
    this.advance();
    this.books.recordOf(accountId);
    return this.desk.get(accountId, orderId);
  }

  cancelOrder(accountId: number, orderId: string): Order {
    this.advance();
    this.books.recordOf(accountId);
    return this.desk.cancel(accountId, orderId);
  }

  cancelAllOrders(accountId: number, filters: CancelAllFilters = {}): Order[] {
    this.advance();
    this.books.recordOf(accountId);
    return this.desk.cancelAll(accountId, filters);
  }

  replaceOrder(accountId: number, orderId: string, request: ReplaceOrderRequest): Order {
    this.advance();
    this.books.tradingRecord(accountId);
    return this.desk.replace(accountId, orderId, request);
  }

  listExecutions(accountId: number, filters: ExecutionFilters = {}): Execution[] {
    this.advance();
    this.books.recordOf(accountId);
    return this.desk.executions(accountId, filters);
  }

  // ---- scenarios, bulk accounts, persistence ----

  /** margin-call: the first active margin account sits just above maintenance. */
  applyMarginCallScenario(): void {
    this.advance();
    const record = this.state.accounts.find(
      (r) => r.accessible && r.account.subtype === 'MARGIN' && r.account.status === 'ACTIVE',
    );
    if (!record) return;
    const ledger = this.books.ledgerOf(record.account.id);
    withdrawToMaintenance(ledger, this.books.liveFigures(ledger));
  }

  /** venue-rejects: every new order is REJECTED with the reason in `details`. */
  setVenueRejects(on: boolean): void {
    this.state.venue_rejects = on;
  }

  /** no-permission: every account endpoint answers 403. */
  revokeAllAccess(): void {
    this.state.all_access_revoked = true;
  }

  /** empty-portfolio: no positions, orders, executions or instructions; each account keeps its equity as cash. */
  clearPortfolios(): void {
    this.advance();
    const today = this.state.day_date;
    const previous = this.books.calendar.previousTradingDay(today);
    for (const ledger of Object.values(this.state.ledgers)) {
      const record = this.books.knownRecord(ledger.account_id);
      const equity = this.books.liveFigures(ledger).equity;
      this.state.ledgers[ledger.account_id] = emptiedLedger(
        record,
        ledger,
        equity,
        this.books.book,
        today,
        previous,
      );
    }
    this.state.orders = [];
    this.state.executions = [];
    this.state.instructions = [];
    this.desk.reindex();
  }

  /** Adds `count` active bulk accounts (ids from 200000), e.g. 10,000 for performance tests. */
  addBulkAccounts(count: number): void {
    this.state.bulk_account_count += Math.max(0, Math.floor(count));
  }

  snapshot(): BrokerageSnapshot {
    this.advance();
    return JSON.parse(JSON.stringify(this.state)) as BrokerageSnapshot;
  }

  restore(snapshot: BrokerageSnapshot): void {
    if (snapshot.version !== 1)
      throw new Error(`Unsupported brokerage snapshot version ${String(snapshot.version)}`);
    this.books.state = JSON.parse(JSON.stringify(snapshot)) as BrokerageSnapshot;
    this.books.reindexAccounts();
    this.desk.reindex();
  }
}
