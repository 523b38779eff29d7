// The chart's trading lines as data: which orders draw which lines with what label, the drag's
// replace draft (checked by the replace dialog's validateReplace), the grid snap of a dragged price,
// the position line's live P&L in exact decimals, and today's executions as markers.
import { describe, expect, it } from 'vitest';
import type { Execution, Order } from '@/api/schemas/orders';
import type { Position } from '@/api/schemas/positions';
import {
  draftMoving,
  executionMarkersOf,
  orderLinesOf,
  positionLineOf,
} from '@/features/orders/chart-trading/order-lines';
import { snapPrice } from '@/components/charts/chart-price';
import { validateReplace } from '@/features/orders/lib/validate-replace';

function order(patch: Partial<Order>): Order {
  return {
    account_id: 100001,
    client_order_id: 'c-1',
    created_at: '2026-11-27T15:00:00Z',
    updated_at: '2026-11-27T15:00:00Z',
    filled_quantity: '0',
    leaves_quantity: '100',
    id: 'o-1',
    order_type: 'LIMIT',
    quantity: '100',
    side: 'BUY',
    status: 'NEW',
    symbol: 'AAPL',
    time_in_force: 'DAY',
    venue: 'SANDBOX',
    limit_price: '182.5',
    ...patch,
  } as Order;
}

describe('orderLinesOf', () => {
  it('draws a limit, a stop and both prices of a stop-limit, highest first, with side, quantity, type and price', () => {
    const lines = orderLinesOf(
      [
        order({ id: 'a', limit_price: '180.00' }),
        order({ id: 'b', side: 'SELL', order_type: 'STOP', limit_price: null, stop_price: '175.10' }),
        order({
          id: 'c',
          side: 'SELL',
          order_type: 'STOP_LIMIT',
          stop_price: '176.00',
          limit_price: '175.50',
        }),
      ],
      'aapl',
    );
    expect(lines.map((l) => [l.key, l.label, l.field])).toEqual([
      ['a:limit', 'BUY 100 LMT 180.00', 'limitPrice'],
      ['c:stop', 'SELL 100 STP LMT STOP 176.00', 'stopPrice'],
      ['c:limit', 'SELL 100 STP LMT LIMIT 175.50', 'limitPrice'],
      ['b:stop', 'SELL 100 STP 175.10', 'stopPrice'],
    ]);
    expect(lines[1]).toMatchObject({ sideText: 'Sell', quantityText: '100', typeText: 'Stop limit · stop' });
  });

  it('draws a trailing order at its current trigger, not draggable; skips market orders, other symbols and closed orders', () => {
    const lines = orderLinesOf(
      [
        order({
          id: 't',
          order_type: 'TRAILING_STOP',
          side: 'SELL',
          limit_price: null,
          trailing_stop_px: '170.25',
        }),
        order({ id: 'm', order_type: 'MARKET', limit_price: null }),
        order({ id: 'x', symbol: 'MSFT' }),
        order({ id: 'f', status: 'FILLED' }),
        order({ id: 'r', status: 'REPLACED' }),
      ],
      'AAPL',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      key: 't:trailing-stop',
      field: null,
      price: '170.25',
      label: 'SELL 100 TRAIL TRIGGER 170.25',
    });
  });

  it('shows what is left of a partly filled order, and marks pending cancels and replaces', () => {
    const [line] = orderLinesOf(
      [order({ filled_quantity: '40', leaves_quantity: '60', status: 'PENDING_REPLACE' })],
      'AAPL',
    );
    expect(line).toMatchObject({ quantityText: '60 of 100', pending: 'replace' });
    expect(orderLinesOf([order({ status: 'PENDING_CANCEL' })], 'AAPL')[0]?.pending).toBe('cancel');
  });
});

