// The L1 WebSocket wire format (shared/spec/l1-websocket.md), the single source for everyone who
// speaks it: the client (src/live/protocol.ts parses with these), the sandbox feed
// (src/sandbox/ws/feed-session.ts) and the benchmark server (scripts/bench/l1-bench-server.ts)
// type what they send with the input types below. Types come from these schemas only.
import { z } from 'zod';

/** At most this many symbols per subscribe/unsubscribe message. */
export const MAX_SYMBOLS_PER_MESSAGE = 1_000;

const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');
const Size = z.number().int().min(0);
// Absent and null both mean "not in this quote"; parsed, the key is simply absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.optional(schema.nullish().transform((v) => v ?? undefined));

/** One level-1 quote as the server sends it. */
export const WireQuote = z.object({
  symbol: z.string().min(1),
  instrument_id: z.string().min(1),
  seq: z.number().int().min(0),
  ts: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/, 'expected RFC 3339'),
  bid: optional(DecimalString),
  ask: optional(DecimalString),
  bid_size: optional(Size),
  ask_size: optional(Size),
  last_price: optional(DecimalString),
  last_size: optional(Size),
  cumulative_volume: optional(Size),
});

export const SubscribeAck = z.object({
  type: z.literal('market-data-l1-subscribe-ack'),
  symbols: z.array(z.string()),
  rejected: z
    .array(z.object({ symbol: z.string(), reason: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});
export const UnsubscribeAck = z.object({
  type: z.literal('market-data-l1-unsubscribe-ack'),
  symbols: z.array(z.string()),
});
export const Heartbeat = z.object({ type: z.literal('heartbeat'), ts: z.string() });
export const ErrorNotice = z.object({
  type: z.literal('error-notice'),
  code: z.number().int(),
  message: z.string(),
});
/** The frame envelope; each quote is validated on its own so one bad quote spoils only itself. */
export const QuoteFrame = z.object({
  type: z.literal('market-data-l1'),
  data: z.array(z.unknown()),
  /** Benchmark extension (scripts/bench): the sender's clock in ms when the frame left it. */
  sent_at: z.number().optional(),
});

export const SubscriptionAction = z.enum(['market-data-l1-subscribe', 'market-data-l1-unsubscribe']);
/** What the client sends: the token rides in the body (never in the URL). */
export const ClientMessage = z.object({
  authorization: z.string().trim().min(1),
  payload: z.object({
    type: SubscriptionAction,
    symbols: z.array(z.string().trim().min(1)).min(1).max(MAX_SYMBOLS_PER_MESSAGE),
  }),
});

export type WireQuote = z.output<typeof WireQuote>;
export type SubscribeAck = z.output<typeof SubscribeAck>;
export type UnsubscribeAck = z.output<typeof UnsubscribeAck>;
export type Heartbeat = z.output<typeof Heartbeat>;
export type ErrorNotice = z.output<typeof ErrorNotice>;
export type SubscriptionAction = z.infer<typeof SubscriptionAction>;
export type ClientMessage = z.input<typeof ClientMessage>;

/** Any frame a server sends, as it is written (before the client's parsing). */
export type ServerFrame =
  | z.input<typeof SubscribeAck>
  | z.input<typeof UnsubscribeAck>
  | z.input<typeof Heartbeat>
  | z.input<typeof ErrorNotice>
  | { type: 'market-data-l1'; data: Array<z.input<typeof WireQuote>>; sent_at?: number };
