// The fast path of every live surface: cells that write their text and classes straight into the
// DOM when their symbols change, with no React render per tick. React only mounts the element
// (LiveCell / LiveValue / LiveAge in live-cell.tsx, the React side); this module, with no React,
// keeps, per quote store, the
// mounted cells by symbol and updates them from one store listener, which runs in the ingest's
// per-frame flush. Only mounted (visible) cells cost anything; in a hidden tab cells only note
// that they are out of date and catch up when it shows again. Ages tick on one shared 1 s timer.
import type { Quote, QuoteField, QuoteStore, QuoteStoreState } from '@/live/quote-store';
import { formatAge } from './quote-format';
import { compareDecimal } from '@/domain/decimal/exact';
import { flash, forgetFlash } from './live-flash';

export interface LiveOutput {
  /** Raw value (decimal string): a change of it flashes the cell (undefined: unknown). */
  value: string | undefined;
  text: string;
  /** 1 / −1 adds the class up / down when the source asks for tone (0: neither). */
  sign: number;
  stale: boolean;
  /** Title while not stale, when it depends on the value (else the source's liveTitle). */
  title?: string;
  /** Adds the class `muted` (e.g. a server price shown until the first quote). */
  muted?: boolean;
}

export interface LiveSource {
  /** Symbols the cell depends on (normalized). */
  symbols: readonly string[];
  /** What to show; called at most once per frame, when one of the symbols changed. */
  read?: (quote: (symbol: string) => Quote | undefined) => LiveOutput;
  /** Show the seconds since this symbol's last update after the text. */
  ageOf?: string;
  /**
   * With `ageOf`: the age of this field instead (when the tick that last set it came, not the
   * symbol's newest tick), data-age-of on the age element, and the title FIELD_AGE_TITLE.
   */
  ageField?: QuoteField;
  flash?: boolean;
  tone?: boolean;
  /** Title while not stale (stale cells are titled "stale"). */
  liveTitle?: string;
  /** Puts the text in an inner span with this data-testid (tests find the value apart from its age). */
  textTestId?: string;
}

const AGE_TITLE = 'Time since the last update';
export const FIELD_AGE_TITLE = 'Time since this value last changed';

/**
 * Whole seconds since `field` of `quote` last changed: the symbol's age (local clock) plus how far
 * the field's tick lags the newest tick (event times), so server and browser clocks never need to
 * agree. Without a field, the symbol's age. Undefined while nothing is known.
 */
export function quoteAgeSeconds(
  quote: Quote | undefined,
  now: number,
  field?: QuoteField,
): number | undefined {
  const receivedAt = quote?.receivedAt;
  if (receivedAt === undefined) return undefined;
  const age = Math.max(0, Math.floor((now - receivedAt) / 1000));
  const fieldTs = field ? quote?.versions[field]?.ts : undefined;
  const latestTs = quote?.ts;
  if (!fieldTs || !latestTs) return age;
  const lag = Math.floor((Date.parse(latestTs) - Date.parse(fieldTs)) / 1000);
  return age + Math.max(0, Number.isFinite(lag) ? lag : 0);
}

class LiveCellEntry {
  private readonly text: Text | null;
  private staleMark: HTMLElement | null = null;
  private readonly age: HTMLElement | null;
  private value: string | undefined;
  private sign = 0;
  private stale = false;
  private muted = false;
  private title: string | undefined;
  /** An age is shown (false until its symbol's first quote: then it is written at once). */
  private ageShown = false;

  constructor(
    readonly el: HTMLElement,
    public source: LiveSource,
    private readonly board: LiveBoard,
  ) {
    const doc = el.ownerDocument;
    let textParent: HTMLElement = el;
    if (source.read && source.textTestId) {
      textParent = el.appendChild(doc.createElement('span'));
      textParent.dataset.testid = source.textTestId;
    }
    this.text = source.read ? textParent.appendChild(doc.createTextNode('')) : null;
    if (source.ageOf !== undefined) {
      const age = el.ownerDocument.createElement('span');
      age.className = 'quote-age muted';
      age.title = source.ageField ? FIELD_AGE_TITLE : AGE_TITLE;
      if (source.ageField) age.dataset.ageOf = source.ageField;
      this.age = el.appendChild(age);
    } else this.age = null;
    if (source.liveTitle) el.title = source.liveTitle;
    this.title = source.liveTitle;
  }

  update(initial = false): void {
    const read = this.source.read;
    if (!read || !this.text) return;
    const out = read(this.board.quote);
    if (this.text.data !== out.text) this.text.data = out.text;
    if (
      !initial &&
      this.source.flash !== false &&
      this.value !== undefined &&
      out.value !== undefined &&
      out.value !== this.value
    ) {
      const direction = compareDecimal(out.value, this.value) ?? 0;
      if (direction !== 0) flash(this.el, direction > 0);
    }
    this.value = out.value;
    const sign = this.source.tone ? out.sign : 0;
    if (sign !== this.sign || initial) {
      this.el.classList.toggle('up', sign > 0);
      this.el.classList.toggle('down', sign < 0);
      this.sign = sign;
    }
    const muted = out.muted ?? false;
    if (muted !== this.muted || initial) {
      this.el.classList.toggle('muted', muted);
      this.muted = muted;
    }
    const title = out.title ?? this.source.liveTitle;
    if (out.stale !== this.stale || title !== this.title || initial) {
      this.title = title;
      this.setStale(out.stale);
    }
  }

