// One thread's conversation: its finalized messages (latest page first, earlier on demand), the reply
// in progress (polled until it settles, only while this screen shows it), and sending — optimistic,
// marked on failure with a retry that never duplicates, and held back (never dropped) by a 409.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  assistantQueries,
  cancelResponseMutation,
  createMessage,
  getMessages,
  isResponseSettled,
  type AssistantResponse,
} from '@/api/resources/assistant';
import { ApiError, NetworkError } from '@/api/errors';
import type { Message } from '@/api/schemas/assistant';
import { allowedCapabilities, assistantPreferencesStore } from '@/domain/assistant-preferences';
import {
  addPending,
  conversationStore,
  newLocalId,
  noteResponseProgress,
  recordThinking,
  removePending,
  setActiveResponse,
  thinkingSeconds,
  updatePending,
  useConversationState,
  type PendingSend,
} from '../lib/conversation-store';
import { MESSAGE_PAGE_SIZE } from '../lib/message-paging';
import { loadedMarkdown } from '../parts/markdown-loader';
import { prepareRepliesWhileIdle } from './use-prepare-markdown';

/** Replies parsed ahead when a thread's messages are fetched before it opens: about a screen's worth. */
const OPENING_REPLIES = 3;

const hasText = (r: AssistantResponse) =>
  (r.content?.parts ?? []).some((p) => p.type === 'text' && p.text.trim() !== '');

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

// Pages go back in time: the latest page first (no token), each next one the page before it. A
// refetch walks the same way from the latest page, so new messages are always in and the loaded
// history stays contiguous. (Walking forward from the earliest loaded page would follow that page's
// own, smaller page size and miss what was added after the last page.)
const threadMessages = (accountId: number, threadId: string) => ({
  ...assistantQueries.messages(accountId, threadId, MESSAGE_PAGE_SIZE),
  getNextPageParam: (last: { metadata: { previous_page_token?: string | null | undefined } }) =>
    last.metadata.previous_page_token ?? undefined,
});

/**
 * Starts loading a thread's latest messages before it opens (the pointer on its link, a press, focus),
 * so opening it does not wait for the thread view to mount before asking. Only a thread not loaded
 * yet: loaded pages are refreshed by the thread itself (see refreshLatest), never refetched here.
 */
export function prefetchThreadMessages(queryClient: QueryClient, accountId: number, threadId: string): void {
  const options = threadMessages(accountId, threadId);
  if (queryClient.getQueryState(options.queryKey)) return;
  void queryClient.prefetchInfiniteQuery(options).then(() => {
    // The replies the thread opens on are parsed while the pointer rests on its link (if it is opened
    // first, its render parses them and this finds them done).
    const markdown = loadedMarkdown();
    const latest = queryClient.getQueryData(options.queryKey)?.pages[0]?.data;
    if (markdown && latest) prepareRepliesWhileIdle(markdown, latest, OPENING_REPLIES);
  });
}

