// Positions: holdings of an account, closing them (one or all) with market orders, and position
// instructions on option positions (exercise, do-not-exercise, contrary exercise advice).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import * as ops from '../operations/positions';
import { fetchAllPages } from '../pagination';
import type { OperationBody, OperationQuery } from '../operation';
import type { Position } from '../schemas/positions';
import { accountQueries } from './accounts';

export type PositionListQuery = Omit<OperationQuery<typeof ops.get_positions>, 'page_token'>;
export type ClosePositionBody = NonNullable<OperationBody<typeof ops.close_position>>;
export type PositionInstructionRequest = OperationBody<typeof ops.submit_position_instructions>[number];

export const positionOperations = [
  ops.get_positions,
  ops.close_positions,
  ops.close_position,
  ops.get_position_instructions,
  ops.submit_position_instructions,
  ops.cancel_position_instruction,
];

/**
 * Every position of the account: follows next_page_token until the last page (1000 per page),
 * stopping on a repeated token or a page with nothing new, each position once.
 */
export function getAllPositions(
  accountId: number,
  query: PositionListQuery = {},
  options?: CallOptions,
): Promise<Position[]> {
  return fetchAllPages(
    (pageToken) =>
      callOperation(
        ops.get_positions,
        { params: { account_id: accountId }, query: pageToken ? { page_token: pageToken } : query },
        options,
      ),
    (position) => position.instrument_id,
  );
}

export const getPositionInstructions = (accountId: number, instrumentId?: string, options?: CallOptions) =>
  callOperation(
    ops.get_position_instructions,
    { params: { account_id: accountId }, query: instrumentId ? { instrument_id: instrumentId } : {} },
    options,
  ).then((r) => r.data);

/** DELETE /v1/accounts/{id}/positions/{instrument}: the orders created to close that position. */
export const closePosition = (accountId: number, instrumentId: string, body: ClosePositionBody | null) =>
  callOperation(ops.close_position, {
    params: { account_id: accountId, instrument_id: instrumentId },
    body,
  });

/** DELETE /v1/accounts/{id}/positions: the orders created to close every position. */
export const closeAllPositions = (accountId: number, body: ClosePositionBody | null) =>
  callOperation(ops.close_positions, { params: { account_id: accountId }, body });

export const submitPositionInstructions = (accountId: number, instructions: PositionInstructionRequest[]) =>
  callOperation(ops.submit_position_instructions, { params: { account_id: accountId }, body: instructions });

export const cancelPositionInstruction = (accountId: number, instructionId: string) =>
  callOperation(ops.cancel_position_instruction, {
    params: { account_id: accountId, instruction_id: instructionId },
  });

export const positionQueries = {
  all: () => ['positions'] as const,
  lists: () => [...positionQueries.all(), 'list'] as const,
  /** Every position of the account (all pages). */
  list: (accountId: number) =>
    queryOptions({
      queryKey: [...positionQueries.lists(), accountId] as const,
      queryFn: ({ signal }) => getAllPositions(accountId, {}, { signal }),
    }),
  instructions: (accountId: number) =>
    queryOptions({
      queryKey: [...positionQueries.all(), 'instructions', accountId] as const,
      queryFn: ({ signal }) => getPositionInstructions(accountId, undefined, { signal }),
    }),
};

/**
 * The account's order lists and order details. orders.ts owns the orders factory (and imports this
 * module), so the prefixes are spelled here: orderQueries.lists(accountId) is
 * ['orders', 'list', accountId] and orderQueries.details(accountId) is ['orders', 'detail', accountId].
 * Closing creates orders (lists) and, with cancel_orders, cancels open ones (details).
 */
export const accountOrderListsKey = (accountId: number) => ['orders', 'list', accountId] as const;
export const accountOrderDetailsKey = (accountId: number) => ['orders', 'detail', accountId] as const;

/** After a close: positions, balances, order lists and portfolio history of this account change. */
function invalidateAfterClose(queryClient: QueryClient, accountId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: positionQueries.list(accountId).queryKey }),
    queryClient.invalidateQueries({ queryKey: accountQueries.balancesOf(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountOrderListsKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountOrderDetailsKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: accountQueries.portfolioHistoryOf(accountId) }),
  ]);
}

/** Instructions change the instruction list and, once accepted, positions and balances. */
function invalidateAfterInstruction(queryClient: QueryClient, accountId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: positionQueries.instructions(accountId).queryKey }),
    queryClient.invalidateQueries({ queryKey: positionQueries.list(accountId).queryKey }),
    queryClient.invalidateQueries({ queryKey: accountQueries.balancesOf(accountId) }),
  ]);
}

export function closePositionMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...positionQueries.all(), 'close', accountId] as const,
    mutationFn: ({ instrumentId, body }: { instrumentId: string; body: ClosePositionBody | null }) =>
      closePosition(accountId, instrumentId, body),
    onSettled: () => invalidateAfterClose(queryClient, accountId),
  };
}

export function closeAllPositionsMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...positionQueries.all(), 'close-all', accountId] as const,
    mutationFn: (body: ClosePositionBody | null) => closeAllPositions(accountId, body),
    onSettled: () => invalidateAfterClose(queryClient, accountId),
  };
}

export function submitPositionInstructionsMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...positionQueries.all(), 'submit-instructions', accountId] as const,
    mutationFn: (instructions: PositionInstructionRequest[]) =>
      submitPositionInstructions(accountId, instructions),
    onSettled: () => invalidateAfterInstruction(queryClient, accountId),
  };
}

export function cancelPositionInstructionMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...positionQueries.all(), 'cancel-instruction', accountId] as const,
    mutationFn: (instructionId: string) => cancelPositionInstruction(accountId, instructionId),
    onSettled: () => invalidateAfterInstruction(queryClient, accountId),
  };
}
