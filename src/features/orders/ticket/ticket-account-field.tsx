// The ticket's first field: which account the order goes to, never in doubt. It shows the active
// account (id, type, short name) and changes it for the whole terminal; while an order's outcome is
// unknown it is locked to that order's account.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { describeError } from '@/api/errors';
import { Select } from '@/components/form/fields';
import { accountLabel } from '@/domain/active-account';
import type { TicketIds } from './ticket-ids';

export interface TicketAccountFieldProps {
  /** The ticket's element ids. */
  ids: TicketIds;
  accountId: number | undefined;
  onChange: (accountId: number) => void;
  disabled?: boolean;
  /** Shown under the field (e.g. "Choose an account" after Review was pressed without one). */
  error?: string | undefined;
}

export function TicketAccountField({
  ids,
  accountId,
  onChange,
  disabled = false,
  error,
}: TicketAccountFieldProps) {
  const accounts = useInfiniteQuery(accountQueries.firstPage());
  const list = accounts.data?.data;
  const inList = accountId === undefined || !list || list.some((a) => a.id === accountId);
  const detail = useQuery({ ...accountQueries.detail(accountId ?? 0), enabled: accountId !== undefined });
  const account = detail.data ?? list?.find((a) => a.id === accountId);
  const loadProblem = accounts.isLoadingError ? describeError(accounts.error) : undefined;

  return (
    <div className="ticket-account" role="group" aria-label="Order account">
      <label htmlFor={ids.of('account')}>Account</label>
      <Select
        id={ids.of('account')}
        aria-label="Ticket account"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorOf('account') : undefined}
        value={accountId ?? ''}
        disabled={disabled}
        title={
          disabled
            ? 'Locked to this order until its outcome is known'
            : `The account this order goes to${account ? `: ${accountLabel(account)}` : ''}`
        }
        onChange={(e) => {
          const id = Number(e.target.value);
          if (id) onChange(id);
        }}
      >
        <option value="" disabled>
          {accounts.isPending
            ? 'Loading accounts…'
            : loadProblem
              ? 'Accounts unavailable'
              : 'Choose an account'}
        </option>
        {!inList && accountId !== undefined && (
          <option value={accountId}>{account ? accountLabel(account) : `#${accountId}`}</option>
        )}
        {list?.map((a) => (
          <option key={a.id} value={a.id}>
            {accountLabel(a)}
          </option>
        ))}
      </Select>
      {account && account.status !== 'ACTIVE' && <span className="badge badge-bad">{account.status}</span>}
      {error && (
        <div id={ids.errorOf('account')} className="field-error">
          {error}
        </div>
      )}
      {loadProblem && (
        <div className="field-error">
          Accounts could not be loaded: {loadProblem.message}
          {loadProblem.requestId ? ` (request_id ${loadProblem.requestId})` : ''}
        </div>
      )}
      {detail.isError && (
        <div className="field-error">
          Account details could not be loaded: {describeError(detail.error).message}
        </div>
      )}
    </div>
  );
}
