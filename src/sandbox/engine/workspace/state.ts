// The workspace's persistent state: plain JSON, so the browser demo can save it in localStorage
// (snapshot/restore) and a reload continues where the user left off.
import type { FieldRef, SearchFilter, SortSpec } from '@/api/schemas/screener';
import type { MessageContentPart } from '@/api/schemas/assistant';
import type { Rng } from '../rng';

export interface SavedScreenerRecord {
  id: string;
  name: string;
  filters: SearchFilter[];
  columns: FieldRef[] | null;
  sorts: SortSpec[] | null;
  created_at: string;
  updated_at: string;
}

export interface WatchlistItemRecord {
  id: string;
  instrument_id: string;
  added_at: string;
  added_price: string | null;
}

export interface WatchlistRecord {
  id: string;
  name: string;
  created_at: string;
  items: WatchlistItemRecord[];
}

export interface ThreadRecord {
  id: string;
  account_id: number;
  title: string;
  mode: 'instant' | 'deep_insights';
  created_ms: number;
  /** When the thread last got a finalized message. */
  updated_ms: number;
  /** The seq the next message of the thread gets. */
  next_seq: number;
}

export interface MessageRecord {
  id: string;
  thread_id: string;
  seq: number;
  role: 'USER' | 'ASSISTANT';
  parts: MessageContentPart[];
  created_ms: number;
  outcome: 'completed' | 'errored' | 'canceled';
  error: AssistantFailure | null;
}

export interface AssistantFailure {
  code: string;
  message: string;
}

/**
 * An assistant turn. Its whole reply is decided when the user's message arrives (deterministic, from
 * the market at that moment); what a poll shows is then a function of the clock alone.
 */
export interface ResponseRecord {
  id: string;
  thread_id: string;
  account_id: number;
  user_message_id: string;
  output_message_id: string;
  output_seq: number;
  created_ms: number;
  /** Milliseconds spent queued, then the total until the turn ends (success or failure). */
  queued_ms: number;
  duration_ms: number;
  /** How long each thought shows before the next one (thinking comes before the text). */
  thought_ms: number;
  /** How long each word of the text takes to stream. */
  word_ms: number;
  thoughts: string[];
  /** The reply's text, streamed word by word while running. */
  text: string;
  /** Parts after the text (chart, structured actions, suggested actions), shown on success. */
  extra_parts: MessageContentPart[];
  /** Set when the turn fails (after its thoughts, without text). */
  failure: AssistantFailure | null;
  canceled_ms: number | null;
  /** The output message has been written to the thread. */
  finalized: boolean;
}

export interface FeedbackRecord {
  id: string;
  message_id: string;
  account_id: number;
  score: number;
  comment: string | null;
  created_ms: number;
}

export interface EntitlementRecord {
  entitlement_id: string;
  account_id: number;
  agreement_id: string;
  entitlement_code: string;
  granted_ms: number;
  revoked_ms: number | null;
}

export interface WorkspaceState {
  version: 1;
  /** Ids are minted from this counter (not from a stream), so a restored state never reuses one. */
  next_id: number;
  screeners: SavedScreenerRecord[];
  watchlists: WatchlistRecord[];
  threads: ThreadRecord[];
  messages: MessageRecord[];
  responses: ResponseRecord[];
  feedback: FeedbackRecord[];
  entitlements: EntitlementRecord[];
}

export type WorkspaceSnapshot = WorkspaceState;

/** The one mutable reference every workspace service reads, so restore() can swap the state. */
export interface WorkspaceStore {
  state: WorkspaceState;
}

export const emptyState = (): WorkspaceState => ({
  version: 1,
  next_id: 0,
  screeners: [],
  watchlists: [],
  threads: [],
  messages: [],
  responses: [],
  feedback: [],
  entitlements: [],
});

/** A fresh UUID-shaped id, deterministic for the seed and the number of ids minted so far. */
export function mintId(store: WorkspaceStore, rng: Rng): string {
  store.state.next_id += 1;
  return rng.fork(`id:${store.state.next_id}`).uuid();
}
