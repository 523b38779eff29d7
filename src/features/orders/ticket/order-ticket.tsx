// The order ticket: instrument, quote, every order field, pre-trade checks, review and submission.
// Enter anywhere in the form opens the review; only the review's Send button sends.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { instrumentQueries } from '@/api/resources/instruments';
import { positionQueries } from '@/api/resources/positions';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import { useClock } from '@/lib/use-clock';
import { setFocusedSymbol, type TicketRequest } from '@/domain/ticket-intent';
import {
  emptyDraft,
  intentForSide,
  offeredIntents,
  traitsOf,
  type HeldPosition,
  type OrderDraft,
} from '../lib/order-draft';
import {
  toTicketInstrument,
  validateOrder,
  type DraftField,
  type OrderEstimate,
  type WarningCode,
} from '../lib/validate-order';
import { useOptionMultiplier } from '../hooks/use-option-multiplier';
import { AccountTag } from './account-tag';
import { useTicketQuote } from '../hooks/use-ticket-quote';
import { useOrderSubmission } from '../hooks/use-order-submission';
import { TicketAccountField } from './ticket-account-field';
import { InstrumentPicker } from './instrument-picker';
import { InstrumentFlags } from './instrument-flags';
import { QuoteBox } from './quote-box';
import { OrderFields } from './order-fields';
import { ReviewDialog } from './review-dialog';
import { SubmissionStatus } from './submission-status';
import { TICKET_FIELD_KEYS } from './hotkeys-help';
import { PendingSubmitCards } from './pending-submit-cards';
import { LeaveGuard } from './leave-guard';
import { usePendingSubmits } from '../hooks/use-pending-submits';

export interface OrderTicketProps {
  /** The account the order goes to; the fields show (and keep what is typed) before one is chosen. */
  accountId: number | undefined;
  /** The ticket's account field changed (the host makes it the active account), with what was typed. */
  onAccountChange?: (accountId: number, draft: OrderDraft) => void;
  request: TicketRequest;
  /** What was typed before the ticket was rebuilt (e.g. for another account), read once at mount. */
  restoreDraft?: () => OrderDraft | undefined;
  onDraftChange?: (draft: OrderDraft) => void;
  /** Tells the host whether the ticket may be closed or replaced (false while an outcome is unknown). */
  onLockChange?: (locked: boolean) => void;
  /** Ask before in-app navigation unmounts the ticket while an outcome is unknown (the Trade page). */
  guardLeave?: boolean;
}

