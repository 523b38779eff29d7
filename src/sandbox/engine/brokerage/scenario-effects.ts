// What the named scenarios do to a ledger (see engine/scenarios.ts for the names).
import type { AccountRecord, LedgerState } from './state';
import type { PriceBook } from './prices';
import type { AccountFigures } from './valuation';
import { bulkLedger } from './seed';
import { beginDay } from './day-roll';
import { Decimal, dec, money, ZERO } from './money';

/**
 * margin-call: cash is withdrawn at the start of the day until equity sits 2 % above the
 * maintenance requirement, so today's P&L is unchanged and buying power is gone.
 */
export function withdrawToMaintenance(ledger: LedgerState, figures: AccountFigures): void {
  if (figures.maintenanceRequirement.lte(0)) return;
  const withdrawal = figures.equity.minus(figures.maintenanceRequirement.times('1.02'));
  if (withdrawal.lte(0)) return;
  ledger.cash = money(dec(ledger.cash).minus(withdrawal));
  ledger.sod.equity = money(dec(ledger.sod.equity).minus(withdrawal));
  ledger.sod.trade_cash = money(dec(ledger.sod.trade_cash).minus(withdrawal));
}

/** empty-portfolio: a cash-only ledger holding the account's equity, with a flat history. */
export function emptiedLedger(
  record: AccountRecord,
  ledger: LedgerState,
  equity: Decimal,
  book: PriceBook,
  today: string,
  previousTradingDay: string,
): LedgerState {
  const fresh = bulkLedger(ledger.account_id, record.account.open_date, today);
  fresh.cash = money(Decimal.max(ZERO, equity));
  fresh.seed.deposit = fresh.cash;
  fresh.max_notional = ledger.max_notional;
  beginDay(record, fresh, book, today, previousTradingDay);
  return fresh;
}
