// The ticket form's rules, without React: what a request prefills, which acknowledgements an edit
// voids, which errors show when, and the holding in words.
import type { TicketRequest } from '@/domain/ticket-intent';
import { formatQuantity } from '@/domain/decimal/format';
import type { HeldPosition, OrderDraft } from './order-draft';
import type { DraftField, TicketInstrument, ValidationResult, WarningCode } from './validate-order';

/** The order fields a request prefills (the assistant's prepared orders); absent ones keep defaults. */
export function prefilledFields(request: TicketRequest): Partial<OrderDraft> {
  const fields: Partial<OrderDraft> = {};
  if (request.orderType) fields.orderType = request.orderType;
  if (request.limitPrice) fields.limitPrice = request.limitPrice;
  if (request.stopPrice) fields.stopPrice = request.stopPrice;
  if (request.trailingOffset) fields.trailingOffset = request.trailingOffset;
  if (request.trailingOffsetType) fields.trailingOffsetType = request.trailingOffsetType;
  if (request.limitOffset) fields.limitOffset = request.limitOffset;
  if (request.timeInForce) fields.timeInForce = request.timeInForce;
  if (request.extendedHours !== undefined) fields.extendedHours = request.extendedHours;
  return fields;
}

/** Fields whose change invalidates every acknowledged warning (a new price or a new instrument). */
const PRICE_KEYS: ReadonlyArray<keyof OrderDraft> = [
  'limitPrice',
  'stopPrice',
  'orderType',
  'side',
  'optionIntent',
  'instrumentId',
];
/** Fields whose change invalidates only the acknowledgement of a short sale (a new amount sold). */
const QUANTITY_KEYS: ReadonlyArray<keyof OrderDraft> = ['quantity'];

/** The acknowledgements still valid after `patch`: a new price or instrument voids all, a new amount the short sale's. */
export function acknowledgedAfter(
  patch: Partial<OrderDraft>,
  acknowledged: ReadonlySet<WarningCode>,
): ReadonlySet<WarningCode> {
  if (PRICE_KEYS.some((k) => k in patch)) return new Set();
  if (!QUANTITY_KEYS.some((k) => k in patch) || !acknowledged.has('sells-short')) return acknowledged;
  const next = new Set(acknowledged);
  next.delete('sells-short');
  return next;
}

/** Flag, quote and notional problems show at once; field format problems once touched or on review. */
export function visibleErrorsOf(
  result: ValidationResult,
  draft: OrderDraft,
  shown: { showAllErrors: boolean; touched: ReadonlySet<DraftField>; instrumentKey: string },
): Partial<Record<DraftField, string>> {
  const { showAllErrors, touched, instrumentKey } = shown;
  const alwaysShown: DraftField[] = [
    'account',
    'instrument',
    'quote',
    'notional',
    'strategy',
    'extendedHours',
  ];
  return Object.fromEntries(
    Object.entries(result.errors).filter(
      ([field]) =>
        showAllErrors ||
        touched.has(field as DraftField) ||
        (alwaysShown.includes(field as DraftField) && (field !== 'instrument' || instrumentKey !== '')) ||
        (field === 'side' && (draft.side !== '' || !!draft.optionIntent)) ||
        // A sale the account cannot make (beyond the holding) shows as soon as it is typed.
        (field === 'quantity' &&
          draft.quantity.trim() !== '' &&
          result.shortSale === undefined &&
          /^You (hold|are) /.test(result.errors.quantity ?? '')),
    ),
  ) as Partial<Record<DraftField, string>>;
}

/**
 * "You are long 300 shares", "No position in AAPL", "Checking your position…" (null: no instrument
 * yet). With no account chosen there is no position to check: a hint to choose one instead.
 */
export function positionWords(
  instrument: TicketInstrument | undefined,
  position: HeldPosition | null | undefined,
  failed: boolean,
  isOption: boolean,
  hasAccount: boolean,
): string | null {
  if (!instrument) return null;
  if (!hasAccount) return 'Choose an account to see your position';
  if (failed) return `Your ${instrument.symbol} position could not be loaded`;
  if (position === undefined) return 'Checking your position…';
  const unit = isOption ? ' contract' : ' share';
  const plural = (q: string) => (q.replace('-', '') === '1' ? unit : `${unit}s`);
  if (position === null) return `No position in ${instrument.symbol}`;
  const q = position.quantity;
  const short = q.startsWith('-');
  const size = short ? q.slice(1) : q;
  return `You are ${short ? 'short' : 'long'} ${formatQuantity(size)}${plural(size)}${
    position.available !== size ? ` (${formatQuantity(position.available)} not in open closing orders)` : ''
  }`;
}
