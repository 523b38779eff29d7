// The chart's price menu offers four orders at a price; each says whether it would trade at once
// against the last price (a buy limit above it, a sell limit below it, a buy stop below it, a sell
// stop above it), and a choice opens the ticket prefilled with that order, nothing sent.
import { describe, expect, it } from 'vitest';
import { orderPriceChoices } from '@/features/orders/chart-trading/order-price-choices';
import { ticketIntentStore } from '@/domain/ticket-intent';

const notes = (price: string, last: string | undefined) =>
  Object.fromEntries(orderPriceChoices('AAPL', price, last).map((c) => [c.id, c.note ?? '']));

describe('orderPriceChoices', () => {
  it('marks the orders that would trade at once, on either side of the last price', () => {
    expect(notes('151.00', '150.00')).toEqual({
      'buy-limit': 'trades at once',
      'sell-limit': '',
      'buy-stop': '',
      'sell-stop': 'trades at once',
    });
    expect(notes('149.00', '150.00')).toEqual({
      'buy-limit': '',
      'sell-limit': 'trades at once',
      'buy-stop': 'trades at once',
      'sell-stop': '',
    });
    expect(notes('150.00', '150.00')).toEqual({
      'buy-limit': '',
      'sell-limit': '',
      'buy-stop': '',
      'sell-stop': '',
    });
    expect(notes('151.00', undefined)['buy-limit']).toBe('');
  });

  it('words each choice and opens the ticket with its order at the price', () => {
    const choices = orderPriceChoices('AAPL', '150.25', '150.00');
    expect(choices.map((c) => [c.text, c.tone])).toEqual([
      ['Buy limit at 150.25', 'buy'],
      ['Sell limit at 150.25', 'sell'],
      ['Buy stop at 150.25', 'buy'],
      ['Sell stop at 150.25', 'sell'],
    ]);
    const opened = choices.map((choice) => {
      choice.run();
      return ticketIntentStore.getState().request;
    });
    expect(opened).toEqual([
      { symbol: 'AAPL', side: 'BUY', orderType: 'LIMIT', limitPrice: '150.25' },
      { symbol: 'AAPL', side: 'SELL', orderType: 'LIMIT', limitPrice: '150.25' },
      { symbol: 'AAPL', side: 'BUY', orderType: 'STOP', stopPrice: '150.25' },
      { symbol: 'AAPL', side: 'SELL', orderType: 'STOP', stopPrice: '150.25' },
    ]);
  });
});
