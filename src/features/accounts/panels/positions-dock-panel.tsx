// The active account's positions as a workspace panel (issue 28): the positions screen's table and
// close flow; choosing a row sets the link group's symbol.
import type { PanelProps } from '@/components/panel-contract';
import { useActiveAccountId } from '@/domain/active-account';
import { PositionsView } from '../positions/positions-screen';
import '../accounts.css';

export default function PositionsDockPanel({ onSymbolChosen }: PanelProps) {
  const accountId = useActiveAccountId();
  if (accountId === undefined)
    return <p className="muted">Choose an account in the header to see its positions.</p>;
  return <PositionsView key={accountId} accountId={accountId} onSymbolChosen={onSymbolChosen} />;
}
