// What the quote socket hands the live client: the server's messages parsed, validated and, for
// quotes, coalesced per symbol, as one `QuoteBatch` per hand-over. The same code runs in the quote
// socket worker (quote-socket.worker.ts: live mode in a browser, one batch per frame at most) and in
// the client's own thread (no Worker: jsdom tests, the in-page demo feed; one batch per message),
// so the client has one path for both and the tests cover the parsing and merging once.
//
// Coalescing keeps every behaviour of a per-tick client: each symbol's quote is merged field by field
// (newest tick wins, order-independent, as the store merges), `count` says how many ticks went into it
// (the benchmark's applied count), sequence gaps are detected tick by tick here, in arrival order,
// against the newest tick seen on this socket, so a merged quote that jumps several seq numbers is
// not a gap but a lost update still is. A symbol's first tick on the socket cannot be checked here:
// it travels as `first`, for the client to check against what it saw on earlier sockets.
//
// Held symbols (`hold`: streamed only in the background, shown nowhere) are merged for a second at a
// time instead (HOLD_MS: the host's timer calls `releaseHeld`), with the marks that keep their
// one-minute bars exact (held-marks.ts): the page handles each once a second, not every batch.
// A symbol that stops being held, or is unsubscribed, leaves at once (released, or dropped).
//
// A symbol on screen whose run merged more than one tick carries the same marks for the run's ticks
// (from its second tick on): a merged quote keeps only the newest of each field, so a high set and
// left inside one hand-over, or the last tick of a minute the run straddled, would be lost to its
// bars. With one tick the merged quote is that tick, and no marks travel.
import { normalizeSymbol } from './symbols';
import {
  parseServerMessage,
  type ErrorNotice,
  type Heartbeat,
  type SubscribeAck,
  type UnsubscribeAck,
  type WireQuote,
} from './protocol';
import { compareOrder, mergeTickInto, quoteFromTick, type Quote, type TickOrder } from './quote-store';
import { HeldMarks, type BarMark } from './held-marks';

/** How long a held symbol's ticks are merged before the page gets them. */
export const HOLD_MS = 1_000;

/** One symbol's ticks of a run, merged. */
export interface CoalescedQuote {
  /** The merged quote; `tickArrival` is left for the client to set. */
  quote: Quote;
  /** Ticks merged into it. */
  count: number;
  /** Sequence gaps among them (each a lost update). */
  gaps: number;
  /** The symbol's first tick on this socket (only then): the client checks it against earlier sockets. */
  first?: TickOrder;
  /**
   * The ticks its bars need (held-marks.ts), oldest first, the newest last: a held symbol's window,
   * or a run that merged more than one tick of a symbol on screen.
   */
  marks?: BarMark[];
}

export type BatchItem =
  | SubscribeAck
  | UnsubscribeAck
  | Heartbeat
  | ErrorNotice
  /** Quote frames in a row (no other message between them), merged per symbol. */
  | { type: 'quotes'; quotes: CoalescedQuote[]; badQuotes: number; sentAts: number[] }
  /** Messages that failed parsing or validation, per kind. */
  | { type: 'bad'; kind: string; detail: string; count: number };

export interface QuoteBatch {
  /** Marks the object as a batch (the client also receives raw frames on the in-thread path). */
  kind: 'quote-batch';
  /** Date.now() when the newest message in the batch arrived. */
  heardAt: number;
  /** Server messages in the batch. */
  messages: number;
  /** In arrival order; quote frames in a row are one item. */
  items: BatchItem[];
}

export function isQuoteBatch(data: unknown): data is QuoteBatch {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'quote-batch';
}

interface Run {
  item: Extract<BatchItem, { type: 'quotes' }>;
  bySymbol: Map<string, CoalescedQuote>;
  /** Each symbol's first tick of the run, kept (not copied) until a second one needs marks. */
  firstTicks: Map<string, WireQuote>;
  /** Symbols whose first tick of the run was late (older than one the socket already had). */
  lateFirsts: Set<string>;
  /** Symbols with more than one tick in the run: the marks of their ticks. */
  marks: Map<string, HeldMarks>;
}

interface Held {
  entry: CoalescedQuote;
  marks: HeldMarks;
}

