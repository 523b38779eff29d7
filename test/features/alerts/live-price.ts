// The alert tests' wait for the live last price of a symbol (what an alert's level is set against).
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { getLiveClient } from '@/live/client';

/** The live last price of `symbol` once the feed has one. */
export async function lastPrice(symbol: string): Promise<string> {
  let last: string | undefined;
  await waitFor(
    () => {
      last = getLiveClient().store.getState().quotes[symbol]?.last_price;
      expect(last).toBeDefined();
    },
    { timeout: 5000 },
  );
  return last!;
}
