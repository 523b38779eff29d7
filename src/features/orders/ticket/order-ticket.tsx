// The order ticket: instrument, quote, every order field, pre-trade checks, review and submission.
// Enter anywhere in the form opens the review; only the review's Send button sends.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { instrumentQueries } from '@/api/resources/instruments';
import { formatMoney } from '@/lib/format';
import { useClock } from '@/lib/use-clock';
import { setFocusedSymbol, type TicketRequest } from '@/lib/ticket-intent';
import { emptyDraft, traitsOf, type OrderDraft } from '../lib/order-draft';
import { toTicketInstrument, validateOrder, type DraftField, type WarningCode } from '../lib/validate-order';
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
  /** The ticket's account field changed (the host makes it the active account). */
  onAccountChange?: (accountId: number) => void;
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

/** Fields whose change invalidates an acknowledged collar or stale-quote warning. */
const PRICE_KEYS: ReadonlyArray<keyof OrderDraft> = [
  'limitPrice',
  'stopPrice',
  'orderType',
  'side',
  'instrumentId',
];

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
      balances.data?.buying_power,
      maxNotional,
      acknowledged,
    ],
  );

  // Flag, quote and notional problems show at once; field format problems once touched or on review.
  const alwaysShown: DraftField[] = ['instrument', 'quote', 'notional', 'strategy', 'extendedHours'];
  const visibleErrors = Object.fromEntries(
    Object.entries(result.errors).filter(
      ([field]) =>
        showAllErrors ||
        touched.has(field as DraftField) ||
        (alwaysShown.includes(field as DraftField) && (field !== 'instrument' || instrumentKey !== '')) ||
        (field === 'side' && draft.side !== ''),
    ),
  ) as Partial<Record<DraftField, string>>;
  if (instrumentKey && instrumentQuery.isError)
    visibleErrors.instrument = `Could not load ${instrumentKey}: ${instrumentQuery.error.message}`;

  const update = (patch: Partial<OrderDraft>, touchedField?: DraftField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (touchedField) setTouched((t) => new Set(t).add(touchedField));
    if (PRICE_KEYS.some((k) => k in patch)) setAcknowledged(new Set());
  };

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
    submission.dismiss();
    if (result.request) submission.openReview(result.request, resolved);
  };

  return (
    <div className="order-ticket">
      <TicketAccountField
        accountId={accountId}
        disabled={locked}
        error={accountMissing && !hasAccount ? 'Choose the account this order goes to.' : undefined}
        onChange={(id) => onAccountChange?.(id)}
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
            onText={(text) => update({ symbol: text, instrumentId: '' })}
            onPick={(picked) => update({ symbol: picked.symbol, instrumentId: picked.id }, 'instrument')}
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
              <InstrumentFlags instrument={instrument} />
              <QuoteBox quote={quote} symbol={instrument.symbol} />
            </div>
          )}
          {visibleErrors.quote && <div className="field-error">{visibleErrors.quote}</div>}
          <OrderFields
            draft={draft}
            traits={traitsOf(instrument)}
            errors={visibleErrors}
            update={update}
            touch={(field) => setTouched((t) => new Set(t).add(field))}
          />
          {result.estimate && (
            <div className="ticket-estimate" aria-label="Estimate">
              Estimated value{' '}
              <strong className="num">{formatMoney(result.estimate.notional, { currency: 'USD' })}</strong>
              {' · '}buying power used {formatMoney(result.estimate.buyingPowerImpact, { currency: 'USD' })}
              {balances.data && (
                <>
                  {' '}
                  of {formatMoney(balances.data.buying_power, { currency: balances.data.currency })} available
                </>
              )}
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
                <strong>
                  {warning.code === 'price-collar' ? 'Price far from the market' : 'Stale quote'}:
                </strong>{' '}
                {warning.message}. I understand and want to continue.
              </span>
            </label>
          ))}
          <div className="form-actions">
            <button type="submit" className="primary" id="ticket-review">
              Review order
            </button>
          </div>
        </fieldset>
      </form>
      {hasAccount && (
        <SubmissionStatus
          accountId={accountId}
          phase={phase}
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
