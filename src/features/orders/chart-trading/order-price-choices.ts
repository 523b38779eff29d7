// What orders offer in the chart's price menu (components/charts/chart-price-menu.tsx): "Buy limit /
// Sell limit / Buy stop / Sell stop at X". A choice opens the ticket prefilled (openTicket): nothing
// is sent from here, the ticket's checks and review still apply.
import type { PriceMenuChoice } from '@/components/charts/chart-price-menu';
import { compare } from '@/domain/decimal/exact';
import { formatPrice } from '@/domain/decimal/format';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';

export function orderPriceChoices(
  symbol: string,
  price: string,
  last: string | undefined,
): PriceMenuChoice[] {
  const above = last !== undefined && compare(price, last) > 0;
  const below = last !== undefined && compare(price, last) < 0;
  const at = formatPrice(price);
  const choice = (
    id: string,
    text: string,
    request: TicketRequest,
    /** Would trade at once (a buy limit above the last, a buy stop below it). */
    marketable: boolean,
  ): PriceMenuChoice => ({
    id,
    text,
    tone: request.side === 'BUY' ? 'buy' : 'sell',
    ...(marketable ? { note: 'trades at once' } : {}),
    run: () => openTicket(request),
  });
  return [
    choice(
      'buy-limit',
      `Buy limit at ${at}`,
      { symbol, side: 'BUY', orderType: 'LIMIT', limitPrice: price },
      above,
    ),
    choice(
      'sell-limit',
      `Sell limit at ${at}`,
      { symbol, side: 'SELL', orderType: 'LIMIT', limitPrice: price },
      below,
    ),
    choice(
      'buy-stop',
      `Buy stop at ${at}`,
      { symbol, side: 'BUY', orderType: 'STOP', stopPrice: price },
      below,
    ),
    choice(
      'sell-stop',
      `Sell stop at ${at}`,
      { symbol, side: 'SELL', orderType: 'STOP', stopPrice: price },
      above,
    ),
  ];
}