export function useConversation(accountId: number, threadId: string) {
  const queryClient = useQueryClient();
  const messagesOptions = threadMessages(accountId, threadId);
  const messagesQuery = useInfiniteQuery(threadMessages(accountId, threadId));
  const messages: Message[] = useMemo(
    () => [...(messagesQuery.data?.pages ?? [])].reverse().flatMap((p) => p.data),
    [messagesQuery.data],
  );

  // Opening a thread asks whether a reply is still running (another tab, or before a reload): once
  // its messages are in, so this request does not compete with theirs, which the first view waits for.
  const threadResponse = useQuery({
    ...assistantQueries.threadResponse(accountId, threadId),
    refetchInterval: false,
    refetchOnMount: 'always',
    enabled: !messagesQuery.isPending,
  });
  const refetchThreadResponse = threadResponse.refetch;
  const known = useConversationState((s) => s.active[threadId]);
  const discovered =
    threadResponse.data && !isResponseSettled(threadResponse.data.status)
      ? threadResponse.data.id
      : undefined;
  const activeId = known ?? discovered;
  const responseQuery = useQuery({
    ...assistantQueries.response(accountId, activeId ?? ''),
    enabled: activeId !== undefined,
  });
  const response = responseQuery.data ?? undefined;
  const settled = response ? isResponseSettled(response.status) : true;
  const finalized = response?.output_message_id
    ? messages.some((m) => m.id === response.output_message_id)
    : false;

  // After a turn: the latest page merged into the first loaded page, so the new messages come in and
  // the earlier pages the user loaded stay as they are (a refetch of every page would move each page's
  // window by the new messages and drop the oldest ones loaded).
  const refreshLatest = useCallback(async () => {
    const key = messagesOptions.queryKey;
    if (!queryClient.getQueryData(key)) return queryClient.invalidateQueries({ queryKey: key });
    const latest = await getMessages(accountId, threadId, undefined, MESSAGE_PAGE_SIZE).catch(() => null);
    // Could not read it: refetch the usual way (its error shows in the messages' panel).
    if (!latest) return queryClient.invalidateQueries({ queryKey: key });
    // More new messages than a page (another tab kept talking): the latest page may not reach back
    // to what is loaded. Refetch the usual way, which walks back from the latest page without a gap.
    const loaded = new Set(queryClient.getQueryData(key)?.pages[0]?.data.map((m) => m.id));
    if (latest.metadata.previous_page_token && !latest.data.some((m) => loaded.has(m.id)))
      return queryClient.invalidateQueries({ queryKey: key });
    queryClient.setQueryData(key, (old) => {
      const [first, ...rest] = old?.pages ?? [];
      if (!old || !first) return old;
      const fresh = new Set(latest.data.map((m) => m.id));
      const data = [...first.data.filter((m) => !fresh.has(m.id)), ...latest.data].sort(
        (a, b) => a.seq - b.seq,
      );
      // The first page keeps its own link to the page before it.
      return { ...old, pages: [{ ...first, data }, ...rest] };
    });
  }, [queryClient, messagesOptions.queryKey, accountId, threadId]);

  const invalidateThread = useCallback(
    () =>
      Promise.all([
        refreshLatest(),
        queryClient.invalidateQueries({
          queryKey: assistantQueries.threads(accountId).queryKey.slice(0, 3),
        }),
      ]),
    [queryClient, refreshLatest, accountId],
  );

  const pendingAll = useConversationState((s) => s.pending);
  const pending = useMemo(
    () =>
      pendingAll.filter(
        (p) =>
          p.threadId === threadId && !(p.userMessageId && messages.some((m) => m.id === p.userMessageId)),
      ),
    [pendingAll, threadId, messages],
  );

  const deliver = useCallback(
    async (send: PendingSend) => {
      updatePending(send.localId, { state: 'sending' });
      // A send whose outcome is unknown (no answer) may have landed: adopt it instead of sending twice.
      if (
        send.error instanceof NetworkError ||
        (send.error instanceof ApiError && send.error.status >= 500)
      ) {
        try {
          const latest = await getMessages(accountId, threadId);
          const adopted = latest.data.find(
            (m) =>
              m.role === 'USER' &&
              Date.parse(m.created_at) >= (send.sentAt ?? 0) - 60_000 &&
              m.content.parts.some((p) => p.type === 'text' && p.text === send.text.trim()) &&
              !conversationStore.getState().pending.some((p) => p.userMessageId === m.id),
          );
          if (adopted) {
            updatePending(send.localId, { state: 'sent', userMessageId: adopted.id });
            await invalidateThread();
            return;
          }
        } catch {
          // Could not check: fall through and send; the server refuses a second turn while one runs.
        }
      }
      const sentAt = Date.now();
      try {
        const created = await createMessage(threadId, {
          account_id: accountId,
          text: send.text,
          capabilities: allowedCapabilities(assistantPreferencesStore.getState()),
        });
        updatePending(send.localId, { state: 'sent', userMessageId: created.user_message_id, sentAt });
        setActiveResponse(threadId, created.response_id);
        await invalidateThread();
      } catch (error) {
        if (isConflict(error)) {
          updatePending(send.localId, { state: 'waiting', error, sentAt });
          // Find the reply that is still running, follow it, and send this one when it ends.
          const current = await refetchThreadResponse();
          if (current.data?.id) setActiveResponse(threadId, current.data.id);
        } else updatePending(send.localId, { state: 'failed', error, sentAt });
      }
    },
    [accountId, threadId, invalidateThread, refetchThreadResponse],
  );

  const send = useCallback(
    (text: string) => {
      const entry: PendingSend = { localId: newLocalId(), threadId, text: text.trim(), state: 'sending' };
      if (!entry.text) return;
      addPending(entry);
      void deliver(entry);
    },
    [threadId, deliver],
  );

  const retry = useCallback(
    (localId: string) => {
      const entry = conversationStore.getState().pending.find((p) => p.localId === localId);
      if (entry && entry.state !== 'sending') void deliver(entry);
    },
    [deliver],
  );

  // The reply's progress: time its thinking, and when it settles, keep what it thought for the
  // finalized message, refresh the thread, and send a message that waited for it.
  const handledSettle = useRef<string | null>(null);
  useEffect(() => {
    if (!response) return;
    noteResponseProgress(response.id, hasText(response) || isResponseSettled(response.status));
    if (!isResponseSettled(response.status) || handledSettle.current === response.id) return;
    handledSettle.current = response.id;
    const thoughts = response.content?.parts.flatMap((p) => (p.type === 'thinking' ? p.thoughts : [])) ?? [];
    if (response.output_message_id)
      recordThinking(response.output_message_id, {
        thoughts,
        seconds: thinkingSeconds(response.id),
        requestId: response.requestId,
      });
    void invalidateThread().then(() => {
      const waiting = conversationStore
        .getState()
        .pending.find((p) => p.threadId === threadId && p.state === 'waiting');
      if (waiting) void deliver(waiting);
    });
  }, [response, threadId, invalidateThread, deliver]);

  const cancel = useMutation(cancelResponseMutation(queryClient, accountId, threadId));

  return {
    messagesQuery,
    messages,
    response,
    responseError: responseQuery.error,
    /** The reply is still being written (or its final message is not loaded yet). */
    showResponse: response !== undefined && !finalized,
    running: response !== undefined && !settled,
    pending,
    send,
    retry,
    discard: removePending,
    stop: () => {
      if (response && !settled) cancel.mutate(response.id);
    },
    stopping: cancel.isPending,
    stopError: cancel.error,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
