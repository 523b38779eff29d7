// The derived request types are real types: a body type that collapsed to `never` would let any
// write compile with any payload (this was the case before OperationBody stripped `undefined`).
import { describe, expectTypeOf, it } from 'vitest';
import type { OperationBody, OperationQuery } from '@/api/operation';
import type * as ops from '@/api/operations';

describe('operation types', () => {
  it('bodies of writes are their schema input, and never for operations without a body', () => {
    expectTypeOf<OperationBody<typeof ops.create_watchlist>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<OperationBody<typeof ops.add_watchlist_item>>().toHaveProperty('instrument_id');
    expectTypeOf<OperationBody<typeof ops.create_message>>().not.toBeNever();
    expectTypeOf<OperationBody<typeof ops.get_clock>>().toBeNever();
  });

  it('query types carry the documented parameters', () => {
    expectTypeOf<OperationQuery<typeof ops.search_instruments>>().toHaveProperty('q');
    expectTypeOf<OperationQuery<typeof ops.get_news>>().toHaveProperty('sectors');
  });
});