/** Parses server frames as they arrive and hands them over in batches (see the file comment). */
export class QuoteCoalescer {
  private items: BatchItem[] = [];
  private run: Run | null = null;
  private readonly bad = new Map<string, Extract<BatchItem, { type: 'bad' }>>();
  private messages = 0;
  private heardAt = 0;
  /** The newest tick per symbol on this socket. */
  private readonly lastSeen = new Map<string, TickOrder>();
  /** Normalized symbol per symbol as sent (the server normally sends them normalized). */
  private readonly names = new Map<string, string>();
  /** Symbols whose ticks are held (see the file comment), and their windows so far. */
  private holdSet: ReadonlySet<string> = new Set();
  private readonly held = new Map<string, Held>();

  /** Takes one server frame (text) received at `receivedAt` (Date.now()). */
  accept(raw: unknown, receivedAt: number): void {
    this.messages += 1;
    this.heardAt = receivedAt;
    const parsed = parseServerMessage(raw);
    if (!parsed.ok) {
      const known = this.bad.get(parsed.kind);
      if (known) known.count += 1;
      else {
        const item = { type: 'bad' as const, kind: parsed.kind, detail: parsed.detail, count: 1 };
        this.bad.set(parsed.kind, item);
        this.items.push(item);
      }
      return;
    }
    const message = parsed.message;
    if (message.type !== 'market-data-l1') {
      this.endRun();
      this.items.push(message);
      return;
    }
    // A frame of held symbols only adds no item: the page has nothing to do until their second ends.
    let run: Run | null = null;
    for (const tick of message.quotes) {
      const symbol = this.symbolOf(tick.symbol);
      if (this.holdSet.has(symbol)) this.holdTick(symbol, tick, receivedAt);
      else this.tick((run ??= this.quoteRun()), symbol, tick, receivedAt);
    }
    if (message.badQuotes > 0) (run ??= this.quoteRun()).item.badQuotes += message.badQuotes;
    if (run && message.sentAt !== undefined) run.item.sentAts.push(message.sentAt);
  }

  /** The quotes item being filled (quote frames in a row are one). */
  private quoteRun(): Run {
    if (!this.run) {
      this.run = {
        item: { type: 'quotes', quotes: [], badQuotes: 0, sentAts: [] },
        bySymbol: new Map(),
        firstTicks: new Map(),
        lateFirsts: new Set(),
        marks: new Map(),
      };
      this.items.push(this.run.item);
    }
    return this.run;
  }

  /** Ends the quotes run being filled: its symbols with more than one tick get their marks. */
  private endRun(): void {
    const run = this.run;
    if (!run) return;
    this.run = null;
    for (const [symbol, marks] of run.marks) {
      const entry = run.bySymbol.get(symbol);
      if (entry) entry.marks = marks.take();
    }
  }

  private symbolOf(raw: string): string {
    let symbol = this.names.get(raw);
    if (symbol === undefined) {
      if (this.names.size > 10_000) this.names.clear();
      symbol = normalizeSymbol(raw);
      this.names.set(raw, symbol);
    }
    return symbol;
  }

  // Runs for every tick (tens of thousands a second): merges in place, no copy of the tick.
  private tick(run: Run, symbol: string, raw: WireQuote, receivedAt: number): void {
    const tick = symbol === raw.symbol ? raw : { ...raw, symbol };
    let entry = run.bySymbol.get(symbol);
    const inOrder = this.isInOrder(symbol, tick);
    if (entry) {
      entry.count += 1;
      mergeTickInto(entry.quote, tick, receivedAt, 0);
      let marks = run.marks.get(symbol);
      if (!marks) {
        // The run's second tick of the symbol: from here its bars need marks, the first tick's too.
        marks = new HeldMarks();
        run.marks.set(symbol, marks);
        const first = run.firstTicks.get(symbol);
        if (first) {
          if (run.lateFirsts.has(symbol)) marks.addLate(first);
          else marks.add(first);
        }
      }
      if (inOrder) marks.add(tick);
      else marks.addLate(tick);
    } else {
      entry = { quote: quoteFromTick(tick, receivedAt, 0), count: 1, gaps: 0 };
      run.bySymbol.set(symbol, entry);
      run.item.quotes.push(entry);
      run.firstTicks.set(symbol, tick);
      if (!inOrder) run.lateFirsts.add(symbol);
    }
    this.noteOrder(symbol, tick, entry);
  }

