// Replace and Cancel of an open order, in a blotter row and in the order's detail: one rule for when
// each is offered (`canReplace`, `canCancel` in lib/order-status.ts). In a row they are named after
// the order (a table holds many); the detail shows one order.
import type { Order } from '@/api/schemas/orders';
import { canCancel, canReplace } from '../lib/order-status';

export function OrderActions({
  order,
  place,
  cancelling,
  onReplace,
  onCancel,
}: {
  order: Order;
  place: 'row' | 'detail';
  /** A cancel of this order is on its way. */
  cancelling: boolean;
  onReplace: (order: Order) => void;
  onCancel: (order: Order) => void;
}) {
  const row = place === 'row';
  const name = order.symbol ?? order.id;
  return (
    <>
      <button
        type="button"
        disabled={!canReplace(order.status)}
        aria-label={row ? `Replace order ${name}` : undefined}
        onClick={() => onReplace(order)}
      >
        Replace
      </button>
      <button
        type="button"
        className="danger"
        disabled={!canCancel(order.status) || cancelling}
        aria-label={row ? `Cancel order ${name}` : undefined}
        title={row ? 'Cancel this order (Delete on the focused row)' : undefined}
        onClick={() => onCancel(order)}
      >
        {row ? 'Cancel' : 'Cancel order'}
      </button>
    </>
  );
}
