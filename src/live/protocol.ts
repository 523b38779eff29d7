// The one adapter for the L1 WebSocket wire format (docs/l1-protocol.md,
// shared/spec/l1-websocket.md): zod schemas for what the server sends, encoders for what the client
// sends, and the protocol's constants. A different wire format later means changing this file only.
import { z } from 'zod';

/** The server sends a heartbeat every 5 s when it has nothing else to send. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** Silence for two heartbeat intervals means the quotes are stale and the socket is dead. */
export const SILENCE_LIMIT_MS = 2 * HEARTBEAT_INTERVAL_MS;
/** At most this many symbols per subscribe/unsubscribe message. */
export const MAX_SYMBOLS_PER_MESSAGE = 1_000;
/** The server closes a socket that sends nothing within this time of opening. */
export const FIRST_MESSAGE_DEADLINE_MS = 30_000;
/** Close codes the server uses. */
export const CLOSE_UNAUTHORIZED = 4001;
export const CLOSE_SERVICE_RESTART = 1012;
/** Close codes the client uses when it recycles a socket. */
export const CLOSE_NORMAL = 1000;
export const CLOSE_SILENT = 4000;

const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');
const Size = z.number().int().min(0);
// Absent and null both mean "not in this quote".
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

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
/** A validated quote: optional fields are absent when the server did not send them. */
export interface WireQuote {
  symbol: string;
  instrument_id: string;
  seq: number;
  ts: string;
  bid?: string;
  ask?: string;
  bid_size?: number;
  ask_size?: number;
  last_price?: string;
  last_size?: number;
  cumulative_volume?: number;
}

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
const QuoteFrame = z.object({
  type: z.literal('market-data-l1'),
  data: z.array(z.unknown()),
  /** Benchmark extension (scripts/bench): the sender's clock in ms when the frame left it. */
  sent_at: z.number().optional(),
});

export type SubscribeAck = z.output<typeof SubscribeAck>;
export type UnsubscribeAck = z.output<typeof UnsubscribeAck>;
export type Heartbeat = z.output<typeof Heartbeat>;
export type ErrorNotice = z.output<typeof ErrorNotice>;

export type ServerMessage =
  | SubscribeAck
  | UnsubscribeAck
  | Heartbeat
  | ErrorNotice
  | { type: 'market-data-l1'; quotes: WireQuote[]; badQuotes: number; sentAt?: number };

export type ParseResult =
  | { ok: true; message: ServerMessage }
  /** `kind` names what was wrong ('not-json', 'unknown-type', or the message type) for logging. */
  | { ok: false; kind: string; detail: string };

const schemas = {
  'market-data-l1-subscribe-ack': SubscribeAck,
  'market-data-l1-unsubscribe-ack': UnsubscribeAck,
  heartbeat: Heartbeat,
  'error-notice': ErrorNotice,
} as const;

function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

/** Parses one text frame. Never throws. */
export function parseServerMessage(raw: unknown): ParseResult {
  if (typeof raw !== 'string') return { ok: false, kind: 'not-text', detail: 'binary frame' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, kind: 'not-json', detail: raw.slice(0, 80) };
  }
  const type =
    json && typeof json === 'object' && 'type' in json && typeof json.type === 'string'
      ? json.type
      : undefined;
  if (type === 'market-data-l1') {
    const frame = QuoteFrame.safeParse(json);
    if (!frame.success) return { ok: false, kind: type, detail: describeIssues(frame.error) };
    const quotes: WireQuote[] = [];
    let badQuotes = 0;
    for (const item of frame.data.data) {
      const quote = WireQuote.safeParse(item);
      if (quote.success) quotes.push(quote.data);
      else badQuotes += 1;
    }
    return { ok: true, message: { type, quotes, badQuotes, sentAt: frame.data.sent_at } };
  }
  if (type === undefined || !(type in schemas))
    return { ok: false, kind: 'unknown-type', detail: String(type ?? '(no type)') };
  const parsed = schemas[type as keyof typeof schemas].safeParse(json);
  if (!parsed.success) return { ok: false, kind: type, detail: describeIssues(parsed.error) };
  return { ok: true, message: parsed.data };
}

export type SubscriptionAction = 'market-data-l1-subscribe' | 'market-data-l1-unsubscribe';

/**
 * Client messages for `symbols`, split into chunks the server accepts. Every message carries the
 * token in its body (never in the URL), as the protocol requires.
 */
export function encodeSubscription(
  token: string,
  type: SubscriptionAction,
  symbols: readonly string[],
): string[] {
  const frames: string[] = [];
  for (let i = 0; i < symbols.length; i += MAX_SYMBOLS_PER_MESSAGE) {
    const chunk = symbols.slice(i, i + MAX_SYMBOLS_PER_MESSAGE);
    frames.push(JSON.stringify({ authorization: token, payload: { type, symbols: chunk } }));
  }
  return frames;
}
