// The review every order goes through: what will be sent, to which account, at what estimated value,
// against which quote. Focus starts on Cancel; only the Send button sends.
import { useRef } from 'react';
import { formatMoney, formatPrice } from '@/domain/decimal/format';
import type { NewOrderRequest } from '@/api/schemas/orders';
import { formatMarketDateTime } from '@/lib/market-time';
import { Dialog } from '@/components/dialog';
import { OPTION_INTENT_LABELS, type HeldPosition, type OptionIntent } from '../lib/order-draft';
import type { OrderEstimate, ShortSaleInfo, TicketInstrument } from '../lib/validate-order';
import { useCountdown } from '../hooks/use-countdown';
import { AccountTag } from './account-tag';
import type { TicketQuoteView } from '../hooks/use-ticket-quote';
import { formatAge } from './quote-box';
import { AccountBadge } from './account-badge';
import { DuplicateWarning } from './duplicate-warning';
import type { PendingSubmit } from '../lib/pending-submits';
import { enumWords } from '@/domain/order-vocabulary';

export interface ReviewDialogProps {
  accountId: number;
  request: NewOrderRequest & { id: string };
  instrument: TicketInstrument;
  estimate: OrderEstimate | undefined;
  isOption: boolean;
  /** Options: the open / close intent the side was derived from. */
  intent?: OptionIntent | undefined;
  /** The order sells more than the account holds. */
  shortSale?: ShortSaleInfo | undefined;
  /** The account's holding (null: none; undefined: not known). */
  position?: HeldPosition | null | undefined;
  /** The server asked to wait before the next submit (ms since the epoch; 0 = no wait). */
  retryAt?: number | undefined;
  quote: TicketQuoteView | undefined;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
  /** A pending submit of this tab that this order matches: the three choices replace Send. */
  duplicate?:
    | {
        pending: PendingSubmit;
        onSendSameId: () => void;
        onKeepWaiting: () => void;
        onSendAsNew: () => void;
      }
    | undefined;
}

const at = (iso: string) => `${formatMarketDateTime(Date.parse(iso))} (${iso})`;

/** "Buy to open" for options, "Sell short" for stock, with the API side it goes out as. */
function sideText(side: string, intent: OptionIntent | undefined): string {
  if (intent) return `${OPTION_INTENT_LABELS[intent]} (sent as ${side})`;
  return side === 'SELL_SHORT' ? 'Sell short (SELL_SHORT)' : enumWords(side);
}

function positionText(position: HeldPosition | null | undefined, unit: string): string {
  if (position === undefined) return 'Not known';
  if (position === null) return 'None';
  const q = position.quantity;
  const short = q.startsWith('-');
  return `${short ? 'Short' : 'Long'} ${short ? q.slice(1) : q}${unit}`;
}

export function ReviewDialog(props: ReviewDialogProps) {
  const { request, instrument, estimate, quote, isOption, intent, shortSale } = props;
  const wait = useCountdown(props.retryAt);
  const unit = isOption ? ' contracts' : ' shares';
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepWaitingRef = useRef<HTMLButtonElement>(null);
  const { duplicate } = props;
  const rows: Array<[string, string]> = [
    ['Symbol', `${instrument.symbol}${instrument.name ? ` — ${instrument.name}` : ''}`],
    [
      'Sent as',
      request.instrument_id ? `instrument_id ${request.instrument_id}` : `symbol ${request.symbol ?? ''}`,
    ],
    ['Side', sideText(request.side, intent)],
    [
      'Quantity',
      `${request.quantity}${isOption ? (request.quantity === '1' ? ' contract' : ' contracts') : ''}`,
    ],
    ['Position now', positionText(props.position, unit)],
    ['Order type', enumWords(request.order_type)],
  ];
  if (request.limit_price) rows.push(['Limit price', formatPrice(request.limit_price)]);
  if (request.stop_price) rows.push(['Stop price', formatPrice(request.stop_price)]);
  if (request.trailing_offset)
    rows.push([
      'Trailing offset',
      `${request.trailing_offset} ${request.trailing_offset_type === 'BPS' ? 'bps' : '$'}`,
    ]);
  if (request.limit_offset) rows.push(['Limit offset', request.limit_offset]);
  rows.push(['Time in force', enumWords(request.time_in_force)]);
  if (request.expires_at) rows.push(['Expires', at(request.expires_at)]);
  if (request.extended_hours) rows.push(['Extended hours', 'Yes']);
  const strategy = request.strategy;
  rows.push(['Strategy', strategy?.type ?? 'SOR']);
  if (strategy && strategy.type !== 'SOR')
    rows.push(['Window', `${at(strategy.start_at)} → ${at(strategy.end_at)}`]);
  rows.push([
    isOption ? 'Estimated premium' : 'Estimated value',
    estimate
      ? isOption
        ? `${estimate.quantity} × ${estimate.multiplier} × $${formatPrice(estimate.price)} = ${formatMoney(estimate.notional, { currency: 'USD' })}`
        : `${formatMoney(estimate.notional, { currency: 'USD' })} at ${formatPrice(estimate.price)}`
      : 'Unknown (no price)',
  ]);
  if (estimate)
    rows.push([
      'Buying power used',
      `${estimate.buyingPowerImpact !== undefined ? formatMoney(estimate.buyingPowerImpact, { currency: 'USD' }) : 'Set by the server'}${
        estimate.impactNote ? ` (${estimate.impactNote})` : ''
      }`,
    ]);
  rows.push([
    'Quote',
    quote
      ? `bid ${formatPrice(quote.bid)} / ask ${formatPrice(quote.ask)} / last ${formatPrice(quote.last)} · ${formatAge(quote.ageMs)}${quote.stale ? ' (stale)' : ''}`
      : 'No quote',
  ]);
  rows.push(['Client order id', duplicate ? `${request.id} (only if sent as a new order)` : request.id]);

  return (
    <Dialog
      title="Review order"
      onCancel={props.onCancel}
      initialFocus={duplicate ? keepWaitingRef : cancelRef}
      busy={props.sending}
      className="review-dialog"
    >
      <AccountBadge accountId={props.accountId} />
      {shortSale && (
        <p className="ticket-warning review-short" role="note" aria-label="Short sale">
          <strong>Short sale:</strong>&nbsp;you hold {shortSale.held}; this sells {shortSale.short} short.
        </p>
      )}
      <dl className="facts review-facts">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd className={name === 'Client order id' ? 'mono' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {duplicate && (
        <DuplicateWarning
          pending={duplicate.pending}
          sending={props.sending}
          keepWaitingRef={keepWaitingRef}
          onSendSameId={duplicate.onSendSameId}
          onKeepWaiting={duplicate.onKeepWaiting}
          onSendAsNew={duplicate.onSendAsNew}
        />
      )}
      {!duplicate && (
        <div className="modal-actions">
          <button ref={cancelRef} type="button" onClick={props.onCancel} disabled={props.sending}>
            Cancel
          </button>
          <button
            type="button"
            className={request.side === 'BUY' ? 'primary' : 'danger'}
            disabled={props.sending || wait > 0}
            onClick={props.onSend}
          >
            {props.sending
              ? 'Sending…'
              : wait > 0
                ? `Send again in ${wait} s`
                : `Send ${(intent ? OPTION_INTENT_LABELS[intent] : enumWords(request.side)).toLowerCase()} order`}
          </button>
          <AccountTag accountId={props.accountId} />
        </div>
      )}
    </Dialog>
  );
}
