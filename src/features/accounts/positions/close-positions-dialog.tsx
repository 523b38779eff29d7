// The review step before closing: states exactly what will be sent (method, path, body) and what
// the server will do (market orders for the full quantity), and lets the user cancel open orders
// of the position first.
import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { formatQuantity } from '@/lib/format';
import type { Position } from '@/api/schemas/positions';

export type CloseTarget =
  { kind: 'one'; position: Position } | { kind: 'all'; positions: readonly Position[] };

function closingSide(position: Position): string {
  const short = position.position_type === 'SHORT' || position.quantity.trim().startsWith('-');
  return short ? 'BUY' : 'SELL';
}

export function closeRequestLine(accountId: number, target: CloseTarget): string {
  return target.kind === 'one'
    ? `DELETE /v1/accounts/${accountId}/positions/${encodeURIComponent(target.position.instrument_id)}`
    : `DELETE /v1/accounts/${accountId}/positions`;
}

export function CloseDialog({
  accountId,
  target,
  pending,
  onConfirm,
  onCancel,
}: {
  accountId: number;
  target: CloseTarget;
  pending: boolean;
  onConfirm: (cancelOrders: boolean) => void;
  onCancel: () => void;
}) {
  const [cancelOrders, setCancelOrders] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const affected = target.kind === 'one' ? [target.position] : target.positions;
  const body = JSON.stringify({ cancel_orders: cancelOrders });

  return (
    <Dialog
      title={
        target.kind === 'one' ? `Close ${target.position.symbol}?` : `Close all ${affected.length} positions?`
      }
      description="The server will create market orders for the full quantity:"
      onCancel={onCancel}
      initialFocus={confirmRef}
      busy={pending}
    >
      <ul>
        {affected.map((p) => (
          <li key={p.instrument_id}>
            {closingSide(p)} {formatQuantity(p.quantity, { sign: 'never' })} {p.symbol}
          </li>
        ))}
      </ul>
      <label className="inline">
        <input
          type="checkbox"
          checked={cancelOrders}
          onChange={(event) => setCancelOrders(event.target.checked)}
        />{' '}
        Cancel open orders for {target.kind === 'one' ? 'this position' : 'these positions'} first
      </label>
      <p>Request that will be sent:</p>
      <pre className="mono" data-testid="close-request">
        {closeRequestLine(accountId, target)}
        {'\n'}
        {body}
      </pre>
      <div className="modal-actions">
        <button type="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          className="danger"
          ref={confirmRef}
          disabled={pending}
          onClick={() => onConfirm(cancelOrders)}
        >
          {pending ? 'Sending…' : target.kind === 'one' ? 'Send close order' : 'Send close orders'}
        </button>
      </div>
    </Dialog>
  );
}
