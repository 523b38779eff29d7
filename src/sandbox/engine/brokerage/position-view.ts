// Positions as the API shows them, and the sort orders GET positions offers.
import type { Position } from '@/api/schemas/positions';
import type { OrderState } from './state';
import type { AccountFigures, PositionFigures } from './valuation';
import { leavesOf } from './order-view';
import { Decimal, dec, money, pct, price, qty, ZERO } from './money';

export function positionView(accountId: number, figures: PositionFigures, available: Decimal): Position {
  const p = figures.position;
  const quantity = dec(p.quantity);
  const cost = dec(p.cost_basis);
  const units = quantity.abs().times(p.multiplier);
  return {
    account_id: accountId,
    available_quantity: qty(available),
    avg_price: units.isZero() ? null : price(cost.abs().div(units)),
    closing_price: p.closing_price ? price(p.closing_price) : null,
    closing_price_date: p.closing_price_date,
    cost_basis: money(cost),
    daily_realized_pnl: money(p.daily_realized),
    daily_unrealized_pnl: money(figures.dailyUnrealized),
    daily_unrealized_pnl_pct: pct(figures.dailyUnrealized, dec(p.day_basis)),
    instrument_id: p.instrument_id,
    instrument_price: figures.price ? price(figures.price) : null,
    instrument_type: p.instrument_type,
    market_value: money(figures.marketValue),
    position_type: quantity.isNegative() ? 'SHORT' : 'LONG',
    quantity: qty(quantity),
    symbol: p.symbol,
    ...(p.underlying_instrument_id ? { underlying_instrument_id: p.underlying_instrument_id } : {}),
    unrealized_pnl: money(figures.unrealized),
    unrealized_pnl_pct: pct(figures.unrealized, cost),
  };
}

export type PositionSortField =
  | 'SYMBOL'
  | 'INSTRUMENT_TYPE'
  | 'QUANTITY'
  | 'MARKET_VALUE'
  | 'POSITION_TYPE'
  | 'UNREALIZED_PNL'
  | 'DAILY_UNREALIZED_PNL'
  | 'DAILY_REALIZED_PNL';

const numeric = (value: string | null | undefined) => dec(value ?? '0');

export function sortPositions(
  items: Position[],
  field: PositionSortField = 'SYMBOL',
  direction: 'ASC' | 'DESC' = 'ASC',
) {
  const key = (p: Position): string | Decimal => {
    switch (field) {
      case 'SYMBOL':
        return p.symbol;
      case 'INSTRUMENT_TYPE':
        return p.instrument_type;
      case 'POSITION_TYPE':
        return p.position_type;
      case 'QUANTITY':
        return numeric(p.quantity);
      case 'MARKET_VALUE':
        return numeric(p.market_value);
      case 'UNREALIZED_PNL':
        return numeric(p.unrealized_pnl);
      case 'DAILY_UNREALIZED_PNL':
        return numeric(p.daily_unrealized_pnl);
      case 'DAILY_REALIZED_PNL':
        return numeric(p.daily_realized_pnl);
    }
  };
  const factor = direction === 'DESC' ? -1 : 1;
  return [...items].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const order =
      typeof ka === 'string' || typeof kb === 'string'
        ? String(ka).localeCompare(String(kb))
        : ka.comparedTo(kb);
    // Ties keep a stable, readable order by symbol.
    return order * factor || a.symbol.localeCompare(b.symbol);
  });
}

export interface PositionQuery {
  instrument_ids?: string[] | undefined;
  sort_by?: PositionSortField | undefined;
  sort_direction?: 'ASC' | 'DESC' | undefined;
}

/** Every position of an account; available quantity is what open closing orders have not claimed. */
export function positionViews(
  accountId: number,
  figures: AccountFigures,
  openOrders: readonly OrderState[],
  query: PositionQuery = {},
): Position[] {
  const wanted = query.instrument_ids?.length ? new Set(query.instrument_ids) : undefined;
  const views = figures.positions
    .filter((p) => !wanted || wanted.has(p.position.instrument_id))
    .map((p) => {
      const quantity = dec(p.position.quantity);
      const closingBuys = quantity.isNegative();
      const committed = openOrders
        .filter((o) => o.instrument_id === p.position.instrument_id && (o.side === 'BUY') === closingBuys)
        .reduce((sum, o) => sum.plus(leavesOf(o)), ZERO);
      return positionView(accountId, p, Decimal.max(ZERO, quantity.abs().minus(committed)));
    });
  return sortPositions(views, query.sort_by, query.sort_direction);
}
