// The order ticket: instrument, quote, every order field, pre-trade checks, review and submission.
// Enter anywhere in the form opens the review; only the review's Send button sends.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { instrumentQueries } from '@/api/resources/instruments';
import { positionQueries } from '@/api/resources/positions';
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
import { toTicketInstrument, validateOrder, type DraftField, type WarningCode } from '../lib/validate-order';
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
import { TicketEstimate, TicketWarnings } from './ticket-estimate';
import { acknowledgedAfter, positionWords, prefilledFields, visibleErrorsOf } from '../lib/ticket-form';
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

  const visibleErrors = visibleErrorsOf(result, draft, { showAllErrors, touched, instrumentKey });
  if (instrumentKey && instrumentQuery.isError)
    visibleErrors.instrument = `Could not load ${instrumentKey}: ${instrumentQuery.error.message}`;

  const update = (patch: Partial<OrderDraft>, touchedField?: DraftField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (touchedField) setTouched((t) => new Set(t).add(touchedField));
    setAcknowledged((a) => acknowledgedAfter(patch, a));
  };

  const acknowledge = (code: WarningCode, on: boolean) =>
    setAcknowledged((a) => {
      const next = new Set(a);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const positionText = positionWords(instrument, position, positions.isError, isOption);

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
            <TicketEstimate
              estimate={result.estimate}
              isOption={isOption}
              multiplierAssumed={multiplier.assumed}
              balances={balances.data}
            />
          )}
          {visibleErrors.notional && <div className="field-error">{visibleErrors.notional}</div>}
          <TicketWarnings warnings={result.warnings} onAcknowledge={acknowledge} />
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
