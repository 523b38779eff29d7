// The menu of a price picked on the chart (Alt+click, or the context menu): "Buy limit / Sell limit /
// Buy stop / Sell stop at X". A choice opens the ticket prefilled (openTicket): nothing is sent from
// here, the ticket's checks and review still apply. Arrow keys move along it, Escape or a press
// outside closes it.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useDismiss } from '@/components/popover';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';
import { formatPrice } from '@/domain/decimal/format';
import { compare } from '@/domain/decimal/exact';

export interface PricePick {
  price: string;
  x: number;
  y: number;
}

interface Choice {
  id: string;
  text: string;
  request: TicketRequest;
  /** Would trade at once (a buy limit above the last, a buy stop below it): said beside it. */
  marketable: boolean;
}

export function priceChoices(symbol: string, price: string, last: string | undefined): Choice[] {
  const above = last !== undefined && compare(price, last) > 0;
  const below = last !== undefined && compare(price, last) < 0;
  const at = formatPrice(price);
  const choice = (side: 'BUY' | 'SELL', orderType: 'LIMIT' | 'STOP', marketable: boolean): Choice => {
    const words = `${side === 'BUY' ? 'Buy' : 'Sell'} ${orderType === 'LIMIT' ? 'limit' : 'stop'}`;
    return {
      id: words.toLowerCase().replace(' ', '-'),
      text: `${words} at ${at}`,
      request: {
        symbol,
        side,
        orderType,
        ...(orderType === 'LIMIT' ? { limitPrice: price } : { stopPrice: price }),
      },
      marketable,
    };
  };
  return [
    choice('BUY', 'LIMIT', above),
    choice('SELL', 'LIMIT', below),
    choice('BUY', 'STOP', below),
    choice('SELL', 'STOP', above),
  ];
}

export function PriceMenu({
  symbol,
  pick,
  last,
  onClose,
}: {
  symbol: string;
  pick: PricePick;
  last: string | undefined;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useDismiss(true, [ref], () => onClose());
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [pick]);
  const choices = priceChoices(symbol, pick.price, last);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    dismiss.onKeyDown(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    items[(index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  // Kept inside the window whatever the pointer's place.
  const left = Math.max(
    8,
    Math.min(pick.x, (typeof window === 'undefined' ? 1280 : window.innerWidth) - 232),
  );
  const top = Math.max(8, Math.min(pick.y, (typeof window === 'undefined' ? 720 : window.innerHeight) - 190));
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={`New order at ${formatPrice(pick.price)}`}
      className="menu chart-price-menu"
      style={{ left, top }}
      onKeyDown={onKeyDown}
    >
      <div className="menu-note muted" aria-hidden="true">
        {symbol} at {formatPrice(pick.price)}
        {last && <> · last {formatPrice(last)}</>}
      </div>
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`menu-item chart-price-menu-item ${choice.request.side === 'BUY' ? 'buy' : 'sell'}`}
          onClick={() => {
            onClose();
            openTicket(choice.request);
          }}
        >
          {choice.text}
          {choice.marketable && <span className="muted"> · trades at once</span>}
        </button>
      ))}
    </div>
  );
}
