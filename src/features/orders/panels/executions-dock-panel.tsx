// Today's and earlier executions (fills) of the active account as a workspace panel, newest first.
// Choosing a fill sets the link group's symbol.
import { useQuery } from '@tanstack/react-query';
import type { PanelProps } from '@/components/panel-contract';
import { ErrorPanel } from '@/components/error-panel';
import { useActiveAccountId } from '@/domain/active-account';
import { executionsQuery } from '../lib/blotter-queries';
import { ExecutionsTable } from '../blotter/executions-screen';
import '../orders.css';

export default function ExecutionsDockPanel({ onSymbolChosen }: PanelProps) {
  const accountId = useActiveAccountId();
  if (accountId === undefined)
    return <p className="muted">Choose an account in the header to see its executions.</p>;
  return <Executions accountId={accountId} onSymbolChosen={onSymbolChosen} />;
}

function Executions({
  accountId,
  onSymbolChosen,
}: {
  accountId: number;
  onSymbolChosen: (s: string) => void;
}) {
  const executions = useQuery(executionsQuery(accountId, {}));
  if (executions.isPending) return <p className="muted">Loading executions…</p>;
  if (executions.isError)
    return (
      <ErrorPanel
        error={executions.error}
        context="Loading executions"
        onRetry={() => void executions.refetch()}
      />
    );
  return (
    <ExecutionsTable
      accountId={accountId}
      rows={executions.data.data}
      maxHeight={1200}
      empty="No executions yet."
      onRowActivate={(e) => {
        if (e.symbol) onSymbolChosen(e.symbol);
      }}
    />
  );
}
