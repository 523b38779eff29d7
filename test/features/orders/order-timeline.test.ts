// The order detail's timeline: placed, fills with their running total, the statuses this tab saw in
// between (never the ones the server's record already gives), the final status with the server's
// details, and what lies ahead for a working order. Unreadable times go last, never first.
import { describe, expect, it } from 'vitest';
import type { Execution, Order } from '@/api/schemas/orders';
import { orderTimeline } from '@/features/orders/lib/order-timeline';

const T0 = Date.parse('2026-11-20T15:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function order(patch: Partial<Order>): Order {
  return {
    id: 'o1',
    client_order_id: 'c1',
    account_id: 100001,
    venue: 'SANDBOX',
    side: 'BUY',
    quantity: '10',
    order_type: 'LIMIT',
    time_in_force: 'DAY',
    status: 'NEW',
    filled_quantity: '0',
    leaves_quantity: '10',
    symbol: 'MSFT',
    limit_price: '400',
    created_at: iso(T0),
    updated_at: iso(T0 + 1000),
    ...patch,
  } as Order;
}

const fill = (id: string, at: number, quantity: string, price: string): Execution =>
  ({ id, order_id: 'o1', quantity, price, side: 'BUY', transaction_time: iso(at) }) as Execution;

describe('order timeline', () => {
  it('a partly filled, then canceled order: fills with running totals, what this tab saw, the end', () => {
    const o = order({
      status: 'CANCELED',
      filled_quantity: '4',
      leaves_quantity: '0',
      average_fill_price: '399.5',
      updated_at: iso(T0 + 9000),
      details: ['Canceled by the user'],
    });
    const steps = orderTimeline(
      o,
      [fill('e2', T0 + 5000, '3', '399.6'), fill('e1', T0 + 2000, '1', '399.2')],
      [
        { status: 'PENDING_NEW', seenAt: T0 },
        { status: 'NEW', seenAt: T0 + 500 },
        { status: 'PARTIALLY_FILLED', seenAt: T0 + 2500 },
        { status: 'PENDING_CANCEL', seenAt: T0 + 8000 },
        { status: 'CANCELED', seenAt: T0 + 9500 },
      ],
      T0 + 10_000,
    );
    expect(steps.map((s) => [s.title, s.detail ?? ''])).toEqual([
      ['Placed', 'Buy 10 MSFT'],
      ['Accepted, working', ''],
      ['Partial fill', '1 at 399.20 · 1 of 10'],
      ['Partial fill', '3 at 399.60 · 4 of 10'],
      ['Cancel requested', ''],
      ['Canceled', 'Canceled by the user'],
    ]);
    expect(steps[1]?.kind).toBe('seen');
    expect(steps.at(-1)?.kind).toBe('status');
  });

  it('a working good-till-date order ends with its expiry ahead; an unreadable time goes last', () => {
    const expires = T0 + 3 * 86_400_000;
    const steps = orderTimeline(
      order({ time_in_force: 'GOOD_TILL_DATE', expires_at: iso(expires), updated_at: 'not a time' }),
      [],
      [],
      T0 + 10_000,
    );
    expect(steps.map((s) => s.title)).toEqual(['Placed', 'Expires unless filled', 'Accepted, working']);
    expect(Number.isNaN(steps.at(-1)?.at)).toBe(true);
  });

  it('a filled order: the last fill completes it and the end gives the average', () => {
    const steps = orderTimeline(
      order({
        status: 'FILLED',
        quantity: '2',
        filled_quantity: '2',
        leaves_quantity: '0',
        average_fill_price: '401.25',
        updated_at: iso(T0 + 3000),
      }),
      [fill('e1', T0 + 3000, '2', '401.25')],
      [],
    );
    expect(steps.map((s) => `${s.title}: ${s.detail ?? ''}`)).toEqual([
      'Placed: Buy 2 MSFT',
      'Fill: 2 at 401.25 · 2 of 2',
      'Filled: 2 of 2 · avg 401.25',
    ]);
  });
});
