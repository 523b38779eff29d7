// What orders offer in the chart's price menu (components/charts/chart-price-menu.tsx): "Buy limit /
// Sell limit / Buy stop / Sell stop at X". A choice opens the ticket prefilled (openTicket): nothing
// is sent from here, the ticket's checks and review still apply.
import type { PriceMenuChoice } from '@/components/charts/chart-price-menu';
import { compare } from '@/domain/decimal/exact';
import { formatPrice } from '@/domain/decimal/format';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';

/** The four choices, and on which side of the last price each would trade at once. */
const CHOICES = [
  { id: 'buy-limit', words: 'Buy limit', side: 'BUY', orderType: 'LIMIT', marketableWhen: 'above' },
  { id: 'sell-limit', words: 'Sell limit', side: 'SELL', orderType: 'LIMIT', marketableWhen: 'below' },
  { id: 'buy-stop', words: 'Buy stop', side: 'BUY', orderType: 'STOP', marketableWhen: 'below' },
  { id: 'sell-stop', words: 'Sell stop', side: 'SELL', orderType: 'STOP', marketableWhen: 'above' },
] as const;

export function orderPriceChoices(
  symbol: string,
  price: string,
  last: string | undefined,
): PriceMenuChoice[] {
  const above = last !== undefined && compare(price, last) > 0;
  const below = last !== undefined && compare(price, last) < 0;
  const at = formatPrice(price);
  return CHOICES.map(({ id, words, side, orderType, marketableWhen }) => {
    const request: TicketRequest =
      orderType === 'LIMIT'
        ? { symbol, side, orderType, limitPrice: price }
        : { symbol, side, orderType, stopPrice: price };
    // A buy limit above the last, a buy stop below it (and the reverse for sells) trades at once.
    const marketable = marketableWhen === 'above' ? above : below;
    return {
      id,
      text: `${words} at ${at}`,
      tone: side === 'BUY' ? 'buy' : 'sell',
      ...(marketable ? { note: 'trades at once' } : {}),
      run: () => openTicket(request),
    };
  });
}
