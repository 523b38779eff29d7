// Equity, buying power and day P&L on the accounts list, for the rows in view only. The list is
// virtualized (10,000 accounts), so a cell asks for its account's balances only once its row has
// been in view briefly: the DataTable's scroll gate (components/live/subscribe-gate.ts, the one live
// cells use) opens after 120 ms mounted with the scroll paused, so rows that fly past in a fast scroll
// never fetch. Until then a cell is an empty placeholder that does no query work at all. A row that
// leaves the view unmounts its cells; a fetch still running then has no observer left and is aborted
// (the query function passes React Query's signal to the request). The balances are the overview's
// own query (same key): opening an account from the list starts from them.
import { useContext, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '@/api/account-defaults';
import { describeError } from '@/api/errors';
import { accountQueries } from '@/api/resources/accounts';
import type { AccountBalances } from '@/api/schemas/accounts';
import { SubscribeDelay } from '@/components/live/subscribe-delay';
import { formatMoney } from '@/domain/decimal/format';

export type AccountFigure = 'equity' | 'buying_power' | 'daily_pnl';

/** True once the row has been in view long enough (the table's gate, or a plain delay). */
function useInViewGate(): boolean {
  const gate = useContext(SubscribeDelay);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) return undefined;
    const openNow = () => setOpen(true);
    if (typeof gate !== 'number') return gate.schedule(openNow);
    if (gate <= 0) {
      openNow();
      return undefined;
    }
    const timer = setTimeout(openNow, gate);
    return () => clearTimeout(timer);
  }, [gate, open]);
  return open;
}

function figureText(balances: AccountBalances, figure: AccountFigure) {
  const currency = balances.currency;
  const value = balances[figure];
  if (figure !== 'daily_pnl') return { text: formatMoney(value, { currency }), tone: '' };
  const text = formatMoney(value, { currency, sign: 'always' });
  return { text, tone: text.startsWith('-') ? 'down' : text.startsWith('+') ? 'up' : '' };
}

function LoadedFigure({ accountId, figure }: { accountId: number; figure: AccountFigure }) {
  const balances = useQuery({
    ...accountQueries.balances(accountId, DEFAULT_CONTRIBUTORS_LIMIT),
    // A list is a glance: a row scrolled back into view within 30 s shows what it had.
    staleTime: 30_000,
  });
  if (balances.isPending) return <span className="muted account-figure-loading">…</span>;
  if (balances.isLoadingError) {
    const d = describeError(balances.error);
    return (
      <span
        className="muted"
        title={`Balances unavailable: ${d.message}${d.requestId ? ` (request_id ${d.requestId})` : ''}`}
      >
        n/a
      </span>
    );
  }
  const { text, tone } = figureText(balances.data, figure);
  return (
    <span className={`mono${tone ? ` ${tone}` : ''}`} data-testid={`${figure}-${accountId}`}>
      {text}
    </span>
  );
}

/** One balance figure of one account, fetched once its row has been in view briefly. */
export function AccountFigureCell({ accountId, figure }: { accountId: number; figure: AccountFigure }) {
  const open = useInViewGate();
  return open ? <LoadedFigure accountId={accountId} figure={figure} /> : null;
}