describe('a dragged line', () => {
  it('snaps to the price grid: cents at or above 1, four decimals below', () => {
    expect(snapPrice(182.4449)).toBe('182.44');
    expect(snapPrice(182.445)).toBe('182.45');
    expect(snapPrice(0.123456)).toBe('0.1235');
    expect(snapPrice(-3)).toBeNull();
    expect(snapPrice(Number.NaN)).toBeNull();
  });

  it('becomes a replace draft that changes only its own price, checked by validateReplace', () => {
    const stopLimit = order({ order_type: 'STOP_LIMIT', stop_price: '176.00', limit_price: '175.50' });
    const [stop] = orderLinesOf([stopLimit], 'AAPL');
    const draft = draftMoving(stop!, '177.25');
    expect(draft).toEqual({ quantity: '100', limitPrice: '175.50', stopPrice: '177.25' });
    expect(validateReplace(stopLimit, draft).body).toEqual({ stop_price: '177.25' });
    expect(validateReplace(stopLimit, draftMoving(stop!, '176')).errors.form).toBe(
      'Change the quantity, limit price or stop price',
    );
    expect(validateReplace(stopLimit, draftMoving(stop!, '176.001')).errors.stopPrice).toMatch(/whole cents/);
  });
});

function position(patch: Partial<Position>): Position {
  return {
    account_id: 100001,
    available_quantity: '100',
    avg_price: '180.00',
    instrument_id: '00000000-0000-0000-0000-000000000001',
    instrument_type: 'EQUITY',
    market_value: '18200.00',
    position_type: 'LONG',
    quantity: '100',
    symbol: 'AAPL',
    ...patch,
  } as Position;
}

describe('positionLineOf', () => {
  it('values a long at the live price from the average', () => {
    expect(positionLineOf(position({}), '182.10')).toMatchObject({
      price: '180.00',
      long: true,
      label: 'Long 100 @ 180.00',
      pnl: '210.00',
      pnlText: '+210.00',
      sign: 1,
    });
  });

  it('moves the server’s unrealized P&L by the live price, short positions gaining as the price falls', () => {
    const short = position({
      position_type: 'SHORT',
      quantity: '-50',
      avg_price: '100.00',
      instrument_price: '98.00',
      unrealized_pnl: '100.00',
    });
    // server: +100 at 98; live 99 → 100 + (99 − 98) × −50 = 50
    expect(positionLineOf(short, '99')).toMatchObject({ label: 'Short 50 @ 100.00', pnl: '50.00', sign: 1 });
    expect(positionLineOf(short, '101.10')?.pnlText).toBe('-55.00');
    // No live price yet: the server's figure.
    expect(positionLineOf(short, undefined)?.pnl).toBe('100.00');
  });

  it('is exact where floats are not (0.1 + 0.2)', () => {
    expect(positionLineOf(position({ avg_price: '0.10', quantity: '3' }), '0.30')?.pnl).toBe('0.60');
  });

  it('draws nothing without a position or an average price', () => {
    expect(positionLineOf(undefined, '1')).toBeNull();
    expect(positionLineOf(position({ avg_price: null }), '1')).toBeNull();
    expect(positionLineOf(position({ quantity: '0' }), '1')).toBeNull();
  });
});

describe('executionMarkersOf', () => {
  const fill = (patch: Partial<Execution>): Execution =>
    ({
      id: 'e',
      order_id: 'o',
      price: '181.00',
      quantity: '10',
      side: 'BUY',
      symbol: 'AAPL',
      transaction_time: '2026-11-27T15:30:00Z',
      ...patch,
    }) as Execution;

  it('keeps the symbol’s fills of the New York day, oldest first', () => {
    const markers = executionMarkersOf(
      [
        fill({ id: 'late', side: 'SELL', transaction_time: '2026-11-27T20:00:00Z', price: '183.5' }),
        fill({ id: 'early' }),
        fill({ id: 'other', symbol: 'MSFT' }),
        // 23:30 New York on the 26th is the 27th in UTC: another session.
        fill({ id: 'yesterday', transaction_time: '2026-11-27T04:30:00Z' }),
      ],
      'AAPL',
      '2026-11-27',
    );
    expect(markers.map((m) => [m.id, m.side, m.text, m.label, m.time])).toEqual([
      ['early', 'BUY', 'B 10 @ 181.00', 'B 10', Date.parse('2026-11-27T15:30:00Z') / 1000],
      ['late', 'SELL', 'S 10 @ 183.50', 'S 10', Date.parse('2026-11-27T20:00:00Z') / 1000],
    ]);
  });
});
