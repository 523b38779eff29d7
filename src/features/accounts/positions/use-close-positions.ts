// Closing one position or all of an account's, as one flow: the target under review, the close
// request (one position's or all), its error (the dialog stays open with it: try again or keep the
// positions) and the orders the server created (shown above the table until dismissed).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeAllPositionsMutation, closePositionMutation } from '@/api/resources/positions';
import type { Order } from '@/api/schemas/orders';
import type { Position } from '@/api/schemas/positions';

/** One position, or all of them ("Close all positions"). */
export type CloseTarget =
  { kind: 'one'; position: Position } | { kind: 'all'; positions: readonly Position[] };

export interface CloseResultShown {
  title: string;
  orders: Order[];
  requestId: string;
}

export interface ClosePositions {
  /** What the review dialog shows (null: no dialog). */
  target: CloseTarget | null;
  pending: boolean;
  /** Why the last attempt failed. */
  error: unknown;
  result: CloseResultShown | null;
  /** Opens the review of `target`. */
  review(target: CloseTarget): void;
  confirm(cancelOrders: boolean): void;
  cancel(): void;
  dismissResult(): void;
}

const ordersCreated = (n: number) => `${n} order${n === 1 ? '' : 's'} created`;

export function useClosePositions(accountId: number): ClosePositions {
  const queryClient = useQueryClient();
  const closeOne = useMutation(closePositionMutation(queryClient, accountId));
  const closeAll = useMutation(closeAllPositionsMutation(queryClient, accountId));
  const [target, setTarget] = useState<CloseTarget | null>(null);
  const [result, setResult] = useState<CloseResultShown | null>(null);
  const [error, setError] = useState<unknown>(null);

  const confirm = (cancelOrders: boolean) => {
    if (!target) return;
    const body = { cancel_orders: cancelOrders };
    const done = {
      onSuccess: (r: { data: Order[]; metadata: { request_id: string } }) => {
        setResult({
          title:
            target.kind === 'one'
              ? `Closing ${target.position.symbol}: ${ordersCreated(r.data.length)}`
              : `Closing all positions: ${ordersCreated(r.data.length)}`,
          orders: r.data,
          requestId: r.metadata.request_id,
        });
        setTarget(null);
      },
      // The dialog stays open with the error and the user's choices: try again or keep the positions.
      onError: (e: unknown) => setError(e),
    };
    setResult(null);
    setError(null);
    if (target.kind === 'one') closeOne.mutate({ instrumentId: target.position.instrument_id, body }, done);
    else closeAll.mutate(body, done);
  };

  return {
    target,
    pending: closeOne.isPending || closeAll.isPending,
    error,
    result,
    review: (next) => {
      setError(null);
      setTarget(next);
    },
    confirm,
    cancel: () => {
      setTarget(null);
      setError(null);
    },
    dismissResult: () => setResult(null),
  };
}
