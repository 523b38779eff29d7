// The assistant's conversations: threads, finalized messages and pollable responses. A user turn
// decides the whole reply at once (assistant-replies.ts); a response then moves through its lifecycle
// with the clock alone — queued, running (thoughts appear one by one, then the text streams word by
// word), succeeded or failed — unless canceled. When a turn ends its assistant message is written to
// the thread (lazily, on the next read), stamped with the instant the turn ended.
import type {
  Capability,
  CreateFeedbackResponse,
  CreateMessageResponse,
  CreateThreadResponse,
  Message,
  MessageContentPart,
  Response,
  ResponseContentPart,
  Thread,
} from '@/api/schemas/assistant';
import { Capability as CapabilityEnum } from '@/api/schemas/assistant';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { encodePageToken, decodePageToken, paginate, type Page } from '../pagination';
import type { SandboxClock } from '../clock';
import type { Rng } from '../rng';
import type { WorkspaceBrokerage } from './deps';
import type { Entitlements } from './entitlements';
import type { MarketView } from './market-view';
import type { Screener } from './screener';
import { composeDeepInsights, composeInstant, type Reply } from './assistant-replies';
import {
  mintId,
  type MessageRecord,
  type ResponseRecord,
  type ThreadRecord,
  type WorkspaceStore,
} from './state';
import { isoAt, unit } from './util';

export const MAX_MESSAGE_LENGTH = 4000;
export const ASSISTANT_PAGE_SIZE = 100;

export type ResponseStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

export interface CreateThreadInput {
  account_id: number;
  type: 'instant' | 'deep_insights';
  text?: string | null | undefined;
  target?: { ticker: string; type: string } | null | undefined;
  thesis?: string | null | undefined;
  capabilities?: readonly Capability[] | undefined;
}

export interface CreateMessageInput {
  account_id: number;
  text: string;
  capabilities?: readonly Capability[] | undefined;
}

const tokensOf = (text: string): string[] => text.match(/\S+\s*/g) ?? [];

/** When a response stops: its end of life, or the moment it was canceled. */
function terminalMs(r: ResponseRecord): number {
  return r.canceled_ms ?? r.created_ms + r.duration_ms;
}

export function responseStatus(r: ResponseRecord, now: number): ResponseStatus {
  if (r.canceled_ms !== null && r.canceled_ms <= now) return 'canceled';
  if (now < r.created_ms + r.queued_ms) return 'queued';
  if (now < r.created_ms + r.duration_ms) return 'running';
  return r.failure ? 'failed' : 'succeeded';
}

/** What a response shows at an instant: thoughts so far, then the text streamed so far. */
function progressAt(r: ResponseRecord, at: number): { thoughts: string[]; text: string } {
  const runningFor = at - (r.created_ms + r.queued_ms);
  if (runningFor < 0) return { thoughts: [], text: '' };
  const shown = Math.min(r.thoughts.length, Math.floor(runningFor / r.thought_ms) + 1);
  const textFor = runningFor - r.thoughts.length * r.thought_ms;
  if (textFor < 0 || r.failure) return { thoughts: r.thoughts.slice(0, shown), text: '' };
  const tokens = tokensOf(r.text);
  const words = Math.min(tokens.length, Math.floor(textFor / r.word_ms));
  return { thoughts: r.thoughts, text: tokens.slice(0, words).join('') };
}

