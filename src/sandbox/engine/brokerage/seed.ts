// Starting portfolios: each seeded account bought its lots on past trading days at those days'
// closes, from one initial deposit, so positions, cash and the rebuilt history all agree.
import type { Rng } from '../rng';
import type { BrokerageInstrument, BrokerageMarket, BrokerageUniverse } from './deps';
import type { LedgerState, SeedLot } from './state';
import type { PriceBook } from './prices';
import { addDays, Decimal, dec, money, qty } from './money';
import {
  BULK_DEPOSIT,
  CASH_ACCOUNT_ID,
  CLOSED_ACCOUNT_ID,
  FORBIDDEN_ACCOUNT_ID,
  INACTIVE_ACCOUNT_ID,
  MARGIN_ACCOUNT_ID,
} from './accounts';

export interface SeedContext {
  universe: BrokerageUniverse;
  market: BrokerageMarket;
  book: PriceBook;
  rng: Rng;
  /** Business date the sandbox starts on. */
  today: string;
}

interface LotPlan {
  instrument: BrokerageInstrument;
  /** Target notional in dollars; negative for a short. */
  notional: number;
  daysAgo: number;
  fractional?: boolean;
}

export function emptyLedger(
  accountId: number,
  deposit: string,
  depositDate: string,
  today: string,
): LedgerState {
  return {
    account_id: accountId,
    cash: money(deposit),
    positions: {},
    settlements: [],
    max_notional: null,
    day: { realized: '0', bought: '0', sold: '0', counted_day_trades: [] },
    day_trades: {},
    sod: {
      asof: today,
      buying_power: '0.00',
      equity: money(deposit),
      long_market_value: '0.00',
      short_market_value: '0.00',
      trade_cash: money(deposit),
      maintenance_margin_requirement: null,
      maintenance_margin_excess: null,
      day_trade_buying_power: null,
    },
    history: [],
    seed: { deposit: money(deposit), deposit_date: depositDate, lots: [], until: today },
  };
}

function candidates(ctx: SeedContext): BrokerageInstrument[] {
  return ctx.universe.instruments.filter(
    (i) =>
      (i.instrument_type ?? 'COMMON_STOCK') === 'COMMON_STOCK' &&
      i.is_tradable &&
      !i.is_restricted &&
      !i.is_liquidation_only &&
      !(ctx.universe.profile(i.id)?.isOtc ?? false) &&
      ctx.book.mark(i.id) !== undefined,
  );
}

function pickDistinct<T>(rng: Rng, items: readonly T[], count: number, taken: Set<T>): T[] {
  const pool = items.filter((item) => !taken.has(item));
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const index = rng.int(0, pool.length - 1);
    const [item] = pool.splice(index, 1);
    if (item === undefined) break;
    out.push(item);
    taken.add(item);
  }
  return out;
}

/** The first trading day on or after `date` with a close, and that close. */
function firstClose(
  ctx: SeedContext,
  instrumentId: string,
  date: string,
): { date: string; price: Decimal } | undefined {
  const bars = ctx.market.dailyBars(instrumentId, date, addDays(date, 14));
  const bar = bars.find((b) => b.date >= date && b.date < ctx.today && dec(b.close).gt(0));
  return bar ? { date: bar.date, price: dec(bar.close) } : undefined;
}

