// Position endpoints: list (filter, sort, pages), close one or all (market orders), and position
// instructions with the OpenAPI batch semantics (200 / 207 / 400 / 409).
import type { HandlerResult, SomeOperationHandlers } from '../types';
import { pageResult } from '../../engine/pagination';

export const positionHandlers = {
  get_positions: ({ sandbox, params, query }) => {
    const positions = sandbox.brokerage.listPositions(params.account_id, {
      instrument_ids: query.instrument_ids,
      sort_by: query.sort_by,
      sort_direction: query.sort_direction,
    });
    return pageResult(positions, query);
  },
  close_positions: ({ sandbox, params, body }) => ({
    data: sandbox.brokerage.closeAllPositions(params.account_id, body?.cancel_orders ?? false),
  }),
  close_position: ({ sandbox, params, body }) => ({
    data: sandbox.brokerage.closePosition(
      params.account_id,
      params.instrument_id,
      body?.cancel_orders ?? false,
    ),
  }),
  get_position_instructions: ({ sandbox, params, query }) => ({
    data: sandbox.brokerage.listInstructions(params.account_id, query.instrument_id),
  }),
  submit_position_instructions: ({ sandbox, params, body }) => {
    const outcome = sandbox.brokerage.submitInstructions(params.account_id, body);
    // `error` summarizes a 207/4xx batch next to `data` (the router passes it on when it supports it).
    const result: HandlerResult<'submit_position_instructions'> & {
      error?: { code: number; message: string };
    } = {
      data: outcome.data,
      status: outcome.status,
      ...(outcome.error ? { error: outcome.error } : {}),
    };
    return result;
  },
  cancel_position_instruction: ({ sandbox, params }) => ({
    data: sandbox.brokerage.cancelInstruction(params.account_id, params.instruction_id),
  }),
} satisfies SomeOperationHandlers;
