// The account's positions at live prices, closing one or all behind a review in words (close-positions-dialog.tsx), and the account's
// position instructions.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { positionQueries } from '@/api/resources/positions';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { CloseDialog } from './close-positions-dialog';
import { CloseResult } from './close-result';
import { PositionInstructions } from './position-instructions';
import { PositionsTable } from './positions-table';
import { useClosePositions } from './use-close-positions';

const route = getRouteApi('/accounts/$accountId/positions');
const POSITIONS_REFRESH_MS = 15_000;

export function PositionsScreen() {
  const { accountId } = route.useParams();
  return <PositionsView accountId={accountId} />;
}

/** The positions of one account (the screen's, and the workspace's panel for the active account). */
export function PositionsView({
  accountId,
  onSymbolChosen,
}: {
  accountId: number;
  /** A row was chosen (the workspace's link group follows it). */
  onSymbolChosen?: (symbol: string) => void;
}) {
  // Its own ids: the workspace can show more than one positions panel.
  const titleId = useId();
  const positions = useQuery({ ...positionQueries.list(accountId), refetchInterval: POSITIONS_REFRESH_MS });
  const close = useClosePositions(accountId);

  if (positions.isPending) return <RoutePending />;
  if (positions.isError)
    return (
      <ErrorPanel
        error={positions.error}
        context="Loading positions"
        onRetry={() => void positions.refetch()}
      />
    );
  const list = positions.data;

  return (
    <>
      {close.result && (
        <CloseResult
          title={close.result.title}
          orders={close.result.orders}
          requestId={close.result.requestId}
          onDismiss={close.dismissResult}
        />
      )}
      <section className="panel" aria-labelledby={titleId}>
        <div className="toolbar">
          <h2 id={titleId}>Positions</h2>
          <span className="spacer" />
          <button
            type="button"
            className="danger"
            disabled={list.length === 0 || close.pending}
            onClick={() => close.review({ kind: 'all', positions: list })}
          >
            Close all positions
          </button>
        </div>
        {list.length === 0 ? (
          <p className="empty-state">This account holds no positions.</p>
        ) : (
          <PositionsTable
            positions={list}
            closeDisabled={close.pending}
            onSymbolChosen={onSymbolChosen}
            onClose={(position) => close.review({ kind: 'one', position })}
          />
        )}
      </section>
      <PositionInstructions accountId={accountId} positions={list} />
      {close.target && <CloseDialog accountId={accountId} target={close.target} close={close} />}
    </>
  );
}