/** The order fields a request prefills (the assistant's prepared orders); absent ones keep defaults. */
function prefilledFields(request: TicketRequest): Partial<OrderDraft> {
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

const WARNING_TITLES: Record<WarningCode, string> = {
  'price-collar': 'Price far from the market',
  'stale-quote': 'Stale quote',
  'sells-short': 'Short sale',
  'position-unknown': 'Position not checked',
};

/** "2 contracts × 100 × $3.20 = $640.00" for options; "10 × $187.20 = $1,872.00" for stock. */
export function estimateFormula(estimate: OrderEstimate, isOption: boolean): string {
  const total = formatMoney(estimate.notional, { currency: 'USD' });
  const price = `$${formatPrice(estimate.price)}`;
  if (isOption) {
    const n = formatQuantity(estimate.quantity);
    return `${n} contract${estimate.quantity === '1' ? '' : 's'} × ${estimate.multiplier} × ${price} = ${total}`;
  }
  return `${formatQuantity(estimate.quantity)} × ${price} = ${total}`;
}

export function OrderTicket({
  accountId,
  onAccountChange,
  request,
  restoreDraft,
  onDraftChange,
  onLockChange,
  guardLeave = false,
}: OrderTicketProps) {
  const [draft, setDraft] = useState<OrderDraft>(
    () =>
      restoreDraft?.() ??
      emptyDraft({
        symbol: request.symbol?.toUpperCase() ?? '',
        instrumentId: request.instrumentId ?? '',
        side: request.side ?? '',
        quantity: request.quantity ?? '',
        ...prefilledFields(request),
      }),
  );
  const instrumentKey =
    draft.instrumentId ||
    (request.symbol && draft.symbol === request.symbol.toUpperCase() ? draft.symbol : '');
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<WarningCode>>(new Set());
  const now = useClock();
  const formRef = useRef<HTMLFormElement>(null);

  const instrumentQuery = useQuery({
    ...instrumentQueries.detail(instrumentKey),
    enabled: instrumentKey !== '',
  });
  const instrument = useMemo(
    () => (instrumentKey && instrumentQuery.data ? toTicketInstrument(instrumentQuery.data) : undefined),
    [instrumentKey, instrumentQuery.data],
  );
  const hasAccount = accountId !== undefined;
  const account = useQuery({ ...accountQueries.detail(accountId ?? 0), enabled: hasAccount });
  const balances = useQuery({ ...accountQueries.balances(accountId ?? 0), enabled: hasAccount });
  const riskSettings = useQuery({ ...accountQueries.settings(accountId ?? 0), enabled: hasAccount });
  const [accountMissing, setAccountMissing] = useState(false);
  const positions = useQuery({ ...positionQueries.list(accountId ?? 0), enabled: hasAccount });
  const isOption = traitsOf(instrument).isOption;
  const multiplier = useOptionMultiplier(instrument, isOption);
  // The account's holding of this instrument: undefined while not known, null when none.
  const position = useMemo((): HeldPosition | null | undefined => {
    if (!instrument || !positions.data) return undefined;
    const squash = (t: string) => t.replace(/\s+/g, '').toUpperCase();
    const held = positions.data.find(
      (p) => p.instrument_id === instrument.id || squash(p.symbol) === squash(instrument.symbol),
    );
    return held ? { quantity: held.quantity, available: held.available_quantity } : null;
  }, [instrument, positions.data]);
  const { quote } = useTicketQuote(instrument?.symbol, now);
  const submission = useOrderSubmission(accountId);
  const { phase, locked } = submission;
  const { pending } = usePendingSubmits(accountId ?? -1);
  const outcomeUnknown = locked || pending.length > 0;

  useEffect(() => onLockChange?.(locked), [locked, onLockChange]);
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  useEffect(() => {
    if (instrument?.symbol) setFocusedSymbol(instrument.symbol);
  }, [instrument?.symbol]);

  // The limit lives in the account's risk settings (not on the Account): see docs/api-notes.md.
  const maxNotional = riskSettings.data?.risk?.max_notional;
  const result = useMemo(
    () =>
      validateOrder(draft, {
        nowMs: now,
        instrument,
        quote,
        accountSubtype: account.data?.subtype,
        accountStatus: account.data?.status,
        position,
        positionUnavailable: positions.isError,
        multiplier: multiplier.value,
        buyingPower: balances.data?.buying_power,
        maxNotional,
        acknowledged,
      }),
    [
      draft,
      now,
      instrument,
      quote,
      account.data?.subtype,
      account.data?.status,
      position,
      positions.isError,
      multiplier.value,
      balances.data?.buying_power,
      maxNotional,
      acknowledged,
    ],
  );
  const intent = isOption ? draft.optionIntent || intentForSide(draft.side, position) : '';

  // Flag, quote and notional problems show at once; field format problems once touched or on review.
  const alwaysShown: DraftField[] = [
    'account',
    'instrument',
    'quote',
    'notional',
    'strategy',
    'extendedHours',
  ];
  const visibleErrors = Object.fromEntries(
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
  if (instrumentKey && instrumentQuery.isError)
    visibleErrors.instrument = `Could not load ${instrumentKey}: ${instrumentQuery.error.message}`;

  const update = (patch: Partial<OrderDraft>, touchedField?: DraftField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (touchedField) setTouched((t) => new Set(t).add(touchedField));
    if (PRICE_KEYS.some((k) => k in patch)) setAcknowledged(new Set());
    else if (QUANTITY_KEYS.some((k) => k in patch))
      setAcknowledged((a) => {
        if (!a.has('sells-short')) return a;
        const next = new Set(a);
        next.delete('sells-short');
        return next;
      });
  };

  const positionText = (() => {
    if (!instrument) return null;
    if (positions.isError) return `Your ${instrument.symbol} position could not be loaded`;
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
  })();

  const resolved = { id: instrument?.id, symbol: instrument?.symbol };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowAllErrors(true);
    if (locked) return;
    if (accountId === undefined) {
      setAccountMissing(true);
      formRef.current?.parentElement?.querySelector<HTMLElement>('#ticket-account')?.focus();
      return;
    }
    if (result.request) submission.openReview(result.request, resolved);
    else {
      const first = Object.keys(result.errors)[0];
      const target = first
        ? formRef.current?.querySelector<HTMLElement>(
            `#ticket-${first}, [aria-describedby="ticket-${first}-error"]`,
          )
        : null;
      target?.focus();
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!event.altKey) return;
    const target = TICKET_FIELD_KEYS.find((k) => k.key === event.key.toLowerCase());
    if (!target) return;
    const el = formRef.current?.querySelector<HTMLElement>(`#${target.id}`);
    if (el) {
      event.preventDefault();
      el.focus();
    }
  };

  const retry = () => {
    if (phase.kind !== 'failed') return;
    if (submission.retryAt > Date.now()) return;
    submission.dismiss();
    if (result.request) submission.openReview(result.request, resolved);
  };

  return (
    <div className="order-ticket">
      <TicketAccountField
        accountId={accountId}
        disabled={locked}
        error={accountMissing && !hasAccount ? 'Choose the account this order goes to.' : undefined}
        onChange={(id) => onAccountChange?.(id, draft)}
      />
      {request.origin && (
        <p className="ticket-origin muted" role="note" aria-label="Ticket origin">
          {request.origin}: review every field, then submit yourself.
        </p>
      )}
      {guardLeave && <LeaveGuard active={outcomeUnknown} />}
      {hasAccount && (
        <PendingSubmitCards
          accountId={accountId}
          excludeId={phase.kind === 'editing' ? undefined : phase.request.id}
          busy={locked || phase.kind === 'review'}
          onSendAgain={(entry) => void submission.sendPendingAgain(entry)}
        />
      )}
      {submission.crossTabOff && (
        <p className="ticket-warning" role="note" aria-label="Cross-tab protection">
          Cross-tab duplicate protection is off: this browser&apos;s local storage is full or blocked, so
          another tab of this terminal would not see that this order is being sent. Orders from this tab are
          still sent once.
        </p>
      )}
      <form
        ref={formRef}
        className="form ticket-form"
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        noValidate
        aria-label="Order ticket"
      >
        <fieldset disabled={locked} className="ticket-fields">
          <InstrumentPicker
            value={draft.symbol}
            onText={(text) => update({ symbol: text, instrumentId: '', optionIntent: '' })}
            onPick={(picked, byId) =>
              update(
                { symbol: picked.symbol, instrumentId: picked.id, sendInstrumentId: byId, optionIntent: '' },
                'instrument',
              )
            }
            error={visibleErrors.instrument}
          />
          {instrument && (
            <div className="ticket-instrument">
              <div>
                <strong>{instrument.symbol}</strong> {instrument.name ?? ''}{' '}
                <span className="muted">
                  {instrument.venue}
                  {instrument.instrument_type ? ` · ${instrument.instrument_type}` : ''}
                </span>
              </div>
              <InstrumentFlags instrument={instrument} isOption={isOption} multiplier={multiplier.value} />
              <QuoteBox quote={quote} symbol={instrument.symbol} />
            </div>
          )}
          {visibleErrors.account && (
            <div id="ticket-account-error" className="field-error" role="alert">
              {visibleErrors.account}
            </div>
          )}
          {visibleErrors.quote && <div className="field-error">{visibleErrors.quote}</div>}
          <OrderFields
            draft={draft}
            traits={traitsOf(instrument)}
            errors={visibleErrors}
            update={update}
            touch={(field) => setTouched((t) => new Set(t).add(field))}
            intent={intent}
            offered={offeredIntents(position)}
            positionText={positionText}
          />
          {result.estimate && (
            <div className="ticket-estimate" aria-label="Estimate">
              <div>
                {isOption ? 'Estimated premium' : 'Estimated value'}{' '}
                <strong className="num">{estimateFormula(result.estimate, isOption)}</strong>
                {isOption && multiplier.assumed && (
                  <span className="muted"> (standard contract size assumed)</span>
                )}
              </div>
              <div>
                Buying power used{' '}
                {result.estimate.buyingPowerImpact !== undefined ? (
                  <strong className="num">
                    {formatMoney(result.estimate.buyingPowerImpact, { currency: 'USD' })}
                  </strong>
                ) : (
                  <strong>set by the server</strong>
                )}
                {result.estimate.impactNote && <span className="muted"> ({result.estimate.impactNote})</span>}
                {balances.data && (
                  <>
                    {' '}
                    of {formatMoney(balances.data.buying_power, { currency: balances.data.currency })}{' '}
                    available
                  </>
                )}
              </div>
            </div>
          )}
          {visibleErrors.notional && <div className="field-error">{visibleErrors.notional}</div>}
          {result.warnings.map((warning) => (
            <label key={warning.code} className="ticket-warning inline">
              <input
                type="checkbox"
                checked={warning.acknowledged}
                onChange={(e) =>
                  setAcknowledged((a) => {
                    const next = new Set(a);
                    if (e.target.checked) next.add(warning.code);
                    else next.delete(warning.code);
                    return next;
                  })
                }
              />
              <span>
                <strong>{WARNING_TITLES[warning.code]}:</strong> {warning.message}.{' '}
                {warning.code === 'sells-short'
                  ? 'I understand this is a short sale and want to continue.'
                  : 'I understand and want to continue.'}
              </span>
            </label>
          ))}
          <div className="form-actions">
            <button type="submit" className="primary" id="ticket-review">
              Review order
            </button>
            {hasAccount && <AccountTag accountId={accountId} />}
          </div>
        </fieldset>
      </form>
      {hasAccount && (
        <SubmissionStatus
          accountId={accountId}
          phase={phase}
          isOption={isOption}
          onReconcile={() => void submission.reconcile()}
          onResend={() => void submission.send()}
          onRetry={retry}
          onDismiss={submission.dismiss}
          onDiscard={submission.discard}
        />
      )}
      {hasAccount && (phase.kind === 'review' || phase.kind === 'sending') && instrument && (
        <ReviewDialog
          accountId={accountId}
          request={phase.request}
          instrument={instrument}
          estimate={result.estimate}
          isOption={isOption}
          intent={intent || undefined}
          shortSale={result.shortSale}
          position={position}
          retryAt={submission.retryAt}
          quote={quote}
          sending={phase.kind === 'sending'}
          onCancel={submission.closeReview}
          onSend={() => void submission.send()}
          duplicate={
            phase.kind === 'review' && phase.duplicateOf
              ? {
                  pending: phase.duplicateOf,
                  onSendSameId: () => {
                    if (phase.duplicateOf) void submission.sendPendingAgain(phase.duplicateOf);
                  },
                  onKeepWaiting: submission.keepWaiting,
                  onSendAsNew: () => void submission.sendAsNew(),
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
