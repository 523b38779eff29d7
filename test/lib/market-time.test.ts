import { describe, expect, it } from 'vitest';
import { formatMarketDateTimeSeconds, formatMarketTimestamp } from '@/lib/market-time';

describe('formatMarketTimestamp (blotter times, New York)', () => {
  const now = Date.parse('2026-11-26T17:50:00Z'); // 12:50 EST on Nov 26

  it('shows only the time, to the second, today', () => {
    expect(formatMarketTimestamp(Date.parse('2026-11-26T17:41:08Z'), now)).toBe('12:41:08');
    expect(formatMarketTimestamp(Date.parse('2026-11-26T05:00:09Z'), now)).toBe('00:00:09');
  });

  it('adds the New York date when it is not today', () => {
    // 02:00 UTC on the 26th is still the 25th in New York.
    expect(formatMarketTimestamp(Date.parse('2026-11-26T02:00:00Z'), now)).toBe('11/25 21:00:00');
    expect(formatMarketTimestamp(Date.parse('2025-12-31T20:05:09Z'), now)).toBe('12/31/2025 15:05:09');
  });

  it('names the zone in the full stamp', () => {
    expect(formatMarketDateTimeSeconds(Date.parse('2026-07-01T16:05:09Z'))).toBe(
      'Jul 01, 2026, 12:05:09 EDT',
    );
  });
});
