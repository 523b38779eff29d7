// The price chart's OHLC legend, written to the DOM directly: it changes with every tick of the
// chart's symbol, and ticks never go through React state (the same rule as the live cells). The
// legend's element is rendered empty by React; this fills it once with its parts and afterwards
// changes only the text that changed.
import type { Bar } from '@/domain/bars/bars';
import { compareDecimal } from '@/domain/decimal/exact';
import { formatCount, formatPrice } from '@/domain/decimal/format';
import { formatMarketDateTime } from '@/lib/market-time';

interface LegendParts {
  time: HTMLSpanElement;
  open: HTMLElement;
  high: HTMLElement;
  low: HTMLElement;
  close: HTMLElement;
  volume: HTMLElement;
  gap: HTMLSpanElement;
}

const built = new WeakMap<HTMLElement, LegendParts>();
const EMPTY_TEXT = 'No bars yet: they appear as quotes arrive.';

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

function build(element: HTMLElement): LegendParts {
  const doc = element.ownerDocument;
  const span = (className?: string) => {
    const node = doc.createElement('span');
    if (className) node.className = className;
    return node;
  };
  const bold = () => doc.createElement('b');
  const parts: LegendParts = {
    time: span('muted'),
    open: bold(),
    high: bold(),
    low: bold(),
    close: bold(),
    volume: bold(),
    gap: span('muted'),
  };
  element.replaceChildren(
    parts.time,
    ' O ',
    parts.open,
    ' H ',
    parts.high,
    ' L ',
    parts.low,
    ' C ',
    parts.close,
    ' V ',
    parts.volume,
    parts.gap,
  );
  built.set(element, parts);
  return parts;
}

/** Shows `bar` (the one under the crosshair, else the newest) in `element`, or that there is none yet. */
export function writeLegend(element: HTMLElement, bar: Bar | null): void {
  if (!bar) {
    built.delete(element);
    if (element.textContent !== EMPTY_TEXT) {
      const note = element.ownerDocument.createElement('span');
      note.className = 'muted';
      note.textContent = EMPTY_TEXT;
      element.replaceChildren(note);
    }
    return;
  }
  const parts = built.get(element) ?? build(element);
  setText(parts.time, formatMarketDateTime(bar.time * 1000));
  setText(parts.open, formatPrice(bar.open));
  setText(parts.high, formatPrice(bar.high));
  setText(parts.low, formatPrice(bar.low));
  setText(parts.close, formatPrice(bar.close));
  const up = (compareDecimal(bar.close, bar.open) ?? 0) >= 0;
  const tone = up ? 'up' : 'down';
  if (parts.close.className !== tone) parts.close.className = tone;
  setText(parts.volume, formatCount(bar.volume));
  setText(parts.gap, bar.gap ? ' (updates lost: may be incomplete)' : '');
}
