// The review step before closing, in words: per position what the server's market order will do
// ("Sell 823 BHP at market, about $45,363.76 at the bid 55.12"), the estimated proceeds and cost at
// the live quote (the bid for a sell, the ask for a buy; said plainly when there is no quote), the
// total for Close all, and what happens to the position's working orders. A failed close keeps the
// dialog open with the server's message and request_id, and the choices made.
import { useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { NetworkError } from '@/api/errors';
import { Dialog } from '@/components/dialog';
import { ErrorPanel } from '@/components/error-panel';
import { formatMoney } from '@/domain/decimal/format';
import { useQuotes } from '@/live/hooks';
import { closeEstimateText, closeLine, closeLineText, closeTotals } from './close-plan';
import type { ClosePositions, CloseTarget } from './use-close-positions';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function CloseDialog({
  accountId,
  target,
  close,
  currency = 'USD',
}: {
  accountId: number;
  target: CloseTarget;
  /** The close flow: pending, the last attempt's error (the dialog stays open with it), confirm, cancel. */
  close: Pick<ClosePositions, 'pending' | 'error' | 'confirm' | 'cancel'>;
  currency?: string;
}) {
  const { pending, error } = close;
  const [cancelOrders, setCancelOrders] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const affected = useMemo(() => (target.kind === 'one' ? [target.position] : target.positions), [target]);
  const quotes = useQuotes(useMemo(() => affected.map((p) => p.symbol), [affected]));
  const lines = affected.map((p, i) => closeLine(p, quotes[i]));
  const totals = closeTotals(lines);
  const money = (value: { toFixed(): string }) => formatMoney(value.toFixed(), { currency });
  const one = target.kind === 'one';
  const dropped = error instanceof NetworkError;

  return (
    <Dialog
      title={one ? `Close ${target.position.symbol}?` : `Close all ${affected.length} positions?`}
      description={
        one
          ? 'The server sends a market order for the full quantity:'
          : `The server sends ${plural(affected.length, 'market order', 'market orders')}, one for the full quantity of each position:`
      }
      onCancel={close.cancel}
      initialFocus={confirmRef}
      busy={pending}
      className="close-dialog"
    >
      <ul className="close-lines" aria-label="Orders the close sends">
        {lines.map((line) => (
          <li key={line.position.instrument_id} data-testid={`close-line-${line.position.instrument_id}`}>
            <strong>{closeLineText(line)}</strong>,{' '}
            <span className={line.amount ? undefined : 'muted'}>{closeEstimateText(line, currency)}</span>
          </li>
        ))}
      </ul>
      {!one && (
        <p className="close-total" data-testid="close-total">
          {totals.sells > 0 && <>Sells bring in about {money(totals.proceeds)}. </>}
          {totals.buys > 0 && <>Buys cost about {money(totals.cost)}. </>}
          {totals.sells > 0 && totals.buys > 0 && (
            <>Net about {formatMoney(totals.net.toFixed(), { currency, sign: 'always' })}. </>
          )}
          {totals.unquoted.length > 0 && (
            <span className="muted">
              {plural(totals.unquoted.length, 'position has', 'positions have')} no quote and{' '}
              {totals.unquoted.length === 1 ? 'is' : 'are'} left out of the total.
            </span>
          )}
        </p>
      )}
      <p className="muted close-note">
        Market orders fill at the prices available when they reach the market; the estimate uses the quote
        shown now.
      </p>
      <label className="inline">
        <input
          type="checkbox"
          checked={cancelOrders}
          disabled={pending}
          onChange={(event) => setCancelOrders(event.target.checked)}
        />{' '}
        Cancel working orders for {one ? 'this position' : 'these positions'} first
      </label>
      <p className="close-orders-effect" data-testid="close-orders-effect">
        {cancelOrders
          ? `Working orders for ${one ? target.position.symbol : 'these positions'} are cancelled before the close.`
          : `Working orders for ${one ? target.position.symbol : 'these positions'} stay working, and may fill after the close.`}
      </p>
      {error !== undefined && error !== null && (
        <>
          <ErrorPanel
            error={error}
            context={one ? `Closing ${target.position.symbol}` : 'Closing positions'}
          />
          {dropped && (
            <p className="field-error" role="note">
              The answer was lost: the server may have received the close. Check{' '}
              <Link to="/accounts/$accountId/orders" params={{ accountId }} search={{ view: 'all' }}>
                the orders
              </Link>{' '}
              before sending it again.
            </p>
          )}
        </>
      )}
      <div className="modal-actions">
        <button type="button" onClick={close.cancel} disabled={pending}>
          Keep {one ? 'position' : 'positions'}
        </button>
        <button
          type="button"
          className="danger"
          ref={confirmRef}
          disabled={pending}
          onClick={() => close.confirm(cancelOrders)}
        >
          {pending
            ? 'Sending…'
            : error
              ? 'Send again'
              : one
                ? 'Send close order'
                : `Send ${plural(affected.length, 'close order', 'close orders')}`}
        </button>
      </div>
    </Dialog>
  );
}
