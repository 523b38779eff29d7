// AccountBalances from an account's figures. Margin accounts follow Reg T (buying power = 2 ×
// excess of equity over the initial requirement); cash accounts may spend settled funds only.
import type { AccountBalances } from '@/api/schemas/accounts';
import type { AccountRecord, LedgerState, SodSnapshot } from './state';
import type { AccountFigures } from './valuation';
import { REG_T } from './valuation';
import { unsettled } from './ledger';
import { Decimal, money, ZERO } from './money';

export const isMarginAccount = (record: AccountRecord) => record.account.subtype === 'MARGIN';

const nonNegative = (d: Decimal) => Decimal.max(ZERO, d);

/** 4 or more day trades in 5 trading days flag the account as a pattern day trader. */
export const isPatternDayTrader = (dayTradeCount: number) => dayTradeCount >= 4;

export interface BuyingPower {
  /** Before open orders. */
  gross: Decimal;
  /** After open orders (what a new order may use). */
  available: Decimal;
  intraday: Decimal;
  multiplier: Decimal;
  intradayMultiplier: Decimal;
}

export function buyingPower(
  record: AccountRecord,
  ledger: LedgerState,
  figures: AccountFigures,
  openOrderAdjustment: Decimal,
  dayTradeCount: number,
): BuyingPower {
  if (!isMarginAccount(record)) {
    // Cash account: unsettled sale proceeds cannot be spent again before they settle.
    const gross = nonNegative(figures.cash.minus(unsettled(ledger).credits));
    const one = new Decimal(1);
    return {
      gross,
      available: nonNegative(gross.plus(openOrderAdjustment)),
      intraday: gross,
      multiplier: one,
      intradayMultiplier: one,
    };
  }
  const excess = figures.equity.minus(figures.initialRequirement);
  const gross = nonNegative(excess).times(REG_T.multiplier);
  const pdt = isPatternDayTrader(dayTradeCount);
  const intraday = pdt
    ? nonNegative(figures.equity.minus(figures.maintenanceRequirement)).times(REG_T.dayTradeMultiplier)
    : gross;
  return {
    gross,
    available: nonNegative(gross.plus(openOrderAdjustment)),
    intraday,
    multiplier: REG_T.multiplier,
    intradayMultiplier: pdt ? REG_T.dayTradeMultiplier : REG_T.multiplier,
  };
}

export function sodSnapshot(
  record: AccountRecord,
  ledger: LedgerState,
  figures: AccountFigures,
  asof: string,
): SodSnapshot {
  const bp = buyingPower(record, ledger, figures, ZERO, 0);
  const margin = isMarginAccount(record);
  const maintenanceExcess = figures.equity.minus(figures.maintenanceRequirement);
  return {
    asof,
    buying_power: money(bp.gross),
    equity: money(figures.equity),
    long_market_value: money(figures.longMarketValue),
    // Reported as a magnitude, as in the OpenAPI examples (positions carry the sign).
    short_market_value: money(figures.shortMarketValue.abs()),
    trade_cash: money(figures.cash),
    maintenance_margin_requirement: margin ? money(figures.maintenanceRequirement) : null,
    maintenance_margin_excess: margin ? money(maintenanceExcess) : null,
    day_trade_buying_power: margin
      ? money(nonNegative(maintenanceExcess).times(REG_T.dayTradeMultiplier))
      : null,
  };
}

export interface BalancesInput {
  record: AccountRecord;
  ledger: LedgerState;
  figures: AccountFigures;
  openOrderAdjustment: Decimal;
  dayTradeCount: number;
  topContributorsLimit?: number | undefined;
}

