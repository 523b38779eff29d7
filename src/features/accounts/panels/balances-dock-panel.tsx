// The active account's balance summary as a workspace panel: equity, cash, buying power and the
// day's change, the overview's Balances figures.
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import type { PanelProps } from '@/components/panel-contract';
import { ErrorPanel } from '@/components/error-panel';
import { useActiveAccountId } from '@/domain/active-account';
import { BalancesPanel } from '../overview/balances-panel';
import '../accounts.css';

const BALANCES_REFRESH_MS = 15_000;

export default function BalancesDockPanel(_props: PanelProps) {
  const accountId = useActiveAccountId();
  if (accountId === undefined)
    return <p className="muted">Choose an account in the header to see its balances.</p>;
  return <Balances accountId={accountId} />;
}

function Balances({ accountId }: { accountId: number }) {
  const balances = useQuery({ ...accountQueries.balances(accountId), refetchInterval: BALANCES_REFRESH_MS });
  if (balances.isPending) return <p className="muted">Loading balances…</p>;
  if (balances.isError)
    return (
      <ErrorPanel error={balances.error} context="Loading balances" onRetry={() => void balances.refetch()} />
    );
  return <BalancesPanel balances={balances.data} />;
}