  /** Whether `tick` is newer than every tick of its symbol on this socket so far. */
  private isInOrder(symbol: string, tick: TickOrder): boolean {
    const previous = this.lastSeen.get(symbol);
    return !previous || compareOrder(tick, previous) > 0;
  }

  private holdTick(symbol: string, raw: WireQuote, receivedAt: number): void {
    const tick = symbol === raw.symbol ? raw : { ...raw, symbol };
    const inOrder = this.isInOrder(symbol, tick);
    let held = this.held.get(symbol);
    if (!held) {
      held = {
        entry: { quote: quoteFromTick(tick, receivedAt, 0), count: 1, gaps: 0 },
        marks: new HeldMarks(),
      };
      this.held.set(symbol, held);
    } else {
      held.entry.count += 1;
      mergeTickInto(held.entry.quote, tick, receivedAt, 0);
    }
    if (inOrder) held.marks.add(tick);
    else held.marks.addLate(tick);
    this.noteOrder(symbol, tick, held.entry);
  }

  /** Sequence bookkeeping of one tick (arrival order, per socket): its symbol's first, or a gap. */
  private noteOrder(symbol: string, tick: TickOrder, entry: CoalescedQuote): void {
    const previous = this.lastSeen.get(symbol);
    if (!previous) {
      this.lastSeen.set(symbol, { seq: tick.seq, ts: tick.ts });
      entry.first ??= { seq: tick.seq, ts: tick.ts };
    } else if (compareOrder(tick, previous) > 0) {
      // seq rising by more than one within a server run: updates were lost.
      if (tick.seq > previous.seq + 1) entry.gaps += 1;
      previous.seq = tick.seq;
      previous.ts = tick.ts;
    }
  }

  /**
   * The symbols to hold from now on (the page's background-only set). Symbols no longer held are
   * released at once: they are on screen now.
   */
  hold(symbols: Iterable<string>): void {
    this.holdSet = new Set(symbols);
    const leaving = [...this.held.keys()].filter((symbol) => !this.holdSet.has(symbol));
    if (leaving.length > 0) this.releaseHeld(leaving);
  }

  /** Whether any held symbol has ticks waiting (the host's timer should run). */
  get holding(): boolean {
    return this.held.size > 0;
  }

  /** Hands the held windows over (all, or `symbols`), as one quotes item after everything before. */
  releaseHeld(symbols: Iterable<string> = [...this.held.keys()]): void {
    const quotes: CoalescedQuote[] = [];
    for (const symbol of symbols) {
      const held = this.held.get(symbol);
      if (!held) continue;
      this.held.delete(symbol);
      const marks = held.marks.take();
      if (marks.length > 0) held.entry.marks = marks;
      quotes.push(held.entry);
    }
    if (quotes.length === 0) return;
    this.endRun(); // later ticks start a new run, after these
    this.items.push({ type: 'quotes', quotes, badQuotes: 0, sentAts: [] });
  }

  /**
   * Notes a frame the client sends on this socket: symbols it unsubscribes are forgotten, so a later
   * subscribe starts them afresh (the client re-seeds them from the snapshot anyway).
   */
  sent(frame: string): void {
    if (!frame.includes('market-data-l1-unsubscribe')) return;
    try {
      const message = JSON.parse(frame) as { payload?: { type?: unknown; symbols?: unknown } };
      if (message.payload?.type !== 'market-data-l1-unsubscribe' || !Array.isArray(message.payload.symbols))
        return;
      for (const symbol of message.payload.symbols)
        if (typeof symbol === 'string') {
          const normalized = normalizeSymbol(symbol);
          this.lastSeen.delete(normalized);
          this.held.delete(normalized);
        }
    } catch {
      // Not ours to judge: the server answers a malformed message with a notice.
    }
  }

  /** Whether anything waits to be taken. */
  get pending(): boolean {
    return this.items.length > 0;
  }

  /** Everything received since the last take, or null when nothing was. */
  take(): QuoteBatch | null {
    if (this.items.length === 0) return null;
    this.endRun();
    const batch: QuoteBatch = {
      kind: 'quote-batch',
      heardAt: this.heardAt,
      messages: this.messages,
      items: this.items,
    };
    this.items = [];
    this.bad.clear();
    this.messages = 0;
    return batch;
  }
}
