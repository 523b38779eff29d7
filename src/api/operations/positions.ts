// Operations of the Trading API: positions.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { AccountPath, paging } from './parts';
import { Uuid } from '../schemas/primitives';
import { i64, InstrumentIdOrSymbol } from '../schemas/common';
import { OrderList } from '../schemas/orders';
import {
  ClosePositionRequest,
  PositionInstruction,
  PositionInstructionList,
  PositionInstructionSubmissionRequest,
  PositionList,
} from '../schemas/positions';

/** Get Positions */
export const get_positions = defineOperation({
  id: 'get_positions',
  method: 'GET',
  path: '/v1/accounts/{account_id}/positions',
  params: AccountPath,
  query: z.object({
    ...paging(1000),
    instrument_ids: z.array(Uuid).optional(),
    sort_by: z
      .enum([
        'SYMBOL',
        'INSTRUMENT_TYPE',
        'QUANTITY',
        'MARKET_VALUE',
        'POSITION_TYPE',
        'UNREALIZED_PNL',
        'DAILY_UNREALIZED_PNL',
        'DAILY_REALIZED_PNL',
      ])
      .optional(),
    sort_direction: z.enum(['ASC', 'DESC']).optional(),
  }),
  data: PositionList,
});

/** Close Positions */
export const close_positions = defineOperation({
  id: 'close_positions',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/positions',
  params: AccountPath,
  query: z.object({}),
  body: ClosePositionRequest.nullable(),
  data: OrderList,
});

/** Get Position Instructions */
export const get_position_instructions = defineOperation({
  id: 'get_position_instructions',
  method: 'GET',
  path: '/v1/accounts/{account_id}/positions/instructions',
  params: AccountPath,
  query: z.object({
    instrument_id: InstrumentIdOrSymbol.optional(),
  }),
  data: PositionInstructionList,
});

/** Submit Position Instructions */
export const submit_position_instructions = defineOperation({
  id: 'submit_position_instructions',
  method: 'POST',
  path: '/v1/accounts/{account_id}/positions/instructions',
  params: AccountPath,
  query: z.object({}),
  body: z.array(PositionInstructionSubmissionRequest),
  data: PositionInstructionList,
});

/** Cancel Position Instruction */
export const cancel_position_instruction = defineOperation({
  id: 'cancel_position_instruction',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/positions/instructions/{instruction_id}',
  params: z.object({
    account_id: i64,
    instruction_id: Uuid,
  }),
  query: z.object({}),
  data: PositionInstruction,
});

/** Close Position */
export const close_position = defineOperation({
  id: 'close_position',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/positions/{instrument_id}',
  params: z.object({
    account_id: i64,
    instrument_id: InstrumentIdOrSymbol,
  }),
  query: z.object({}),
  body: ClosePositionRequest.nullable(),
  data: OrderList,
});
