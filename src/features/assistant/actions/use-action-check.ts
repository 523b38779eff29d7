// Before a card offers its action: every account it names must be one the user can access, and every
// instrument must exist. A failed check is shown in the card, and the action opens nothing.
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { instrumentQueries } from '@/api/resources/instruments';
import { ApiError } from '@/api/errors';
import type { ActionView } from '../lib/action-view';

export type ActionCheck = { status: 'checking' } | { status: 'ok' } | { status: 'error'; problems: string[] };

function namedAccounts(view: ActionView): number[] {
  switch (view.kind) {
    case 'prefill_cancel':
    case 'prefill_modify':
      return view.orders.map((o) => Number(o.account_id));
    case 'consent':
      return view.target.account_ids;
    default:
      return [];
  }
}

function namedInstruments(view: ActionView): string[] {
  switch (view.kind) {
    case 'prefill_new':
      return view.orders.map((o) => o.instrument_id ?? o.symbol ?? '');
    case 'open_chart':
      return [view.target.symbol];
    default:
      return [];
  }
}

export function useActionCheck(view: ActionView): ActionCheck {
  const accountIds = namedAccounts(view);
  const instrumentKeys = namedInstruments(view);
  const accounts = useInfiniteQuery({ ...accountQueries.firstPage(), enabled: accountIds.length > 0 });
  const instruments = useQueries({
    queries: instrumentKeys.map((key) => ({
      ...instrumentQueries.detail(key || '-'),
      enabled: key !== '',
      retry: false,
    })),
  });
  if (view.kind === 'unsupported')
    return { status: 'error', problems: ['This version of the app cannot perform it.'] };
  const problems: string[] = [];
  if (accountIds.length > 0) {
    if (accounts.isError) problems.push('Your accounts could not be loaded to check this action.');
    else if (accounts.data) {
      const accessible = new Set(accounts.data.data.map((a) => a.id));
      for (const id of new Set(accountIds))
        if (!accessible.has(id)) problems.push(`Account ${id} is not one of your accounts.`);
    }
  }
  instrumentKeys.forEach((key, i) => {
    const q = instruments[i];
    if (!key) problems.push('An order names no instrument.');
    else if (q?.error)
      problems.push(
        q.error instanceof ApiError && q.error.status === 404
          ? `Unknown instrument: ${key}.`
          : `Instrument ${key} could not be checked: ${q.error.message}`,
      );
  });
  if (problems.length > 0) return { status: 'error', problems };
  const waiting =
    (accountIds.length > 0 && accounts.isPending) ||
    instruments.some((q, i) => instrumentKeys[i] && q.isPending);
  return waiting ? { status: 'checking' } : { status: 'ok' };
}
