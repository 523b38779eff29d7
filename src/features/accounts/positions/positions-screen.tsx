// The account's positions at live prices, closing one or all behind a review in words (close-positions-dialog.tsx), and the account's
// position instructions.
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { closeAllPositionsMutation, closePositionMutation, positionQueries } from '@/api/resources/positions';
import type { Order } from '@/api/schemas/orders';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { CloseDialog, type CloseTarget } from './close-positions-dialog';
import { CloseResult } from './close-result';
import { PositionInstructions } from './position-instructions';
import { PositionsTable } from './positions-table';

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
  const queryClient = useQueryClient();
  const positions = useQuery({ ...positionQueries.list(accountId), refetchInterval: POSITIONS_REFRESH_MS });
  const closeOne = useMutation(closePositionMutation(queryClient, accountId));
  const closeAll = useMutation(closeAllPositionsMutation(queryClient, accountId));
  const [target, setTarget] = useState<CloseTarget | null>(null);
  const [result, setResult] = useState<{ title: string; orders: Order[]; requestId: string } | null>(null);
  const [closeError, setCloseError] = useState<unknown>(null);
  const pending = closeOne.isPending || closeAll.isPending;

  const confirm = (cancelOrders: boolean) => {
    if (!target) return;
    const body = { cancel_orders: cancelOrders };
    const done = {
      onSuccess: (r: { data: Order[]; metadata: { request_id: string } }) => {
        setResult({
          title:
            target.kind === 'one'
              ? `Closing ${target.position.symbol}: ${r.data.length} order${r.data.length === 1 ? '' : 's'} created`
              : `Closing all positions: ${r.data.length} order${r.data.length === 1 ? '' : 's'} created`,
          orders: r.data,
          requestId: r.metadata.request_id,
        });
        setTarget(null);
      },
      // The dialog stays open with the error and the user's choices: try again or keep the positions.
      onError: (error: unknown) => setCloseError(error),
    };
    setResult(null);
    setCloseError(null);
    if (target.kind === 'one') closeOne.mutate({ instrumentId: target.position.instrument_id, body }, done);
    else closeAll.mutate(body, done);
  };

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
      {result && (
        <CloseResult
          title={result.title}
          orders={result.orders}
          requestId={result.requestId}
          onDismiss={() => setResult(null)}
        />
      )}
      <section className="panel" aria-labelledby={titleId}>
        <div className="toolbar">
          <h2 id={titleId}>Positions</h2>
          <span className="spacer" />
          <button
            type="button"
            className="danger"
            disabled={list.length === 0 || pending}
            onClick={() => {
              setCloseError(null);
              setTarget({ kind: 'all', positions: list });
            }}
          >
            Close all positions
          </button>
        </div>
        {list.length === 0 ? (
          <p className="empty-state">This account holds no positions.</p>
        ) : (
          <PositionsTable
            positions={list}
            closeDisabled={pending}
            onSymbolChosen={onSymbolChosen}
            onClose={(position) => {
              setCloseError(null);
              setTarget({ kind: 'one', position });
            }}
          />
        )}
      </section>
      <PositionInstructions accountId={accountId} positions={list} />
      {target && (
        <CloseDialog
          accountId={accountId}
          target={target}
          pending={pending}
          error={closeError}
          onConfirm={confirm}
          onCancel={() => {
            setTarget(null);
            setCloseError(null);
          }}
        />
      )}
    </>
  );
}
