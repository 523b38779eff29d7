// The order ticket: instrument, quote, every order field, pre-trade checks, review and submission.
// Enter anywhere in the form opens the review; only the review's Send button sends. What was typed
// lives in use-ticket-draft, what it is checked against in use-ticket-checks, the submission in
// use-order-submission.
import { useEffect, useRef, useState } from 'react';
import { useClock } from '@/lib/use-clock';
import { setFocusedSymbol, type TicketRequest } from '@/domain/ticket-intent';
import { offeredIntents, traitsOf, type OrderDraft } from '../lib/order-draft';
import { positionWords, visibleErrorsOf } from '../lib/ticket-form';
import { useTicketDraft } from '../hooks/use-ticket-draft';
import { useTicketChecks } from '../hooks/use-ticket-checks';
import { useOrderSubmission } from '../hooks/use-order-submission';
import { usePendingSubmits } from '../hooks/use-pending-submits';
import { AccountTag } from './account-tag';
import { TicketAccountField } from './ticket-account-field';
import { InstrumentPicker } from './instrument-picker';
import { TicketInstrument } from './ticket-instrument';
import { OrderFields } from './order-fields';
import { TicketReview } from './ticket-review';
import { SubmissionStatus } from './submission-status';
import { PendingSubmitCards } from './pending-submit-cards';
import { TicketEstimate, TicketWarnings } from './ticket-estimate';
import { LeaveGuard } from './leave-guard';
import { CrossTabNote, TicketOrigin } from './ticket-notes';
import { focusFieldByHotkey, focusFirstError } from './ticket-focus';
import { ticketControl, useTicketIds } from './ticket-ids';

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
  const ids = useTicketIds();
  const form = useTicketDraft(request, restoreDraft);
  const { draft, instrumentKey, update } = form;
  const now = useClock();
  const formRef = useRef<HTMLFormElement>(null);
  const hasAccount = accountId !== undefined;
  const [accountMissing, setAccountMissing] = useState(false);
  const checks = useTicketChecks(draft, instrumentKey, accountId, form.acknowledged, now);
  const { instrument, isOption, multiplier, position, quote, result, intent } = checks;
  const submission = useOrderSubmission(accountId);
  const { phase, locked } = submission;
  const { pending } = usePendingSubmits(accountId ?? -1);

  useEffect(() => onLockChange?.(locked), [locked, onLockChange]);
  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  useEffect(() => {
    if (instrument?.symbol) setFocusedSymbol(instrument.symbol);
  }, [instrument?.symbol]);

  const visibleErrors = visibleErrorsOf(result, draft, form);
  if (checks.instrumentError) visibleErrors.instrument = checks.instrumentError;
  const resolved = { id: instrument?.id, symbol: instrument?.symbol };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    form.showErrors();
    if (locked) return;
    if (accountId === undefined) {
      setAccountMissing(true);
      ticketControl(formRef.current, 'account')?.focus();
      return;
    }
    if (result.request) submission.openReview(result.request, resolved);
    else focusFirstError(formRef.current, result.errors, ids);
  };

  const retry = () => {
    if (phase.kind !== 'failed') return;
    if (submission.retryAt > Date.now()) return;
    submission.dismiss();
    if (result.request) submission.openReview(result.request, resolved);
  };

  return (
    <div className="order-ticket" data-ticket-ids={ids.prefix}>
      <TicketAccountField
        ids={ids}
        accountId={accountId}
        disabled={locked}
        error={accountMissing && !hasAccount ? 'Choose the account this order goes to.' : undefined}
        onChange={(id) => onAccountChange?.(id, draft)}
      />
      <TicketOrigin origin={request.origin} />
      {guardLeave && <LeaveGuard active={locked || pending.length > 0} />}
      {hasAccount && (
        <PendingSubmitCards
          accountId={accountId}
          excludeId={phase.kind === 'editing' ? undefined : phase.request.id}
          busy={locked || phase.kind === 'review'}
          onSendAgain={(entry) => void submission.sendPendingAgain(entry)}
        />
      )}
      <CrossTabNote off={submission.crossTabOff} />
      <form
        ref={formRef}
        className="form ticket-form"
        onSubmit={onSubmit}
        onKeyDown={(event) => focusFieldByHotkey(event, formRef.current)}
        noValidate
        aria-label="Order ticket"
      >
        <fieldset disabled={locked} className="ticket-fields">
          <InstrumentPicker
            ids={ids}
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
            <TicketInstrument
              instrument={instrument}
              isOption={isOption}
              multiplier={multiplier.value}
              quote={quote}
            />
          )}
          {visibleErrors.account && (
            <div id={ids.errorOf('account')} className="field-error" role="alert">
              {visibleErrors.account}
            </div>
          )}
          {visibleErrors.quote && <div className="field-error">{visibleErrors.quote}</div>}
          <OrderFields
            ids={ids}
            draft={draft}
            traits={traitsOf(instrument)}
            errors={visibleErrors}
            update={update}
            touch={form.touch}
            intent={intent}
            offered={offeredIntents(position)}
            positionText={positionWords(instrument, position, checks.positionFailed, isOption, hasAccount)}
          />
          {result.estimate && (
            <TicketEstimate
              estimate={result.estimate}
              isOption={isOption}
              multiplierAssumed={multiplier.assumed}
              balances={checks.balances}
            />
          )}
          {visibleErrors.notional && <div className="field-error">{visibleErrors.notional}</div>}
          <TicketWarnings warnings={result.warnings} onAcknowledge={form.acknowledge} />
          <div className="form-actions">
            <button type="submit" className="primary" id={ids.of('review')}>
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
      {hasAccount && <TicketReview accountId={accountId} submission={submission} checks={checks} />}
    </div>
  );
}