export function buildBalances(input: BalancesInput): AccountBalances {
  const { record, ledger, figures, openOrderAdjustment, dayTradeCount } = input;
  const { credits, debits } = unsettled(ledger);
  const bp = buyingPower(record, ledger, figures, openOrderAdjustment, dayTradeCount);
  const margin = isMarginAccount(record);
  const dailyTotal = figures.dailyRealized.plus(figures.dailyUnrealized);
  const initialExcess = figures.equity.minus(figures.initialRequirement);
  const withdrawable = margin
    ? nonNegative(Decimal.min(figures.cash.minus(credits), initialExcess))
    : nonNegative(figures.cash.minus(credits).plus(openOrderAdjustment));
  const sod = ledger.sod;
  const balances: AccountBalances = {
    account_id: record.account.id,
    buying_power: money(bp.available),
    currency: 'USD',
    daily_change: money(figures.equity.minus(sod.equity)),
    daily_pnl: money(dailyTotal),
    daily_realized_pnl: money(figures.dailyRealized),
    daily_total_pnl: money(dailyTotal),
    daily_unrealized_pnl: money(figures.dailyUnrealized),
    equity: money(figures.equity),
    long_market_value: money(figures.longMarketValue),
    margin_type: margin ? 'REG_T' : 'NONE',
    open_order_adjustment: money(openOrderAdjustment),
    settled_cash: money(figures.cash.minus(credits).plus(debits)),
    short_market_value: money(figures.shortMarketValue.abs()),
    sod: {
      asof: sod.asof,
      buying_power: sod.buying_power,
      equity: sod.equity,
      long_market_value: sod.long_market_value,
      short_market_value: sod.short_market_value,
      trade_cash: sod.trade_cash,
      ...(margin
        ? {
            day_trade_buying_power: sod.day_trade_buying_power,
            maintenance_margin_excess: sod.maintenance_margin_excess,
            maintenance_margin_requirement: sod.maintenance_margin_requirement,
          }
        : {}),
    },
    trade_cash: money(figures.cash),
    unrealized_pnl: money(figures.unrealized),
    unsettled_credits: money(credits),
    unsettled_debits: money(debits),
    withdrawable_cash: money(withdrawable),
  };
  if (!margin) return balances;

  const pdt = isPatternDayTrader(dayTradeCount);
  balances.multiplier = bp.multiplier.toFixed();
  balances.margin_details = {
    day_trade_buying_power_usage: money(pdt ? ledger.day.bought : 0),
    day_trade_count: dayTradeCount,
    initial_margin_excess: money(initialExcess),
    initial_margin_requirement: money(figures.initialRequirement),
    intraday_details: { buying_power: money(bp.intraday), multiplier: bp.intradayMultiplier.toFixed() },
    maintenance_margin_excess: money(figures.equity.minus(figures.maintenanceRequirement)),
    maintenance_margin_requirement: money(figures.maintenanceRequirement),
    overnight_details: { buying_power: money(bp.gross), multiplier: bp.multiplier.toFixed() },
    pattern_day_trader: pdt,
    usage: { total: money(Decimal.max(ZERO, figures.equity)), used: money(figures.initialRequirement) },
  };
  if (input.topContributorsLimit !== undefined)
    balances.margin_details.top_contributors = topContributors(figures, input.topContributorsLimit, pdt);
  return balances;
}

function topContributors(figures: AccountFigures, limit: number, pdt: boolean) {
  const byUnderlying = new Map<string, { initial: Decimal; maintenance: Decimal; value: Decimal }>();
  for (const p of figures.positions) {
    const entry = byUnderlying.get(p.underlyingId) ?? { initial: ZERO, maintenance: ZERO, value: ZERO };
    byUnderlying.set(p.underlyingId, {
      initial: entry.initial.plus(p.initial),
      maintenance: entry.maintenance.plus(p.maintenance),
      value: entry.value.plus(p.marketValue),
    });
  }
  return [...byUnderlying.entries()]
    .sort((a, b) => b[1].initial.comparedTo(a[1].initial) || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([id, e]) => ({
      // Only pattern day traders have day-trade buying power to attribute.
      day_trade_buying_power_usage: money(pdt ? e.initial : 0),
      initial_margin_requirement: money(e.initial),
      maintenance_margin_requirement: money(e.maintenance),
      market_value: money(e.value),
      underlying_instrument_id: id,
    }));
}