function buildLots(ctx: SeedContext, plans: LotPlan[]): SeedLot[] {
  const lots: SeedLot[] = [];
  for (const plan of plans) {
    const wanted = addDays(ctx.today, -plan.daysAgo);
    const found = firstClose(ctx, plan.instrument.id, wanted);
    const price = found?.price ?? ctx.book.mark(plan.instrument.id);
    if (!price || price.lte(0)) continue;
    const date = found?.date ?? ctx.market.calendar.previousTradingDay(ctx.today);
    const raw = new Decimal(Math.abs(plan.notional)).div(price);
    let amount = plan.fractional ? raw.toDecimalPlaces(3, Decimal.ROUND_DOWN) : raw.floor();
    if (amount.lte(0)) amount = new Decimal(1);
    lots.push({
      instrument_id: plan.instrument.id,
      quantity: qty(plan.notional < 0 ? amount.neg() : amount),
      price: price.toFixed(),
      multiplier: '1',
      date,
    });
  }
  return lots.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * A few calls on one of the stocks held, bought on the last trading day at the contract's mark,
 * when the universe can list option contracts.
 */
function optionLot(ctx: SeedContext, underlyings: readonly BrokerageInstrument[]): SeedLot[] {
  const list = ctx.universe.optionContracts?.bind(ctx.universe);
  if (!list) return [];
  const soon = addDays(ctx.today, 30);
  for (const underlying of underlyings) {
    const spot = ctx.book.mark(underlying.id);
    if (!spot) continue;
    const calls = list(underlying.id).filter(
      (c) =>
        c.contract_type === 'CALL' && c.expiry >= soon && (c.is_tradable ?? true) && !c.is_liquidation_only,
    );
    const nearest = calls.sort(
      (a, b) =>
        a.expiry.localeCompare(b.expiry) ||
        dec(a.strike_price).minus(spot).abs().comparedTo(dec(b.strike_price).minus(spot).abs()),
    )[0];
    const premium = nearest ? ctx.book.mark(nearest.id) : undefined;
    if (!nearest || !premium || premium.lte(0)) continue;
    return [
      {
        instrument_id: nearest.id,
        quantity: '5',
        price: premium.toFixed(),
        multiplier: nearest.multiplier || '100',
        date: ctx.market.calendar.previousTradingDay(ctx.today),
      },
    ];
  }
  return [];
}

function ledgerFromLots(
  accountId: number,
  depositDate: string,
  buffer: number,
  lots: SeedLot[],
  ctx: SeedContext,
) {
  const cost = lots.reduce(
    (sum, lot) => sum.plus(dec(lot.quantity).times(lot.price).times(lot.multiplier)),
    dec(0),
  );
  // Round the deposit up so the account looks like it was funded with a round amount.
  const deposit = Decimal.max(cost, 0).plus(buffer).div(1000).ceil().times(1000);
  const ledger = emptyLedger(accountId, deposit.toFixed(2), depositDate, ctx.today);
  ledger.seed.lots = lots;
  return ledger;
}

/** Ledgers of the hand-made accounts. Positions are derived from the lots afterwards (Brokerage.rebuildFromSeed). */
export function seedLedgers(ctx: SeedContext, openDates: Record<number, string>): LedgerState[] {
  const rng = ctx.rng.fork('seed-portfolios');
  const pool = candidates(ctx);
  const taken = new Set<BrokerageInstrument>();
  const open = (id: number) => openDates[id] ?? addDays(ctx.today, -3 * 365);

  const marginLongs = pickDistinct(
    rng,
    pool.filter((i) => i.is_marginable),
    5,
    taken,
  );
  const shortable = pool.filter((i) => i.easy_to_borrow && !i.is_short_prohibited && i.is_marginable);
  const marginShort = pickDistinct(rng, shortable, 1, taken);
  const marginPlans: LotPlan[] = [
    ...marginLongs.map((instrument) => ({
      instrument,
      notional: rng.int(12, 30) * 1000,
      daysAgo: rng.int(60, 900),
    })),
    ...marginShort.map((instrument) => ({
      instrument,
      notional: -rng.int(8, 15) * 1000,
      daysAgo: rng.int(20, 200),
    })),
  ];
  const cashLongs = pickDistinct(rng, pool, 3, taken);
  const cashPlans: LotPlan[] = cashLongs.map((instrument, i) => ({
    instrument,
    notional: rng.int(4, 12) * 1000,
    daysAgo: rng.int(30, 700),
    fractional: i === 0 && instrument.is_fractionable,
  }));
  const restrictedLongs = pickDistinct(rng, pool, 2, taken);
  const forbiddenPlans: LotPlan[] = restrictedLongs.map((instrument) => ({
    instrument,
    notional: rng.int(20, 60) * 1000,
    daysAgo: rng.int(30, 500),
  }));

  return [
    ledgerFromLots(
      MARGIN_ACCOUNT_ID,
      open(MARGIN_ACCOUNT_ID),
      100_000,
      [...buildLots(ctx, marginPlans), ...optionLot(ctx, marginLongs)],
      ctx,
    ),
    ledgerFromLots(CASH_ACCOUNT_ID, open(CASH_ACCOUNT_ID), 20_000, buildLots(ctx, cashPlans), ctx),
    emptyLedger(INACTIVE_ACCOUNT_ID, '5000.00', open(INACTIVE_ACCOUNT_ID), ctx.today),
    emptyLedger(CLOSED_ACCOUNT_ID, '0.00', open(CLOSED_ACCOUNT_ID), ctx.today),
    ledgerFromLots(
      FORBIDDEN_ACCOUNT_ID,
      open(FORBIDDEN_ACCOUNT_ID),
      250_000,
      buildLots(ctx, forbiddenPlans),
      ctx,
    ),
  ];
}

export function bulkLedger(accountId: number, openDate: string, today: string): LedgerState {
  return emptyLedger(accountId, BULK_DEPOSIT, openDate, today);
}

/** Cash and positions after the seed lots: the state the sandbox starts from. */
export function materializeSeed(ledger: LedgerState, book: PriceBook): void {
  let cash = dec(ledger.seed.deposit);
  ledger.positions = {};
  for (const lot of ledger.seed.lots) {
    const info = book.resolve(lot.instrument_id);
    if (!info) continue;
    const amount = dec(lot.quantity).times(lot.price).times(lot.multiplier);
    cash = cash.minus(amount);
    const position = (ledger.positions[lot.instrument_id] ??= {
      instrument_id: info.instrument_id,
      symbol: info.symbol,
      instrument_type: info.instrument_type,
      underlying_instrument_id: info.underlying_instrument_id,
      multiplier: lot.multiplier,
      quantity: '0',
      cost_basis: '0',
      day_basis: '0',
      daily_realized: '0',
      sod_quantity: '0',
      closing_price: null,
      closing_price_date: null,
      day_opened: '0',
    });
    position.quantity = qty(dec(position.quantity).plus(lot.quantity));
    position.cost_basis = dec(position.cost_basis).plus(amount).toFixed();
  }
  ledger.cash = money(cash);
}
