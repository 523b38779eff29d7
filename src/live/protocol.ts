// The one adapter for the L1 WebSocket wire format (docs/l1-protocol.md,
// shared/spec/l1-websocket.md): zod schemas for what the server sends, encoders for what the client
// sends, and the protocol's constants. The schemas themselves live in api/schemas/l1.ts, shared
// with the sandbox feed and the benchmark server. A different wire format later means changing this file only.
import type { z } from 'zod';
import {
  ErrorNotice,
  Heartbeat,
  MAX_SYMBOLS_PER_MESSAGE,
  SubscribeAck,
  UnsubscribeAck,
  type SubscriptionAction,
  type WireQuote,
} from '@/api/schemas/l1';

/** The server sends a heartbeat every 5 s when it has nothing else to send. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** Silence for two heartbeat intervals means the quotes are stale and the socket is dead. */
export const SILENCE_LIMIT_MS = 2 * HEARTBEAT_INTERVAL_MS;
/** A subscribe (the first one authenticates) unacknowledged for this long: replace the socket. */
export const ACK_TIMEOUT_MS = 10_000;
/** The server closes a socket that sends nothing within this time of opening. */
export const FIRST_MESSAGE_DEADLINE_MS = 30_000;
/** Close codes the server uses. */
export const CLOSE_UNAUTHORIZED = 4001;
export const CLOSE_SERVICE_RESTART = 1012;
/** Close codes the client uses when it recycles a socket. */
export const CLOSE_NORMAL = 1000;
export const CLOSE_SILENT = 4000;

export type { ErrorNotice, Heartbeat, SubscribeAck, SubscriptionAction, UnsubscribeAck, WireQuote };
export { MAX_SYMBOLS_PER_MESSAGE };

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

const DECIMAL_RE = /^-?\d+(\.\d+)?$/;
const TS_RE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;
const DECIMAL_FIELDS = ['bid', 'ask', 'last_price'] as const;
const SIZE_FIELDS = ['bid_size', 'ask_size', 'last_size', 'cumulative_volume'] as const;
const isSize = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * The rules of the WireQuote schema, checked by hand for a whole frame's quotes: at tens of
 * thousands of quotes a second, a zod parse per quote cost more than the rest of the ingest. Valid
 * quotes are the parsed JSON objects themselves (null fields set to undefined), without copying.
 * One bad quote spoils only itself. `WireQuote` (zod) stays the schema of record; tests hold the two
 * to the same cases.
 */
export function validateQuoteBatch(items: readonly unknown[]): { quotes: WireQuote[]; bad: number } {
  const quotes: WireQuote[] = [];
  let bad = 0;
  for (const item of items) {
    if (isWireQuote(item)) quotes.push(item);
    else bad += 1;
  }
  return { quotes, bad };
}

let lastValidTs = '';

function isWireQuote(item: unknown): item is WireQuote {
  if (typeof item !== 'object' || item === null) return false;
  const q = item as Record<string, unknown>;
  if (typeof q.symbol !== 'string' || q.symbol === '') return false;
  if (typeof q.instrument_id !== 'string' || q.instrument_id === '') return false;
  if (!isSize(q.seq)) return false;
  if (typeof q.ts !== 'string') return false;
  // A frame's quotes often share their event time: the last valid one needs no second look.
  if (q.ts !== lastValidTs) {
    if (!TS_RE.test(q.ts)) return false;
    lastValidTs = q.ts;
  }
  for (const field of DECIMAL_FIELDS) {
    const v = q[field];
    if (v === null) q[field] = undefined;
    else if (v !== undefined && (typeof v !== 'string' || !DECIMAL_RE.test(v))) return false;
  }
  for (const field of SIZE_FIELDS) {
    const v = q[field];
    if (v === null) q[field] = undefined;
    else if (v !== undefined && !isSize(v)) return false;
  }
  return true;
}

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
    const frame = json as { data?: unknown; sent_at?: unknown };
    if (!Array.isArray(frame.data)) return { ok: false, kind: type, detail: 'data: expected an array' };
    if (frame.sent_at !== undefined && typeof frame.sent_at !== 'number')
      return { ok: false, kind: type, detail: 'sent_at: expected a number' };
    const { quotes, bad } = validateQuoteBatch(frame.data);
    return { ok: true, message: { type, quotes, badQuotes: bad, sentAt: frame.sent_at } };
  }
  if (type === undefined || !(type in schemas))
    return { ok: false, kind: 'unknown-type', detail: String(type ?? '(no type)') };
  const parsed = schemas[type as keyof typeof schemas].safeParse(json);
  if (!parsed.success) return { ok: false, kind: type, detail: describeIssues(parsed.error) };
  return { ok: true, message: parsed.data };
}

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
