// Position instructions on option positions (exercise, do-not-exercise, contrary exercise advice):
// validation into REJECTED rows (never stored), SENT → ACCEPTED after a short clearing delay, and
// cancellation (CANCEL_REQUESTED → CANCELLED).
import type { PositionInstruction, PositionInstructionSubmissionRequest } from '@/api/schemas/positions';
import type { InstructionState, LedgerState } from './state';
import type { PriceBook } from './prices';
import { conflict, notFound } from '../errors';
import { Decimal, dec, parseDecimal, qty, rfc3339, ZERO } from './money';

export const CLEARING_DELAY_MS = 2000;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const instructionView = (i: InstructionState): PositionInstruction => ({
  accepted_quantity: i.accepted_quantity,
  account_id: i.account_id,
  created_at: i.status === 'REJECTED' && i.id === NIL_UUID ? null : rfc3339(i.created_ms),
  id: i.id,
  instruction_id: i.instruction_id,
  instruction_type: i.instruction_type,
  instrument_id: i.instrument_id,
  quantity: i.quantity,
  rejection_reason: i.rejection_reason,
  status: i.status,
  symbol: i.symbol,
  updated_at: i.status === 'REJECTED' && i.id === NIL_UUID ? null : rfc3339(i.updated_ms),
});

export type RejectionKind = 'DUPLICATE' | 'VALIDATION';

export interface InstructionRow {
  state: InstructionState;
  rejected: RejectionKind | null;
}

export interface InstructionContext {
  accountId: number;
  ledger: LedgerState;
  book: PriceBook;
  existing: readonly InstructionState[];
  today: string;
  nowMs: number;
  newId: () => string;
}

const LIVE = new Set(['SENT', 'ACCEPTED', 'CANCEL_REQUESTED']);

/** Validates each row in order; accepted rows count against the position for the rows after them. */
export function evaluateInstructions(
  requests: readonly PositionInstructionSubmissionRequest[],
  ctx: InstructionContext,
): InstructionRow[] {
  const rows: InstructionRow[] = [];
  const committed = (instrumentId: string) =>
    [...ctx.existing, ...rows.filter((r) => !r.rejected).map((r) => r.state)]
      .filter(
        (i) =>
          i.instrument_id === instrumentId && LIVE.has(i.status) && i.instruction_type !== 'DO_NOT_EXERCISE',
      )
      .reduce((sum, i) => sum.plus(i.quantity), ZERO);
  for (const req of requests) {
    const info = ctx.book.resolve(req.instrument_id);
    const state: InstructionState = {
      id: NIL_UUID,
      instruction_id: req.instruction_id ?? '',
      account_id: ctx.accountId,
      instruction_type: req.instruction_type,
      instrument_id: req.instrument_id,
      symbol: info?.symbol ?? req.instrument_id,
      quantity: req.quantity,
      status: 'REJECTED',
      created_ms: ctx.nowMs,
      updated_ms: ctx.nowMs,
      transition_ms: ctx.nowMs,
      rejection_reason: null,
      accepted_quantity: null,
    };
    const reject = (kind: RejectionKind, reason: string) => {
      state.rejection_reason = reason;
      rows.push({ state, rejected: kind });
    };
    const duplicate =
      req.instruction_id &&
      [...ctx.existing, ...rows.filter((r) => !r.rejected).map((r) => r.state)].find(
        (i) => i.instruction_id === req.instruction_id,
      );
    if (duplicate) {
      reject('DUPLICATE', `Duplicate exercise instruction; existing_id=${duplicate.id}`);
      continue;
    }
    if (!info || info.instrument_type !== 'OPTION' || !info.option) {
      reject('VALIDATION', 'Instrument does not resolve to an options contract');
      continue;
    }
    const amount = parseDecimal(req.quantity);
    if (!amount || amount.lte(0) || !amount.isInteger()) {
      reject('VALIDATION', 'quantity must be a positive whole number of contracts');
      continue;
    }
    if (req.instruction_type !== 'EXERCISE' && info.option.expiry !== ctx.today) {
      reject('VALIDATION', `${req.instruction_type} must be submitted on the contract's expiration date`);
      continue;
    }
    const held = dec(ctx.ledger.positions[info.instrument_id]?.quantity ?? '0');
    const free =
      req.instruction_type === 'DO_NOT_EXERCISE' ? held : held.minus(committed(info.instrument_id));
    if (amount.gt(free)) {
      reject('VALIDATION', `Insufficient position: ${qty(Decimal.max(ZERO, free))} contracts available`);
      continue;
    }
    state.id = ctx.newId();
    state.instruction_id = req.instruction_id ?? state.id;
    state.instrument_id = info.instrument_id;
    state.status = 'SENT';
    state.transition_ms = ctx.nowMs + CLEARING_DELAY_MS;
    rows.push({ state, rejected: null });
  }
  return rows;
}

/** The HTTP status and error summary of a batch, per the OpenAPI batch semantics. */
export function batchOutcome(rows: InstructionRow[]): {
  status: number;
  error: { code: number; message: string } | null;
} {
  const rejected = rows.filter((r) => r.rejected);
  if (rejected.length === 0) return { status: 200, error: null };
  const message = rejected[0]?.state.rejection_reason?.split(';')[0] ?? 'Instruction rejected';
  const code = rejected.every((r) => r.rejected === 'DUPLICATE') ? 409 : 400;
  return { status: rejected.length < rows.length ? 207 : code, error: { code, message } };
}

/** An account's instructions (of one instrument when given), newest first. */
export function accountInstructions(
  all: readonly InstructionState[],
  accountId: number,
  instrumentId?: string,
): PositionInstruction[] {
  return all
    .filter((i) => i.account_id === accountId && (!instrumentId || i.instrument_id === instrumentId))
    .sort((a, b) => b.created_ms - a.created_ms || (a.id < b.id ? 1 : -1))
    .map(instructionView);
}

/**
 * Cancels an instruction: a SENT one becomes CANCEL_REQUESTED (CANCELLED a second later), a
 * CANCEL_REQUESTED one stays so; 404 for another account's or an unknown id, 409 once it is final.
 */
export function requestCancel(
  all: InstructionState[],
  accountId: number,
  instructionId: string,
  nowMs: number,
): PositionInstruction {
  const instruction = all.find((i) => i.id === instructionId && i.account_id === accountId);
  if (!instruction) throw notFound(`Instruction ${instructionId} not found for account ${accountId}`);
  if (instruction.status !== 'SENT' && instruction.status !== 'CANCEL_REQUESTED')
    throw conflict(`Instruction ${instructionId} is ${instruction.status} and can no longer be canceled`);
  if (instruction.status === 'SENT') {
    instruction.status = 'CANCEL_REQUESTED';
    instruction.updated_ms = nowMs;
    instruction.transition_ms = nowMs + 1000;
  }
  return instructionView(instruction);
}
