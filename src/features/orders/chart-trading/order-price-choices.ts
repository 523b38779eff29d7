// What orders offer in the chart's price menu (components/charts/chart-price-menu.tsx): "Buy limit /
// Sell limit / Buy stop / Sell stop at X". A choice opens the ticket prefilled (openTicket): nothing
// is sent from here, the ticket's checks and review still apply.
import type { PriceMenuChoice } from '@/components/charts/chart-price-menu';
import { compare } from '@/domain/decimal/exact';
import { formatPrice } from '@/domain/decimal/format';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';

/** The four choices, and on which side of the last price each would trade at once. */
const CHOICES = [
  { side: 'BUY', orderType: 'LIMIT', wordsOf: 'Buy limit', marketableWhen: 'above' },
  { side: 'SELL', orderType: 'LIMIT', wordsOf: 'Sell limit', marketableWhen: 'below' },
  { side: 'BUY', orderType: 'STOP', wordsOf: 'Buy stop', marketableWhen: 'below' },
  { side: 'SELL', orderType: 'STOP', wordsOf: 'Sell stop', marketableWhen: 'above' },
] as const;

export function orderPriceChoices(
  symbol: string,
  price: string,
  last: string | undefined,
): PriceMenuChoice[] {
  const above = last !== undefined && compare(price, last) > 0;
  const below = last !== undefined && compare(price, last) < 0;
  const at = formatPrice(price);
  return CHOICES.map(({ side, orderType, wordsOf, marketableWhen }) => {
    const request: TicketRequest =
      orderType === 'LIMIT'
        ? { symbol, side, orderType, limitPrice: price }
        : { symbol, side, orderType, stopPrice: price };
    // A buy limit above the last, a buy stop below it (and the reverse for sells) trades at once.
    const marketable = marketableWhen === 'above' ? above : below;
    return {
      id: wordsOf.toLowerCase().replace(' ', '-'),
      text: `${wordsOf} at ${at}`,
      tone: side === 'BUY' ? 'buy' : 'sell',
      ...(marketable ? { note: 'trades at once' } : {}),
      run: () => openTicket(request),
    };
  });
}