  private setStale(stale: boolean): void {
    this.stale = stale;
    this.el.classList.toggle('stale', stale);
    if (stale) this.el.title = 'stale';
    else if (this.title) this.el.title = this.title;
    else this.el.removeAttribute('title');
    if (stale && !this.staleMark) {
      const mark = this.el.ownerDocument.createElement('span');
      mark.className = 'visually-hidden';
      mark.textContent = ' (stale)';
      const after = this.text?.parentNode === this.el ? this.text : this.text?.parentElement;
      this.staleMark = this.el.insertBefore(mark, after?.nextSibling ?? this.el.firstChild);
    } else if (!stale && this.staleMark) {
      this.staleMark.remove();
      this.staleMark = null;
    }
  }

  updateAge(now: number): void {
    if (!this.age || this.source.ageOf === undefined) return;
    const age = quoteAgeSeconds(this.board.quote(this.source.ageOf), now, this.source.ageField);
    // After a value, a space apart from it; alone (an age column), just the age.
    const text = age === undefined ? '' : `${this.text ? ' ' : ''}${formatAge(age)}`;
    this.ageShown = age !== undefined;
    if (this.age.textContent !== text) this.age.textContent = text;
  }

  /** It shows an age, but none yet: its symbol had no quote when the age was last written. */
  get awaitsAge(): boolean {
    return this.age !== null && !this.ageShown;
  }

  detach(): void {
    forgetFlash(this.el);
    if (this.text?.parentNode !== this.el) this.text?.parentElement?.remove();
    this.text?.remove();
    this.staleMark?.remove();
    this.age?.remove();
  }
}

/** The mounted live cells of one quote store. */
export class LiveBoard {
  private readonly bySymbol = new Map<string, Set<LiveCellEntry>>();
  private readonly aging = new Set<LiveCellEntry>();
  private readonly dirty = new Set<LiveCellEntry>();
  private readonly byElement = new Map<HTMLElement, LiveCellEntry>();
  private unsubscribe: (() => void) | null = null;
  private ageTimer: ReturnType<typeof setInterval> | null = null;
  private cells = 0;

  constructor(private readonly store: QuoteStore) {}

  readonly quote = (symbol: string): Quote | undefined => this.store.getState().quotes[symbol];

  /** Starts driving `el` from `source`; returns the detach function. */
  attach(el: HTMLElement, source: LiveSource): { detach: () => void } {
    const entry = new LiveCellEntry(el, source, this);
    for (const symbol of source.symbols) {
      let set = this.bySymbol.get(symbol);
      if (!set) this.bySymbol.set(symbol, (set = new Set()));
      set.add(entry);
    }
    if (source.ageOf !== undefined) {
      this.aging.add(entry);
      entry.updateAge(Date.now());
      this.ageTimer ??= setInterval(this.tickAges, 1_000);
    }
    entry.update(true);
    this.byElement.set(el, entry);
    this.cells += 1;
    this.unsubscribe ??= this.store.subscribe(this.onChange);
    return {
      detach: () => {
        for (const symbol of source.symbols) {
          const set = this.bySymbol.get(symbol);
          set?.delete(entry);
          if (set?.size === 0) this.bySymbol.delete(symbol);
        }
        this.aging.delete(entry);
        this.dirty.delete(entry);
        if (this.byElement.get(el) === entry) this.byElement.delete(el);
        entry.detach();
        this.cells -= 1;
        if (this.aging.size === 0 && this.ageTimer !== null) {
          clearInterval(this.ageTimer);
          this.ageTimer = null;
        }
        if (this.cells === 0) {
          this.unsubscribe?.();
          this.unsubscribe = null;
        }
      },
    };
  }

  /** Re-reads one cell now (its source's inputs changed outside the store). */
  refresh(el: HTMLElement | null): void {
    if (el) this.byElement.get(el)?.update();
  }

  private readonly onChange = (state: QuoteStoreState, previous: QuoteStoreState): void => {
    if (state.quotes === previous.quotes) return;
    const changed = this.dirty;
    for (const [symbol, entries] of this.bySymbol)
      if (state.quotes[symbol] !== previous.quotes[symbol]) for (const entry of entries) changed.add(entry);
    if (changed.size === 0) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      document.addEventListener('visibilitychange', this.catchUp, { once: true });
      return;
    }
    this.catchUp();
  };

  private readonly catchUp = (): void => {
    let now = 0;
    for (const entry of this.dirty) {
      entry.update();
      // A first quote shows its age with its value, not at the board's next second.
      if (entry.awaitsAge) entry.updateAge((now ||= Date.now()));
    }
    this.dirty.clear();
  };

  private readonly tickAges = (): void => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    const now = Date.now();
    for (const entry of this.aging) entry.updateAge(now);
  };
}

const boards = new WeakMap<QuoteStore, LiveBoard>();

export function liveBoardFor(store: QuoteStore): LiveBoard {
  let board = boards.get(store);
  if (!board) boards.set(store, (board = new LiveBoard(store)));
  return board;
}
