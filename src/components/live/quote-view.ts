// What a live board shows of one quote, computed once per quote object (the store makes a new one
// per symbol at most once per frame) and shared by every cell showing that symbol: the raw value of
// each field (for flash direction and tone), its text, and change / change % against the previous
// close. The decimal core's safe-integer fast path (domain/decimal/fast.ts); decimal.js only for
// values too large for it.
import type { Quote } from '@/live/quote-store';
import { divideHalfUp, scaledToFixed, scaledToText, subtractScaled, toScaled } from '@/domain/decimal/fast';
import { formatPrice, MISSING } from '@/domain/decimal/format';
import { formatQuoteField, quoteChange, type QuoteCellField } from './quote-format';

export interface FieldView {
  /** Raw value (decimal string or integer as text); undefined when unknown. */
  value: string | undefined;
  text: string;
  /** Sign of change fields: 1 up, −1 down, 0 flat (0 for other fields). */
  sign: number;
}

const integerFormat = new Intl.NumberFormat('en-US');
const DASH: FieldView = { value: undefined, text: '—', sign: 0 };
// A change that rounds to zero shows unsigned ("0.00"), as domain/decimal/format prints it.
const signedText = (sign: number, text: string) => (sign > 0 && /[1-9]/.test(text) ? `+${text}` : text);

interface ChangeView {
  change: FieldView;
  percent: FieldView;
}

function computeChange(quote: Quote): ChangeView {
  const last = quote.last_price !== undefined ? toScaled(quote.last_price) : null;
  const previous = quote.previous_close !== undefined ? toScaled(quote.previous_close) : null;
  if (!last || !previous) return slowChange(quote);
  const change = subtractScaled(last, previous);
  if (!change) return slowChange(quote);
  const sign = Math.sign(change.int);
  const changeView: FieldView = {
    value: scaledToText(change),
    text: signedText(sign, scaledToFixed(change, 2)),
    sign,
  };
  if (previous.int === 0) return { change: changeView, percent: DASH };
  // change / previous × 100 at 2 decimals = change·10^4 / previous, both at one scale.
  const scale = Math.max(change.scale, previous.scale);
  const c = change.int * 10 ** (scale - change.scale);
  const p = previous.int * 10 ** (scale - previous.scale);
  if (!Number.isSafeInteger(c * 10_000) || !Number.isSafeInteger(p)) return slowChange(quote);
  const hundredths = divideHalfUp(c * 10_000, p);
  const percentText = scaledToFixed({ int: hundredths, scale: 2 }, 2);
  return {
    change: changeView,
    percent: { value: String((c / p) * 100), text: `${signedText(sign, percentText)}%`, sign },
  };
}

/** decimal.js for values beyond a safe integer (never seen on a price feed, kept exact anyway). */
function slowChange(quote: Quote): ChangeView {
  const change = quoteChange(quote);
  if (!change) return { change: DASH, percent: DASH };
  const sign = Math.sign(Number(change.change));
  return {
    change: { value: change.change, text: formatQuoteField('change', change.change), sign },
    percent: {
      value: change.percent,
      text: formatQuoteField('change_percent', change.percent),
      sign: change.percent === undefined ? 0 : sign,
    },
  };
}

function price(value: string | undefined): FieldView {
  if (value === undefined) return DASH;
  const text = formatPrice(value);
  return text === MISSING ? DASH : { value, text, sign: 0 };
}

function size(value: number | undefined): FieldView {
  return value === undefined ? DASH : { value: String(value), text: integerFormat.format(value), sign: 0 };
}

export class QuoteView {
  private readonly fields = new Map<QuoteCellField, FieldView>();
  private changes: ChangeView | undefined;

  constructor(readonly quote: Quote | undefined) {}

  field(field: QuoteCellField): FieldView {
    let view = this.fields.get(field);
    if (!view) {
      view = this.compute(field);
      this.fields.set(field, view);
    }
    return view;
  }

  private compute(field: QuoteCellField): FieldView {
    const q = this.quote;
    if (!q) return DASH;
    switch (field) {
      case 'bid':
        return price(q.bid);
      case 'ask':
        return price(q.ask);
      case 'last':
        return price(q.last_price);
      case 'change':
        return (this.changes ??= computeChange(q)).change;
      case 'change_percent':
        return (this.changes ??= computeChange(q)).percent;
      case 'bid_size':
        return size(q.bid_size);
      case 'ask_size':
        return size(q.ask_size);
      case 'last_size':
        return size(q.last_size);
      case 'volume':
        return size(q.cumulative_volume);
    }
  }
}

const views = new WeakMap<Quote, QuoteView>();
const EMPTY = new QuoteView(undefined);

/** The shared view of a quote object (one per quote, so once per frame per symbol). */
export function viewOf(quote: Quote | undefined): QuoteView {
  if (!quote) return EMPTY;
  let view = views.get(quote);
  if (!view) {
    view = new QuoteView(quote);
    views.set(quote, view);
  }
  return view;
}
