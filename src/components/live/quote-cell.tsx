// One live value of one symbol (bid, ask, last, change, ...): flashes up or down when it moves,
// turns grey with the title "stale" when the feed went silent. Subscribes for its lifetime.
import { useLayoutEffect, useRef } from 'react';
import Decimal from 'decimal.js';
import { useQuote, useQuoteAge } from '@/live/hooks';
import { formatAge, formatQuoteField, quoteFieldValue, type QuoteCellField } from './quote-format';

export interface QuoteCellProps {
  symbol: string;
  field: QuoteCellField;
  /** Show how long ago the symbol last updated, after the value. */
  showAge?: boolean;
  className?: string;
}

const FLASH_CLASSES = ['flash-up', 'flash-down', 'flash-up-alt', 'flash-down-alt'] as const;

/**
 * Restarts the flash animation on the element whenever `value` moves. No React state involved, and
 * no forced reflow: each flash alternates between two identical animations, and a change of
 * animation name restarts it (hundreds of cells flash per frame at high quote rates).
 */
function useFlash(value: string | undefined) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  const alternate = useRef(false);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const el = ref.current;
    if (!el || before === undefined || value === undefined || before === value) return;
    const direction = new Decimal(value).cmp(new Decimal(before));
    if (direction === 0) return;
    el.classList.remove(...FLASH_CLASSES);
    el.classList.add(`${direction > 0 ? 'flash-up' : 'flash-down'}${alternate.current ? '-alt' : ''}`);
    alternate.current = !alternate.current;
  }, [value]);
  return ref;
}

function signClass(field: QuoteCellField, value: string | undefined): string {
  if ((field !== 'change' && field !== 'change_percent') || value === undefined) return '';
  const d = new Decimal(value);
  return d.isZero() ? '' : d.isNegative() ? ' down' : ' up';
}

export function QuoteCell({ symbol, field, showAge = false, className }: QuoteCellProps) {
  const value = useQuote(symbol, (quote) => quoteFieldValue(quote, field));
  const stale = useQuote(symbol, (quote) => quote?.stale ?? false);
  const ref = useFlash(value);
  return (
    <span
      ref={ref}
      className={`quote-cell num${signClass(field, value)}${stale ? ' stale' : ''}${className ? ` ${className}` : ''}`}
      title={stale ? 'stale' : undefined}
      data-field={field}
    >
      {formatQuoteField(field, value)}
      {stale && <span className="visually-hidden"> (stale)</span>}
      {showAge && <QuoteAge symbol={symbol} />}
    </span>
  );
}

/** "3s": how long since the symbol's last update; updates once a second. */
export function QuoteAge({ symbol }: { symbol: string }) {
  const age = useQuoteAge(symbol);
  if (age === null) return null;
  return (
    <span className="quote-age muted" title="Time since the last update">
      {' '}
      {formatAge(age)}
    </span>
  );
}
