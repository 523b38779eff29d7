// What the client knows about conversations beyond the server's messages, kept across navigation:
// the user's messages still being sent (or that failed, or wait for the previous reply), the
// response each thread is waiting on, and how long each reply thought (the server does not say).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type SendState = 'sending' | 'failed' | 'waiting' | 'sent';

export interface PendingSend {
  localId: string;
  threadId: string;
  text: string;
  state: SendState;
  /** The failure shown with a failed message; for `waiting`, the 409 that made it wait. */
  error?: unknown;
  /** Set once the server accepted it: the message shows until the thread's messages include it. */
  userMessageId?: string;
  sentAt?: number;
}

export interface ThinkingRecord {
  thoughts: string[];
  /** Seconds from the first poll that saw the reply running to the first text (or the end). */
  seconds: number;
  requestId?: string | undefined;
}

interface ConversationState {
  pending: PendingSend[];
  /** Thread id → the response it is waiting on. */
  active: Record<string, string>;
  /** Response id → when it was first seen and when its thinking ended (ms). */
  timing: Record<string, { start: number; end?: number }>;
  /** Output message id → what its reply thought, for the collapsed "Thought for N s" line. */
  thinking: Record<string, ThinkingRecord>;
}

const initial = (): ConversationState => ({ pending: [], active: {}, timing: {}, thinking: {} });

export const conversationStore = createStore<ConversationState>(initial);

let counter = 0;
export const newLocalId = () => `local-${Date.now().toString(36)}-${(counter += 1)}`;

export function addPending(send: PendingSend): void {
  conversationStore.setState((s) => ({ pending: [...s.pending, send] }));
}

export function updatePending(localId: string, patch: Partial<PendingSend>): void {
  conversationStore.setState((s) => ({
    pending: s.pending.map((p) => (p.localId === localId ? { ...p, ...patch } : p)),
  }));
}

export function removePending(localId: string): void {
  conversationStore.setState((s) => ({ pending: s.pending.filter((p) => p.localId !== localId) }));
}

export function setActiveResponse(threadId: string, responseId: string | null): void {
  conversationStore.setState((s) => {
    const active = { ...s.active };
    if (responseId) active[threadId] = responseId;
    else delete active[threadId];
    return { active };
  });
}

export function noteResponseProgress(responseId: string, thinkingDone: boolean): void {
  const now = Date.now();
  const t = conversationStore.getState().timing[responseId];
  if (t && (t.end !== undefined || !thinkingDone)) return;
  conversationStore.setState((s) => ({
    timing: {
      ...s.timing,
      [responseId]: { start: t?.start ?? now, ...(thinkingDone ? { end: now } : {}) },
    },
  }));
}

export function thinkingSeconds(responseId: string): number {
  const t = conversationStore.getState().timing[responseId];
  if (!t) return 0;
  return Math.max(0, Math.round(((t.end ?? Date.now()) - t.start) / 1000));
}

export function recordThinking(outputMessageId: string, record: ThinkingRecord): void {
  conversationStore.setState((s) => ({ thinking: { ...s.thinking, [outputMessageId]: record } }));
}

export function useConversationState<T>(selector: (s: ConversationState) => T): T {
  return useStore(conversationStore, selector);
}

export function resetConversations(): void {
  conversationStore.setState(initial(), true);
}
