// Shared steps of the brokerage scenario tests.
import type { NewOrderRequest, Order } from '@/api/schemas/orders';
import { SandboxError } from '@/sandbox/engine/errors';
import type { Brokerage } from '@/sandbox/engine/brokerage/brokerage';
import type { ManualClock } from '@/sandbox/engine/clock';

export const MARGIN = 100001;
export const CASH = 100002;

export type OrderInput = Omit<NewOrderRequest, 'quantity' | 'side' | 'order_type' | 'time_in_force'> &
  Partial<Pick<NewOrderRequest, 'quantity' | 'side' | 'order_type' | 'time_in_force'>>;

export function submit(brokerage: Brokerage, request: OrderInput, account = MARGIN): Order {
  const [order] = brokerage.submitOrders(account, [
    { order_type: 'MARKET', quantity: '10', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL', ...request },
  ]);
  if (!order) throw new Error('no order returned');
  return order;
}

/** Moves the clock and lets the brokerage catch up. */
export function tick(clock: ManualClock, brokerage: Brokerage, ms: number): void {
  clock.advance(ms);
  brokerage.advance();
}

/** The SandboxError `fn` throws (fails the test when it throws nothing or something else). */
export function errorOf(fn: () => unknown): SandboxError {
  try {
    fn();
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected a SandboxError');
}
