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

const FLASH_MS = 450;
const FLASH_CLASSES = ['flash-up', 'flash-down'] as const;

/**
 * Flashes: a static highlight class, cleared by one shared timer once a cell has not moved for
 * FLASH_MS. No CSS animation: at high quote rates hundreds of cells move every frame, and animating
 * each of them made the browser repaint them every frame (the quote benchmark halved its frame
 * rate); a static class repaints a cell only when it starts or stops flashing.
 */
const flashing = new Map<Element, number>();
let sweepTimer: ReturnType<typeof setInterval> | null = null;

function sweep() {
  const now = Date.now();
  for (const [el, until] of flashing) {
    if (until > now) continue;
    el.classList.remove(...FLASH_CLASSES);
    flashing.delete(el);
  }
  if (flashing.size === 0 && sweepTimer !== null) {
    clearInterval(sweepTimer);
    sweepTimer = null;
  }
}

function flash(el: Element, up: boolean) {
  const add = up ? 'flash-up' : 'flash-down';
  const remove = up ? 'flash-down' : 'flash-up';
  if (el.classList.contains(remove)) el.classList.remove(remove);
  if (!el.classList.contains(add)) el.classList.add(add);
  flashing.set(el, Date.now() + FLASH_MS);
  sweepTimer ??= setInterval(sweep, 100);
}

/** Highlights the element up or down whenever `value` moves. No React state involved. */
function useFlash(value: string | undefined) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const el = ref.current;
    if (!el || before === undefined || value === undefined || before === value) return;
    const direction = new Decimal(value).cmp(new Decimal(before));
    if (direction !== 0) flash(el, direction > 0);
  }, [value]);
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el) flashing.delete(el);
    };
  }, []);
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
