// Order tests' helpers: an order placed straight in the sandbox's brokerage (tests that start from an
// order already working: the blotter, trading on the chart), the order posts the app sends, and the
// ticket's state reset between tests.
import { cleanup } from '@testing-library/react';
import { Decimal } from '@/domain/decimal/decimal';
import type { RequestTimeInForce } from '@/api/schemas/orders';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import { resetPendingSubmits } from '@/features/orders/lib/pending-submits';
import { stopReconciling } from '@/features/orders/lib/pending-reconciler';
import type { SandboxHarness } from './sandbox';

/** A limit buy at half the bid (far below the market, so it rests), DAY by default: the order and its limit. */
export function placeRestingBuy(
  sandbox: Sandbox,
  accountId: number,
  symbol: string,
  quantity = '5',
  timeInForce: RequestTimeInForce = 'DAY',
) {
  const bid = sandbox.market.quote(symbol)?.bid;
  const limit = new Decimal(bid ?? '100').times(0.5).toDecimalPlaces(2).toFixed(2);
  const [order] = sandbox.brokerage.submitOrders(accountId, [
    { symbol, side: 'BUY', quantity, order_type: 'LIMIT', time_in_force: timeInForce, limit_price: limit },
  ]);
  if (!order) throw new Error('no order');
  return { order, limit };
}

/** Bodies of every POST …/orders the app sends from now on (seen by the harness's msw server). */
export function recordOrderPosts(harness: SandboxHarness): Array<Array<Record<string, unknown>>> {
  const posts: Array<Array<Record<string, unknown>>> = [];
  harness.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/orders$/.test(new URL(request.url).pathname))
      void request
        .clone()
        .json()
        .then((body: unknown) => posts.push(body as Array<Record<string, unknown>>));
  });
  return posts;
}

/** After a ticket test: no ticket, no storage, no reconciler, no pending submit left. */
export function resetTicketState(): void {
  // Unmount first, so no leaving ticket writes pending state after the reset below.
  cleanup();
  localStorage.clear();
  // Storage first: the reset makes the next read load from sessionStorage.
  sessionStorage.clear();
  stopReconciling();
  resetPendingSubmits();
}
