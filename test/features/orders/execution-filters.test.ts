// The executions tab's URL filters → GET executions query: New York times sent as UTC, the "to"
// minute inclusive.
import { describe, expect, it } from 'vitest';
import { executionFiltersOf } from '@/features/orders/blotter/executions-screen';

describe('executionFiltersOf', () => {
  it('sends the instrument and a New York from/to range in UTC, the to-minute included', () => {
    expect(
      executionFiltersOf({ instrument: 'AAPL', from: '2026-11-20T09:30', to: '2026-11-20T15:30' }),
    ).toEqual({
      instrument_ids: ['AAPL'],
      from: '2026-11-20T14:30:00.000Z',
      to: '2026-11-20T20:30:59.999Z',
    });
  });

  it('sends no filter for empty or invalid values', () => {
    expect(executionFiltersOf({})).toEqual({});
    expect(executionFiltersOf({ from: 'not a time', to: '2026-02-30T10:00' })).toEqual({});
  });
});
