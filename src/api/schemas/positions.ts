import { z } from 'zod';
import { Uuid, IsoDate, DateTime, openEnum } from './primitives';
import { i64 } from './common';
import { SecurityType } from './instruments';

export const ClosePositionRequest = z.object({
  cancel_orders: z.boolean().nullish(),
});
export type ClosePositionRequest = z.infer<typeof ClosePositionRequest>;

/** Position type classification */
export const PositionType = z.enum(['LONG', 'SHORT']);
export type PositionType = z.infer<typeof PositionType>;

/** Represents a holding of a particular instrument in an account */
export const Position = z.looseObject({
  account_id: z.number().int(),
  available_quantity: z.string(),
  avg_price: z.string().nullish(),
  closing_price: z.string().nullish(),
  closing_price_date: IsoDate.nullish(),
  cost_basis: z.string().nullish(),
  daily_realized_pnl: z.string().nullish(),
  daily_unrealized_pnl: z.string().nullish(),
  daily_unrealized_pnl_pct: z.string().nullish(),
  instrument_id: Uuid,
  instrument_price: z.string().nullish(),
  instrument_type: openEnum(SecurityType),
  market_value: z.string(),
  position_type: openEnum(PositionType),
  quantity: z.string(),
  symbol: z.string(),
  underlying_instrument_id: Uuid.nullish(),
  unrealized_pnl: z.string().nullish(),
  unrealized_pnl_pct: z.string().nullish(),
});
export type Position = z.infer<typeof Position>;

/** The action to take against an options position. */
export const PositionInstructionType = z.enum(['EXERCISE', 'DO_NOT_EXERCISE', 'CONTRARY_EXERCISE']);
export type PositionInstructionType = z.infer<typeof PositionInstructionType>;

/** Lifecycle status of a position instruction. */
export const PositionInstructionStatus = z.enum([
  'SENT',
  'ACCEPTED',
  'REJECTED',
  'CANCEL_REQUESTED',
  'CANCELLED',
  'CANCEL_FAILED',
  'UNKNOWN',
]);
export type PositionInstructionStatus = z.infer<typeof PositionInstructionStatus>;

/** A position instruction and its current lifecycle state. */
export const PositionInstruction = z.looseObject({
  accepted_quantity: z.string().nullish(),
  account_id: i64,
  created_at: DateTime.nullish(),
  id: Uuid,
  instruction_id: z.string(),
  instruction_type: openEnum(PositionInstructionType),
  instrument_id: Uuid,
  quantity: z.string(),
  rejection_reason: z.string().nullish(),
  status: openEnum(PositionInstructionStatus),
  symbol: z.string(),
  updated_at: DateTime.nullish(),
});
export type PositionInstruction = z.infer<typeof PositionInstruction>;

export const PositionInstructionList = z.array(PositionInstruction);
export type PositionInstructionList = z.infer<typeof PositionInstructionList>;

/** A position instruction to submit. */
export const PositionInstructionSubmissionRequest = z.object({
  instruction_id: z.string().nullish(),
  instruction_type: PositionInstructionType,
  instrument_id: Uuid,
  quantity: z.string(),
});
export type PositionInstructionSubmissionRequest = z.infer<typeof PositionInstructionSubmissionRequest>;

export const PositionList = z.array(Position);
export type PositionList = z.infer<typeof PositionList>;
