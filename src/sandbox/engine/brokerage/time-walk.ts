// Lazy, deterministic time: walks from the last evaluation to now on a fixed grid (one step per
// second, coarser when a long gap would need more than MAX_STEPS), so what happens does not depend
// on how often the brokerage is asked. Each step rolls the business day if needed, evaluates the
// working orders against the book and moves position instructions along.
import type { BrokerageSnapshot, InstructionState } from './state';
import type { SessionName } from './deps';
import type { PriceBook } from './prices';
import type { FillTarget } from './order-fills';
import { stepEnv } from './order-fills';
import { stepOrder, type StepBook } from './matching';
import { isOpen } from './order-view';
import { Decimal } from './money';

const STEP_MS = 1000;
const MAX_STEPS = 3000;

/** What the walk reads and rolls; `fills` (whose host is these books) is what a step does to them. */
export interface WalkBooks {
  readonly state: BrokerageSnapshot;
  readonly book: PriceBook;
  session(atMs: number): SessionName;
  /** Starts the business day of `atMs` when it is a new one. */
  rollTo(atMs: number): void;
}

const instructionPending = (i: InstructionState) => i.status === 'SENT' || i.status === 'CANCEL_REQUESTED';

export function walkTime(ctx: WalkBooks, fills: FillTarget, now: number): void {
  const last = ctx.state.last_eval_ms;
  if (now <= last) return;
  let working = ctx.state.orders.filter(isOpen);
  const hasInstructionWork = () => ctx.state.instructions.some(instructionPending);
  if (working.length > 0 || hasInstructionWork()) {
    const step = Math.max(STEP_MS, Math.ceil((now - last) / MAX_STEPS / STEP_MS) * STEP_MS);
    for (let t = Math.floor(last / step) * step + step; t <= now; t += step) {
      ctx.rollTo(t);
      const books = new Map<string, StepBook | undefined>();
      const bookAt = (id: string) => {
        if (!books.has(id)) books.set(id, stepBook(ctx.book, id, t));
        return books.get(id);
      };
      const env = stepEnv(fills, ctx.session(t), bookAt, (created) => working.push(created));
      // A replacement created during the step is appended and evaluated in the same step.
      for (let i = 0; i < working.length; i++) {
        const order = working[i];
        if (order) stepOrder(order, t, env);
      }
      working = working.filter(isOpen);
      stepInstructions(ctx.state.instructions, t);
      if (working.length === 0 && !hasInstructionWork()) break;
    }
  }
  ctx.rollTo(now);
  ctx.state.last_eval_ms = now;
}

/**
 * The touch an order can trade against in the step at `t` (the quote of that instant, so skipped
 * time replays as it happened); a synthetic 1 %-wide book when the market has no quote.
 */
function stepBook(book: PriceBook, instrumentId: string, t: number): StepBook | undefined {
  const quote = book.book(instrumentId, t);
  if (quote)
    return {
      bid: quote.bid,
      ask: quote.ask,
      last: quote.last,
      bidLeft: quote.bidSize,
      askLeft: quote.askSize,
    };
  const mark = book.mark(instrumentId);
  if (!mark) return undefined;
  const cent = new Decimal('0.01');
  const half = Decimal.max(cent, mark.times('0.005')).toDecimalPlaces(2);
  const size = new Decimal(book.resolve(instrumentId)?.instrument_type === 'OPTION' ? 10 : 100);
  return {
    bid: Decimal.max(cent, mark.minus(half)),
    ask: mark.plus(half),
    last: mark,
    bidLeft: size,
    askLeft: size,
  };
}

/** SENT → ACCEPTED after the clearing delay; CANCEL_REQUESTED → CANCELLED. */
function stepInstructions(instructions: InstructionState[], t: number): void {
  for (const i of instructions) {
    if (t < i.transition_ms) continue;
    if (i.status === 'SENT') {
      i.status = 'ACCEPTED';
      i.accepted_quantity = i.quantity;
      i.updated_ms = i.transition_ms;
    } else if (i.status === 'CANCEL_REQUESTED') {
      i.status = 'CANCELLED';
      i.updated_ms = i.transition_ms;
    }
  }
}