function threadTitle(text: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 77).trimEnd()}...` : line;
}

export class Assistant {
  constructor(
    private readonly store: WorkspaceStore,
    private readonly view: MarketView,
    private readonly screener: Screener,
    private readonly brokerage: WorkspaceBrokerage,
    private readonly entitlements: Entitlements,
    private readonly clock: SandboxClock,
    private readonly rng: Rng,
  ) {}

  // ---- access -----------------------------------------------------------------------------------

  private checkAccount(accountId: number): void {
    if (!this.brokerage.accessibleAccountIds().includes(accountId)) throw forbidden();
  }

  private thread(threadId: string, accountId: number): ThreadRecord {
    this.checkAccount(accountId);
    const thread = this.store.state.threads.find((t) => t.id === threadId.toLowerCase());
    if (!thread || thread.account_id !== accountId) throw notFound('Thread not found');
    return thread;
  }

  // ---- lifecycle ----------------------------------------------------------------------------------

  /** Writes the assistant message of every turn that has ended by now. */
  private settle(): void {
    const now = this.clock.now();
    for (const r of this.store.state.responses) {
      if (r.finalized) continue;
      const status = responseStatus(r, now);
      if (status === 'queued' || status === 'running') continue;
      const at = terminalMs(r);
      let parts: MessageContentPart[];
      let outcome: MessageRecord['outcome'];
      if (status === 'succeeded') {
        parts = [{ type: 'text', text: r.text }, ...r.extra_parts];
        outcome = 'completed';
      } else if (status === 'failed') {
        parts = [];
        outcome = 'errored';
      } else {
        const partial = progressAt(r, at).text.trimEnd();
        parts = partial ? [{ type: 'text', text: partial }] : [];
        outcome = 'canceled';
      }
      this.store.state.messages.push({
        id: r.output_message_id,
        thread_id: r.thread_id,
        seq: r.output_seq,
        role: 'ASSISTANT',
        parts,
        created_ms: at,
        outcome,
        error: status === 'failed' ? r.failure : null,
      });
      r.finalized = true;
      const thread = this.store.state.threads.find((t) => t.id === r.thread_id);
      if (thread) thread.updated_ms = Math.max(thread.updated_ms, at);
    }
  }

  private activeResponse(threadId: string): ResponseRecord | undefined {
    const now = this.clock.now();
    return this.store.state.responses.find((r) => {
      if (r.thread_id !== threadId || r.finalized) return false;
      const status = responseStatus(r, now);
      return status === 'queued' || status === 'running';
    });
  }

  private responseView(r: ResponseRecord): Response {
    const now = this.clock.now();
    const status = responseStatus(r, now);
    const parts: ResponseContentPart[] = [];
    if (status === 'queued') {
      // Nothing to show yet.
    } else if (status === 'succeeded') {
      parts.push({ type: 'text', text: r.text }, ...r.extra_parts, {
        type: 'thinking',
        thoughts: [...r.thoughts],
      });
    } else if (status === 'failed') {
      parts.push({ type: 'thinking', thoughts: [...r.thoughts] });
    } else {
      const progress = progressAt(r, status === 'canceled' ? terminalMs(r) : now);
      parts.push({ type: 'text', text: progress.text });
      if (progress.thoughts.length > 0) parts.push({ type: 'thinking', thoughts: progress.thoughts });
    }
    const out: Response = {
      id: r.id,
      thread_id: r.thread_id,
      user_message_id: r.user_message_id,
      output_message_id: r.output_message_id,
      status,
      content: { parts },
    };
    if (status === 'failed' && r.failure) out.error = { ...r.failure };
    return out;
  }

  // ---- turns ------------------------------------------------------------------------------------

  private capabilities(requested: readonly Capability[] | undefined): Set<Capability> {
    return new Set(requested ?? CapabilityEnum.options);
  }

  /** Records the user's message and starts the assistant's turn. */
  private startTurn(
    thread: ThreadRecord,
    userText: string,
    compose: (newId: () => string) => Reply,
  ): CreateMessageResponse {
    const now = this.clock.now();
    const userMessage: MessageRecord = {
      id: mintId(this.store, this.rng),
      thread_id: thread.id,
      seq: thread.next_seq,
      role: 'USER',
      parts: [{ type: 'text', text: userText }],
      created_ms: now,
      outcome: 'completed',
      error: null,
    };
    const responseId = mintId(this.store, this.rng);
    const outputId = mintId(this.store, this.rng);
    const reply = compose(() => mintId(this.store, this.rng));
    const deep = thread.mode === 'deep_insights';
    const queued = 250 + Math.floor(unit(`queue:${responseId}`) * 500);
    const thoughtMs = deep ? 1500 : 600;
    const wordMs = deep ? 15 : 30;
    const words = reply.failure ? 0 : tokensOf(reply.text).length;
    const response: ResponseRecord = {
      id: responseId,
      thread_id: thread.id,
      account_id: thread.account_id,
      user_message_id: userMessage.id,
      output_message_id: outputId,
      output_seq: thread.next_seq + 1,
      created_ms: now,
      queued_ms: queued,
      duration_ms: queued + reply.thoughts.length * thoughtMs + words * wordMs + (reply.failure ? 0 : 200),
      thought_ms: thoughtMs,
      word_ms: wordMs,
      thoughts: reply.thoughts,
      text: reply.text,
      extra_parts: reply.parts,
      failure: reply.failure ?? null,
      canceled_ms: null,
      finalized: false,
    };
    thread.next_seq += 2;
    thread.updated_ms = now;
    this.store.state.messages.push(userMessage);
    this.store.state.responses.push(response);
    return { response_id: responseId, thread_id: thread.id, user_message_id: userMessage.id };
  }

  private replyContext(accountId: number, capabilities: readonly Capability[] | undefined) {
    return (newId: () => string) => ({
      view: this.view,
      screener: this.screener,
      brokerage: this.brokerage,
      accountId,
      entitled: this.entitlements.has(accountId),
      capabilities: this.capabilities(capabilities),
      newId,
    });
  }

  createThread(input: CreateThreadInput): CreateThreadResponse {
    this.checkAccount(input.account_id);
    this.settle();
    let userText: string;
    let title: string;
    let compose: (newId: () => string) => Reply;
    const context = this.replyContext(input.account_id, input.capabilities);
    if (input.type === 'instant') {
      const text = input.text?.trim() ?? '';
      if (!text)
        throw badRequest('text is required for instant mode', [{ field: 'text', description: 'required' }]);
      checkLength(text);
      userText = text;
      title = threadTitle(text);
      compose = (newId) => composeInstant(context(newId), text);
    } else {
      const ticker = input.target?.ticker?.trim() ?? '';
      if (!ticker)
        throw badRequest('target is required for deep_insights mode', [
          { field: 'target.ticker', description: 'required' },
        ]);
      if (input.target?.type !== 'ticker')
        throw badRequest('target.type must be ticker', [
          { field: 'target.type', description: 'expected ticker' },
        ]);
      const instrument = this.view.instrument(ticker);
      if (!instrument)
        throw badRequest(`Unknown ticker: ${ticker}`, [
          { field: 'target.ticker', description: 'unknown ticker' },
        ]);
      const thesis = input.thesis?.trim() || null;
      if (thesis) checkLength(thesis);
      userText = `Deep insights: ${instrument.symbol}${thesis ? `\n\nThesis: ${thesis}` : ''}`;
      title = `${instrument.symbol} deep insights`;
      compose = (newId) => composeDeepInsights(context(newId), instrument, thesis);
    }
    const now = this.clock.now();
    const thread: ThreadRecord = {
      id: mintId(this.store, this.rng),
      account_id: input.account_id,
      title,
      mode: input.type,
      created_ms: now,
      updated_ms: now,
      next_seq: 1,
    };
    this.store.state.threads.push(thread);
    return this.startTurn(thread, userText, compose);
  }

  createMessage(threadId: string, input: CreateMessageInput): CreateMessageResponse {
    const thread = this.thread(threadId, input.account_id);
    this.settle();
    const text = input.text.trim();
    if (!text) throw badRequest('text must not be empty', [{ field: 'text', description: 'required' }]);
    checkLength(text);
    if (this.activeResponse(thread.id)) throw conflict('thread already has an active response');
    const context = this.replyContext(input.account_id, input.capabilities);
    return this.startTurn(thread, text, (newId) => composeInstant(context(newId), text));
  }

  // ---- reads ------------------------------------------------------------------------------------

  private threadView(t: ThreadRecord): Thread {
    return { id: t.id, title: t.title, created_at: isoAt(t.created_ms), updated_at: isoAt(t.updated_ms) };
  }

  /** Threads of an account, newest first. */
  listThreads(
    accountId: number,
    query: { page_size?: number | undefined; page_token?: string | undefined },
  ): Page<Thread> {
    this.checkAccount(accountId);
    this.settle();
    const threads = this.store.state.threads
      .filter((t) => t.account_id === accountId)
      .sort((a, b) => b.created_ms - a.created_ms)
      .map((t) => this.threadView(t));
    return paginate(threads, query, ASSISTANT_PAGE_SIZE);
  }

  getThread(threadId: string, accountId: number): Thread {
    const thread = this.thread(threadId, accountId);
    this.settle();
    return this.threadView(thread);
  }

  private messageView(m: MessageRecord): Message {
    const out: Message = {
      id: m.id,
      thread_id: m.thread_id,
      seq: m.seq,
      role: m.role,
      content: { parts: structuredClone(m.parts) },
      created_at: isoAt(m.created_ms),
      outcome: m.outcome,
    };
    if (m.error) out.error = { ...m.error };
    return out;
  }

  /** Finalized messages; without a token the latest page, chronological within the page. */
  listMessages(
    threadId: string,
    accountId: number,
    query: { page_size?: number | undefined; page_token?: string | undefined },
  ): Page<Message> {
    const thread = this.thread(threadId, accountId);
    this.settle();
    const messages = this.store.state.messages
      .filter((m) => m.thread_id === thread.id)
      .sort((a, b) => a.seq - b.seq);
    const total = messages.length;
    const state = query.page_token
      ? decodePageToken(query.page_token)
      : (() => {
          const limit = query.page_size ?? ASSISTANT_PAGE_SIZE;
          return { offset: Math.max(0, total - limit), limit };
        })();
    const { offset, limit } = state;
    const metadata: Page<Message>['metadata'] = {
      page_number: Math.ceil((offset + limit) / limit),
      total_items: total,
      total_pages: Math.max(1, Math.ceil(total / limit)),
    };
    if (offset + limit < total) metadata.next_page_token = encodePageToken({ offset: offset + limit, limit });
    if (offset > 0)
      metadata.previous_page_token = encodePageToken({
        offset: Math.max(0, offset - limit),
        limit: Math.min(limit, offset),
      });
    // Only the page is copied out (a thread's parts, charts included, can be large).
    return { items: messages.slice(offset, offset + limit).map((m) => this.messageView(m)), metadata };
  }

  getMessage(messageId: string, accountId: number): Message {
    this.checkAccount(accountId);
    this.settle();
    const message = this.store.state.messages.find((m) => m.id === messageId.toLowerCase());
    const thread = message && this.store.state.threads.find((t) => t.id === message.thread_id);
    if (!message || thread?.account_id !== accountId) throw notFound('Message not found');
    return this.messageView(message);
  }

  private response(responseId: string, accountId: number): ResponseRecord {
    this.checkAccount(accountId);
    this.settle();
    const r = this.store.state.responses.find((x) => x.id === responseId.toLowerCase());
    if (!r || r.account_id !== accountId) throw notFound('Response not found');
    return r;
  }

  getResponse(responseId: string, accountId: number): Response {
    return this.responseView(this.response(responseId, accountId));
  }

  /** The thread's active (queued or running) response; null when the thread is idle. */
  threadResponse(threadId: string, accountId: number): Response | null {
    const thread = this.thread(threadId, accountId);
    this.settle();
    const active = this.activeResponse(thread.id);
    return active ? this.responseView(active) : null;
  }

  /** Cancels a queued or running response; idempotent once the response is terminal. */
  cancel(responseId: string, accountId: number): { canceled: boolean } {
    const r = this.response(responseId, accountId);
    const status = responseStatus(r, this.clock.now());
    if (status !== 'queued' && status !== 'running') return { canceled: false };
    r.canceled_ms = this.clock.now();
    this.settle();
    return { canceled: true };
  }

  feedback(
    messageId: string,
    input: { account_id: number; score: number; comment?: string | undefined },
  ): CreateFeedbackResponse {
    this.checkAccount(input.account_id);
    this.settle();
    const message = this.store.state.messages.find((m) => m.id === messageId.toLowerCase());
    const thread = message && this.store.state.threads.find((t) => t.id === message.thread_id);
    if (!message || thread?.account_id !== input.account_id) throw notFound('Message not found');
    if (message.role !== 'ASSISTANT')
      throw badRequest('Feedback can only be given on assistant messages', [
        { field: 'message_id', description: 'a USER message' },
      ]);
    if (!Number.isInteger(input.score) || input.score < -1 || input.score > 5)
      throw badRequest('score must be an integer from -1 to 5 (-1/1 thumbs down/up, or 1 to 5 stars)', [
        { field: 'score', description: 'out of range' },
      ]);
    if ((input.comment?.length ?? 0) > 2000)
      throw badRequest('comment is longer than 2000 characters', [
        { field: 'comment', description: 'too long' },
      ]);
    const now = this.clock.now();
    const existing = this.store.state.feedback.find(
      (f) => f.message_id === message.id && f.account_id === input.account_id,
    );
    if (existing) {
      existing.score = input.score;
      existing.comment = input.comment ?? null;
      existing.created_ms = now;
      return { feedback_id: existing.id, created_at: isoAt(now) };
    }
    const id = mintId(this.store, this.rng);
    this.store.state.feedback.push({
      id,
      message_id: message.id,
      account_id: input.account_id,
      score: input.score,
      comment: input.comment ?? null,
      created_ms: now,
    });
    return { feedback_id: id, created_at: isoAt(now) };
  }
}

function checkLength(text: string): void {
  if (text.length > MAX_MESSAGE_LENGTH)
    throw badRequest(`text is longer than ${MAX_MESSAGE_LENGTH} characters`, [
      { field: 'text', description: `at most ${MAX_MESSAGE_LENGTH} characters` },
    ]);
}
