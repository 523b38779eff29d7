// An open thread: its messages (earlier ones on demand), the reply in progress, the user's messages
// not yet in the thread, and the composer. The messages scroll in a virtualized feed (message-feed).
import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { assistantQueries } from '@/api/resources/assistant';
import type { Message, Thread } from '@/api/schemas/assistant';
import { ErrorPanel } from '@/components/error-panel';
import { useConversation } from '../hooks/use-conversation';
import { usePrepareMarkdown } from '../hooks/use-prepare-markdown';
import { thinkingSeconds, useConversationState } from '../lib/conversation-store';
import { MessageActionsProvider } from '../parts/message-actions';
import { Composer } from './composer';
import { MessageFeed, type FeedPosition } from './message-feed';
import { MessageView, PendingView, ResponseView } from './message-view';

/** The thread as the account's thread list has it, if a loaded page of the list holds it. */
function listedThread(queryClient: QueryClient, accountId: number, threadId: string): Thread | undefined {
  for (const [, data] of queryClient.getQueriesData<{ pages: Array<{ data: Thread[] }> }>({
    queryKey: assistantQueries.threads(accountId).queryKey.slice(0, 3),
  }))
    for (const page of data?.pages ?? []) {
      const found = page.data.find((t) => t.id === threadId);
      if (found) return found;
    }
  return undefined;
}

export function ThreadView({ accountId, threadId }: { accountId: number; threadId: string }) {
  const c = useConversation(accountId, threadId);
  // The title: from the thread list at once, the thread itself once the messages (what the first
  // view waits for) are in.
  const queryClient = useQueryClient();
  const thread = useQuery({
    ...assistantQueries.thread(accountId, threadId),
    enabled: !c.messagesQuery.isPending,
    placeholderData: () => listedThread(queryClient, accountId, threadId),
  });
  const { send } = c;
  usePrepareMarkdown(c.messages);
  // Each message the user sends brings the feed back to its end.
  const [followKey, setFollowKey] = useState(0);
  const sendAndFollow = useCallback(
    (text: string) => {
      setFollowKey((k) => k + 1);
      send(text);
    },
    [send],
  );
  // Earlier messages as the user scrolls up to them (the header's button does the same).
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = c.messagesQuery;
  const loadEarlier = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  // Re-render when the reply's thinking ends, for its "Thought for N s" line.
  useConversationState((s) => (c.response ? s.timing[c.response.id] : undefined));

  // The question each reply answers: the user's text just before it.
  const questions = useMemo(() => {
    const byReply = new Map<string, string>();
    let last: string | undefined;
    for (const m of c.messages) {
      if (m.role === 'USER')
        last =
          m.content.parts
            .map((p) => (p.type === 'text' ? p.text : ''))
            .join('\n')
            .trim() || undefined;
      else if (last) byReply.set(m.id, last);
    }
    return byReply;
  }, [c.messages]);

  const renderMessage = useCallback(
    (m: Message, at: FeedPosition) => (
      // Each message's buttons perform that message's own structured actions.
      <MessageActionsProvider
        key={m.id}
        accountId={accountId}
        sendPrompt={sendAndFollow}
        question={questions.get(m.id)}
      >
        <MessageView message={m} accountId={accountId} position={at.position} setSize={at.size} />
      </MessageActionsProvider>
    ),
    [accountId, sendAndFollow, questions],
  );

  const sent = c.pending.filter((p) => p.state !== 'waiting');
  const waiting = c.pending.filter((p) => p.state === 'waiting');
  const replying = c.showResponse && c.response !== undefined;
  const pendingView = (p: (typeof c.pending)[number]) => (
    <PendingView
      key={p.localId}
      send={p}
      onRetry={() => c.retry(p.localId)}
      onDiscard={() => c.discard(p.localId)}
    />
  );

  return (
    <section className="assistant-thread" aria-label="Conversation">
      <header className="assistant-thread-header">
        <h2>{thread.data?.title ?? (thread.isError ? 'Thread' : '…')}</h2>
        {c.messagesQuery.hasNextPage && (
          <button
            type="button"
            className="link-button"
            disabled={c.messagesQuery.isFetchingNextPage}
            onClick={() => void c.messagesQuery.fetchNextPage()}
          >
            {c.messagesQuery.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
          </button>
        )}
      </header>
      {thread.isError && (
        <ErrorPanel error={thread.error} context="Loading the thread" onRetry={() => void thread.refetch()} />
      )}
      {c.messagesQuery.isPending && <p className="muted">Loading messages…</p>}
      {c.messagesQuery.isError && (
        <ErrorPanel
          error={c.messagesQuery.error}
          context="Loading messages"
          onRetry={() => void c.messagesQuery.refetch()}
        />
      )}
      <MessageFeed
        messages={c.messages}
        renderMessage={renderMessage}
        sizeKnown={!c.messagesQuery.hasNextPage && c.pending.length === 0 && !replying}
        busy={c.messagesQuery.isFetchingNextPage}
        followKey={followKey}
        onReachStart={loadEarlier}
        tail={
          <>
            {sent.map(pendingView)}
            {replying && (
              <MessageActionsProvider accountId={accountId} sendPrompt={sendAndFollow}>
                <ResponseView
                  response={c.response!}
                  seconds={thinkingSeconds(c.response!.id)}
                  onStop={c.stop}
                  stopping={c.stopping}
                  stopError={c.stopError}
                />
              </MessageActionsProvider>
            )}
            {waiting.map(pendingView)}
          </>
        }
      />
      {c.responseError && <ErrorPanel error={c.responseError} context="Following the reply" />}
      <p className="visually-hidden" role="status">
        {c.running ? 'The assistant is answering…' : ''}
      </p>
      <Composer draftKey={`thread:${threadId}`} onSend={sendAndFollow} />
    </section>
  );
}
