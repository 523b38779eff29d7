// An open thread: its messages (earlier ones on demand), the reply in progress, the user's messages
// not yet in the thread, and the composer.
import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { assistantQueries } from '@/api/resources/assistant';
import { ErrorPanel } from '@/components/error-panel';
import { useConversation } from '../hooks/use-conversation';
import { thinkingSeconds, useConversationState } from '../lib/conversation-store';
import { MessageActionsProvider } from '../parts/message-actions';
import { Composer } from './composer';
import { MessageView, PendingView, ResponseView } from './message-view';
import { MountWhenNear } from './mount-when-near';

export function ThreadView({ accountId, threadId }: { accountId: number; threadId: string }) {
  const thread = useQuery(assistantQueries.thread(accountId, threadId));
  const c = useConversation(accountId, threadId);
  const { send } = c;
  const sendPrompt = useCallback((text: string) => send(text), [send]);
  // Re-render when the reply's thinking ends, for its "Thought for N s" line.
  useConversationState((s) => (c.response ? s.timing[c.response.id] : undefined));
  const endRef = useRef<HTMLDivElement>(null);
  const count = c.messages.length + c.pending.length;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, c.showResponse]);

  return (
    <section className="assistant-thread" aria-label="Conversation">
      <header className="assistant-thread-header">
        <h2>{thread.data?.title ?? (thread.isError ? 'Thread' : '…')}</h2>
      </header>
      {thread.isError && (
        <ErrorPanel error={thread.error} context="Loading the thread" onRetry={() => void thread.refetch()} />
      )}
      <div className="assistant-messages" role="log" aria-label="Messages">
        {c.messagesQuery.hasPreviousPage && (
          <button
            type="button"
            className="link-button"
            disabled={c.messagesQuery.isFetchingPreviousPage}
            onClick={() => void c.messagesQuery.fetchPreviousPage()}
          >
            {c.messagesQuery.isFetchingPreviousPage ? 'Loading…' : 'Load earlier messages'}
          </button>
        )}
        {c.messagesQuery.isPending && <p className="muted">Loading messages…</p>}
        {c.messagesQuery.isError && (
          <ErrorPanel
            error={c.messagesQuery.error}
            context="Loading messages"
            onRetry={() => void c.messagesQuery.refetch()}
          />
        )}
        <MessageActionsProvider accountId={accountId} sendPrompt={sendPrompt}>
          {c.messages.map((m, i) => (
            <MessageActionsProvider key={m.id} accountId={accountId} sendPrompt={sendPrompt}>
              {/* The latest messages render at once; earlier ones as they scroll near. */}
              {i >= c.messages.length - 8 ? (
                <MessageView message={m} accountId={accountId} />
              ) : (
                <MountWhenNear estimate={m.role === 'USER' ? 48 : 320}>
                  <MessageView message={m} accountId={accountId} />
                </MountWhenNear>
              )}
            </MessageActionsProvider>
          ))}
          {c.pending
            .filter((p) => p.state !== 'waiting')
            .map((p) => (
              <PendingView
                key={p.localId}
                send={p}
                onRetry={() => c.retry(p.localId)}
                onDiscard={() => c.discard(p.localId)}
              />
            ))}
          {c.showResponse && c.response && (
            <MessageActionsProvider accountId={accountId} sendPrompt={sendPrompt}>
              <ResponseView
                response={c.response}
                seconds={thinkingSeconds(c.response.id)}
                onStop={c.stop}
                stopping={c.stopping}
                stopError={c.stopError}
              />
            </MessageActionsProvider>
          )}
          {c.responseError && <ErrorPanel error={c.responseError} context="Following the reply" />}
          {c.pending
            .filter((p) => p.state === 'waiting')
            .map((p) => (
              <PendingView
                key={p.localId}
                send={p}
                onRetry={() => c.retry(p.localId)}
                onDiscard={() => c.discard(p.localId)}
              />
            ))}
        </MessageActionsProvider>
        <div ref={endRef} />
      </div>
      <Composer draftKey={`thread:${threadId}`} onSend={send} />
    </section>
  );
}
