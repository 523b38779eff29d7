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
      this.run = null;
      this.items.push(message);
      return;
    }
    let run = this.run;
    if (!run) {
      run = this.run = {
        item: { type: 'quotes', quotes: [], badQuotes: 0, sentAts: [] },
        bySymbol: new Map(),
      };
      this.items.push(run.item);
    }
    run.item.badQuotes += message.badQuotes;
    if (message.sentAt !== undefined) run.item.sentAts.push(message.sentAt);
    for (const tick of message.quotes) this.tick(run, tick, receivedAt);
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
  private tick(run: Run, raw: WireQuote, receivedAt: number): void {
    const symbol = this.symbolOf(raw.symbol);
    const tick = symbol === raw.symbol ? raw : { ...raw, symbol };
    let entry = run.bySymbol.get(symbol);
    if (entry) {
      entry.count += 1;
      mergeTickInto(entry.quote, tick, receivedAt, 0);
    } else {
      entry = { quote: quoteFromTick(tick, receivedAt, 0), count: 1, gaps: 0 };
      run.bySymbol.set(symbol, entry);
      run.item.quotes.push(entry);
    }
    const previous = this.lastSeen.get(symbol);
    if (!previous) {
      this.lastSeen.set(symbol, { seq: tick.seq, ts: tick.ts });
      entry.first = { seq: tick.seq, ts: tick.ts };
    } else if (compareOrder(tick, previous) > 0) {
      // seq rising by more than one within a server run: updates were lost.
      if (tick.seq > previous.seq + 1) entry.gaps += 1;
      previous.seq = tick.seq;
      previous.ts = tick.ts;
    }
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
        if (typeof symbol === 'string') this.lastSeen.delete(normalizeSymbol(symbol));
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
    const batch: QuoteBatch = {
      kind: 'quote-batch',
      heardAt: this.heardAt,
      messages: this.messages,
      items: this.items,
    };
    this.items = [];
    this.run = null;
    this.bad.clear();
    this.messages = 0;
    return batch;
  }
}
