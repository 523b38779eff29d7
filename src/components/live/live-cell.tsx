// React's side of the fast live path (live-board.ts, which has no React): these components render an
// empty element once and hand it to the store's LiveBoard, which writes text, flash, tone and stale state into it
// every frame its symbols change. A tick never re-renders React. Each component keeps its symbols
// subscribed on the live client while mounted, so a virtualized table streams only visible rows.
import { memo, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { normalizeSymbol } from '@/live/client';
import { useLiveClient } from '@/live/hooks';
import type { Quote, QuoteField } from '@/live/quote-store';
import { liveBoardFor, type LiveBoard, type LiveOutput, type LiveSource } from './live-board';
import { viewOf } from './quote-view';
import { formatQuoteField, quoteFieldValue, type QuoteCellField } from './quote-format';
import { SubscribeDelay } from './subscribe-delay';

// The context lives in its own module (tables import it without this live-quote stack).
export { LiveSubscribeDelay, SCROLLING_ROW_SUBSCRIBE_DELAY_MS } from './subscribe-delay';

/**
 * Subscriptions waiting out their delay, per live client. One timer for all of them, and every
 * subscription due by the time it fires (or within a frame after) runs in the same task: the rows
 * that scrolled in together subscribe together, so the live client sends one subscribe message and
 * one snapshot request for them, instead of one timer, message and request per cell.
 */
class DelayedSubscriptions {
  private readonly waiting = new Map<object, { due: number; run: () => void }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerDue = Infinity;

  /** Runs `run` after `delay` ms, with the others due then; returns the cancel function. */
  add(delay: number, run: () => void): () => void {
    const token = {};
    const due = Date.now() + delay;
    this.waiting.set(token, { due, run });
    this.schedule(due);
    return () => {
      this.waiting.delete(token);
      if (this.waiting.size === 0) this.clear();
    };
  }

  private schedule(due: number): void {
    if (this.timer !== null && this.timerDue <= due) return;
    this.clear();
    this.timerDue = due;
    this.timer = setTimeout(this.fire, Math.max(0, due - Date.now()));
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.timerDue = Infinity;
  }

  private readonly fire = (): void => {
    this.timer = null;
    this.timerDue = Infinity;
    const until = Date.now() + DELAY_BATCH_SLACK_MS;
    let next = Infinity;
    for (const [token, entry] of this.waiting) {
      if (entry.due <= until) {
        this.waiting.delete(token);
        entry.run();
      } else next = Math.min(next, entry.due);
    }
    if (next < Infinity) this.schedule(next);
  };
}
/** Subscriptions due this soon after the timer fires join its batch (about a frame). */
const DELAY_BATCH_SLACK_MS = 16;
const delayedByClient = new WeakMap<object, DelayedSubscriptions>();
function delayedFor(client: object): DelayedSubscriptions {
  let delayed = delayedByClient.get(client);
  if (!delayed) delayedByClient.set(client, (delayed = new DelayedSubscriptions()));
  return delayed;
}

/**
 * Streams `symbols` (normalized, comma-joined; '' for none) on the live client while mounted, after
 * the LiveSubscribeDelay in scope.
 */
export function useLiveSubscriptions(symbols: string): void {
  const client = useLiveClient();
  const delay = useContext(SubscribeDelay);
  useEffect(() => {
    if (!symbols) return undefined;
    let releases: Array<() => void> = [];
    const subscribe = () => {
      releases = symbols.split(',').map((symbol) => client.subscribe(symbol));
    };
    // A scrolling table's gate (subscribe-gate.ts), a delay shared by the cells due together, or none.
    const cancel =
      typeof delay !== 'number'
        ? delay.schedule(subscribe)
        : delay > 0
          ? delayedFor(client).add(delay, subscribe)
          : (subscribe(), undefined);
    return () => {
      cancel?.();
      releases.forEach((release) => release());
    };
  }, [client, symbols, delay]);
}

/** The live board of the app's quote store: rows with many live cells attach their elements to it. */
export function useLiveBoard(): LiveBoard {
  return liveBoardFor(useLiveClient().store);
}

/** Binds `ref`'s element to `source` while mounted, and streams the source's symbols. */
export function useLiveSource(ref: React.RefObject<HTMLElement | null>, source: LiveSource): void {
  const client = useLiveClient();
  useLiveSubscriptions(source.symbols.join(','));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    return liveBoardFor(client.store).attach(el, source).detach;
  }, [client, ref, source]);
}

/** How a seeded cell is titled until its first quote. */
export const SEED_TITLE = 'As loaded with the page; live once a quote arrives';

/** Options of a quote field cell beyond the field itself. */
export interface QuoteFieldOptions {
  showAge?: boolean;
  /**
   * A value the screen already has (the screener's price or change %): shown, muted and titled
   * as such, until a quote brings the field, so one column serves both.
   */
  seed?: string | undefined;
  /** The text of a value (default: the quote field's own format, quote-format.ts). */
  format?: ((value: string | undefined) => string) | undefined;
}

