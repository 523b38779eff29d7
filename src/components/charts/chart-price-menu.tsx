// The menu of a price picked on a chart (Alt+click, the context menu, or a price typed beside the
// chart): what every overlay offers at that price, e.g. "Buy limit / Sell limit / Buy stop / Sell
// stop at X" (orders: they open the ticket prefilled, never send) and "Alert at X" (alerts). Arrow
// keys move along it, Escape or a press outside closes it.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useDismiss } from '@/components/popover';
import { formatPrice } from '@/domain/decimal/format';
import { useQuote } from '@/live/hooks';

/** A price picked on the chart, or a pick that found none (the menu then says why). */
export type PricePick = {
  /** Where the menu opens (page pixels). */
  x: number;
  y: number;
} & (
  | {
      /** The price, a decimal string on the price grid. */
      price: string;
    }
  | {
      price: null;
      /** No bars yet (the chart has no price scale to read), or a point below zero on the scale. */
      reason: 'no-bars' | 'not-a-price';
    }
);

/** What the menu says when the pick found no price. */
export function noPriceText(reason: 'no-bars' | 'not-a-price'): string {
  return reason === 'no-bars'
    ? 'No price to pick yet: the chart has no bars. Alt+click or right-click picks a price once quotes have drawn some.'
    : 'No price at that point: it is below zero on the price scale. Pick a point among the bars.';
}

export interface PriceMenuChoice {
  id: string;
  text: string;
  /** Said after the text, muted: "trades at once". */
  note?: string;
  /** The colour of its edge: a buy, a sell, an alert. */
  tone: 'buy' | 'sell' | 'alert';
  run: () => void;
}

export function ChartPriceMenu({
  symbol,
  pick,
  choices,
  onClose,
}: {
  symbol: string;
  pick: PricePick;
  choices: readonly PriceMenuChoice[];
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useDismiss(true, [ref], () => onClose());
  // The last price in the heading (read here: only while the menu is open).
  const last = useQuote(symbol, (q) => q?.last_price);
  useEffect(() => {
    (ref.current?.querySelector<HTMLElement>('[role="menuitem"]') ?? ref.current)?.focus();
  }, [pick]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    dismiss.onKeyDown(event);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    items[(index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  // Kept inside the window whatever the pointer's place.
  const height = pick.price === null ? 90 : 40 + choices.length * 30;
  const left = Math.max(
    8,
    Math.min(
      pick.x,
      (typeof window === 'undefined' ? 1280 : window.innerWidth) - (pick.price === null ? 292 : 232),
    ),
  );
  const top = Math.max(
    8,
    Math.min(pick.y, (typeof window === 'undefined' ? 720 : window.innerHeight) - height),
  );
  if (pick.price === null)
    return (
      <div
        ref={ref}
        role="alert"
        tabIndex={-1}
        className="menu chart-price-menu no-price"
        style={{ left, top }}
        onKeyDown={dismiss.onKeyDown}
      >
        <div className="menu-note">{noPriceText(pick.reason)}</div>
      </div>
    );
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={`${symbol} at ${formatPrice(pick.price)}`}
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
          className={`menu-item chart-price-menu-item ${choice.tone}`}
          onClick={() => {
            onClose();
            choice.run();
          }}
        >
          {choice.text}
          {choice.note && <span className="muted"> · {choice.note}</span>}
        </button>
      ))}
    </div>
  );
}
