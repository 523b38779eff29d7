// Risk settings: the account's max_notional (the largest order notional the account may send).
// A positive decimal sets it, Clear removes it. Server errors (400/403/404) are shown in the form
// with their request_id, and what was typed stays in the field.
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  compareDecimal,
  isTypedDecimal,
  parseExact,
  significantScale,
  signOfExact,
} from '@/domain/decimal/exact';
import { formatMoney } from '@/domain/decimal/format';
import { describeError } from '@/api/errors';
import { accountQueries, updateAccountSettingsMutation } from '@/api/resources/accounts';
import { Dialog } from '@/components/dialog';
import { DecimalField } from '@/components/form/fields';
import { Term } from './term';
import { RequestIdLine } from '@/components/error-panel';

/** The largest limit the form takes: $1 trillion, far above any single order. */
export const MAX_NOTIONAL_CEILING = '1000000000000';
/** Below this the limit blocks most orders: saving it asks first. */
export const MAX_NOTIONAL_CONFIRM_BELOW = '1000';
/** Long enough for the ceiling with cents and separators. */
const MAX_NOTIONAL_LENGTH = 24;

/** Why `text` is not an acceptable max_notional, or null when it is. */
export function maxNotionalProblem(text: string): string | null {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return 'Enter an amount, or use Clear to remove the limit';
  const amount = isTypedDecimal(value) ? parseExact(value) : null;
  if (!amount) return 'Enter a positive number, e.g. 250000 or 250000.50';
  if (signOfExact(amount) !== 1) return 'The limit must be greater than zero';
  if (significantScale(amount) > 2) return 'Use at most 2 decimals (cents), e.g. 250000.50';
  if (compareDecimal(amount, MAX_NOTIONAL_CEILING) === 1)
    return 'The limit can be at most 1,000,000,000,000 (one trillion)';
  return null;
}

export function RiskSettingsForm({ accountId, currency }: { accountId: number; currency?: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery(accountQueries.settings(accountId));
  const update = useMutation(updateAccountSettingsMutation(queryClient, accountId));
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  /** A limit low enough to block trading, waiting for the user's confirmation. */
  const [confirmLow, setConfirmLow] = useState<string | null>(null);
  const keepCurrent = useRef<HTMLButtonElement>(null);
  const problem = touched ? maxNotionalProblem(text) : null;
  const current = settings.data?.risk?.max_notional ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (maxNotionalProblem(text)) return;
    const value = text.trim().replace(/,/g, '');
    if (compareDecimal(value, MAX_NOTIONAL_CONFIRM_BELOW) === -1) setConfirmLow(value);
    else save(value);
  };
  const save = (value: string) => {
    setConfirmLow(null);
    setSaved(null);
    update.mutate(
      { risk: { max_notional: value } },
      {
        onSuccess: (result) =>
          setSaved(`Saved: max notional ${formatMoney(result.risk?.max_notional, { currency })}`),
      },
    );
  };
  const clear = () => {
    setSaved(null);
    update.mutate(
      { risk: { max_notional: null } },
      {
        onSuccess: () => {
          setText('');
          setTouched(false);
          setSaved('Cleared: no max notional');
        },
      },
    );
  };

  const serverError = update.isError ? describeError(update.error) : null;
  return (
    <section className="panel" aria-labelledby="risk-title">
      <h2 id="risk-title">Risk settings</h2>
      <p>
        <Term
          label="Max notional"
          explanation="The largest notional value (quantity × price) a single order from this account may have. Orders above it are rejected."
        />
        :{' '}
        <strong data-testid="current-max-notional">
          {settings.isPending
            ? '…'
            : settings.isError
              ? 'unavailable'
              : current
                ? formatMoney(current, { currency })
                : 'No limit'}
        </strong>
        {settings.isError && <span className="muted"> ({describeError(settings.error).message})</span>}
      </p>
      <form className="form inline-fields" onSubmit={submit} noValidate>
        <DecimalField
          id="max-notional"
          name="max_notional"
          label="New max notional"
          value={text}
          placeholder={current ?? 'e.g. 250000'}
          error={problem}
          maxLength={MAX_NOTIONAL_LENGTH}
          onChange={setText}
          onBlur={() => setTouched(text !== '')}
        />
        <button type="submit" className="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={clear} disabled={update.isPending || (!current && !settings.isError)}>
          Clear limit
        </button>
      </form>
      {serverError && (
        <div className="form-error" role="alert">
          <strong>{serverError.title}:</strong> {serverError.message}
          {serverError.fieldDetails.length > 0 && (
            <ul>
              {serverError.fieldDetails.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
          <RequestIdLine status={serverError.status} requestId={serverError.requestId} />
        </div>
      )}
      {confirmLow !== null && (
        <Dialog
          title="Save a limit this low?"
          description={
            <>
              A max notional of <strong>{formatMoney(confirmLow, { currency })}</strong> rejects every order
              from this account worth more than that, which blocks most trading.
            </>
          }
          onCancel={() => setConfirmLow(null)}
          initialFocus={keepCurrent}
        >
          <div className="modal-actions">
            <button type="button" ref={keepCurrent} onClick={() => setConfirmLow(null)}>
              Keep the current limit
            </button>
            <button type="button" className="danger" onClick={() => save(confirmLow)}>
              Save {formatMoney(confirmLow, { currency })}
            </button>
          </div>
        </Dialog>
      )}
      {saved && !update.isError && (
        <p role="status" className="up">
          {saved}
        </p>
      )}
    </section>
  );
}