const signOfDecimal = (value: string) => (/^-/.test(value) ? -1 : /[1-9]/.test(value) ? 1 : 0);

/**
 * What a LiveCell shows: one quote field of one symbol (`key` normalized). Attach it to an element
 * with `useLiveBoard().attach(el, quoteFieldSource(…))` to drive that element without a component
 * of its own (the element must have no React children: the board writes them).
 */
export function quoteFieldSource(
  key: string,
  field: QuoteCellField,
  { showAge = false, seed, format }: QuoteFieldOptions = {},
): LiveSource {
  const toned = TONED.has(field);
  return {
    symbols: key ? [key] : [],
    read: (quote) => {
      const q = key ? quote(key) : undefined;
      const view = viewOf(q).field(field);
      if (view.value === undefined && seed !== undefined)
        return {
          value: undefined,
          text: format ? format(seed) : formatQuoteField(field, seed),
          sign: toned ? signOfDecimal(seed) : 0,
          stale: false,
          muted: true,
          title: SEED_TITLE,
        };
      const text = format ? format(quoteFieldValue(q, field)) : view.text;
      return { value: view.value, text, sign: view.sign, stale: q?.stale ?? false };
    },
    ...(showAge ? { ageOf: key } : {}),
    tone: toned,
  };
}

export interface LiveCellProps extends QuoteFieldOptions {
  symbol: string;
  field: QuoteCellField;
  className?: string;
}

const TONED: ReadonlySet<QuoteCellField> = new Set(['change', 'change_percent']);

/** One quote field of one symbol: bid, ask, last, change, change %, sizes, volume. */
export const LiveCell = memo(function LiveCell({
  symbol,
  field,
  showAge = false,
  seed,
  format,
  className,
}: LiveCellProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const key = normalizeSymbol(symbol);
  const source = useMemo(
    () => quoteFieldSource(key, field, { showAge, seed, format }),
    [key, field, showAge, seed, format],
  );
  useLiveSource(ref, source);
  return (
    <span ref={ref} className={`quote-cell num${className ? ` ${className}` : ''}`} data-field={field} />
  );
});

export interface LiveValueProps {
  /** Symbols the value depends on. */
  symbols: readonly string[];
  /** Computes what to show from the current quotes (at most once per frame per change). */
  read: (quote: (symbol: string) => Quote | undefined) => LiveOutput;
  flash?: boolean;
  tone?: boolean;
  /** Show the age of this symbol after the value. */
  ageOf?: string;
  liveTitle?: string;
  className?: string;
  testId?: string;
  /** data-testid of an inner span holding just the text (without the age). */
  textTestId?: string;
}

/**
 * Any live value: a position's market value or P&L, a total over several symbols, a spread. `read`
 * may change between renders (it is read through a ref); the symbols decide the subscriptions.
 */
export function LiveValue({
  symbols,
  read,
  flash,
  tone,
  ageOf,
  liveTitle,
  className,
  testId,
  textTestId,
}: LiveValueProps) {
  const client = useLiveClient();
  const ref = useRef<HTMLSpanElement>(null);
  const readRef = useRef(read);
  const key = symbols.map(normalizeSymbol).join(',');
  const age = ageOf ? normalizeSymbol(ageOf) : undefined;
  const source = useMemo<LiveSource>(
    () => ({
      symbols: key ? key.split(',') : [],
      read: (quote) => readRef.current(quote),
      ...(age !== undefined ? { ageOf: age } : {}),
      flash: flash ?? true,
      tone: tone ?? false,
      ...(liveTitle ? { liveTitle } : {}),
      ...(textTestId ? { textTestId } : {}),
    }),
    [key, age, flash, tone, liveTitle, textTestId],
  );
  useLiveSource(ref, source);
  // A new `read` (new props, e.g. a refetched position) shows at once, not at the next tick.
  const entryRead = useRef<typeof read | null>(null);
  useLayoutEffect(() => {
    readRef.current = read;
    if (entryRead.current !== null && entryRead.current !== read)
      liveBoardFor(client.store).refresh(ref.current);
    entryRead.current = read;
  });
  return <span ref={ref} className={className} data-testid={testId} />;
}

/**
 * "3s": how long since the symbol's last update, or with `field` since that field last changed
 * (quoteAgeSeconds); written by the board's shared 1 s timer, never a React render.
 */
export const LiveAge = memo(function LiveAge({ symbol, field }: { symbol: string; field?: QuoteField }) {
  const ref = useRef<HTMLSpanElement>(null);
  const key = normalizeSymbol(symbol);
  const source = useMemo<LiveSource>(
    () => ({ symbols: key ? [key] : [], ageOf: key, ...(field ? { ageField: field } : {}) }),
    [key, field],
  );
  useLiveSource(ref, source);
  return <span ref={ref} />;
});
