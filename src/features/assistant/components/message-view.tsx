// One turn of the conversation: a user message (plain text, as typed), an assistant message (every
// part, the collapsed thinking when this session saw it, how it ended, feedback), or the reply still
// being written.
import { memo } from 'react';
import { describeError } from '@/api/errors';
import type { AssistantResponse } from '@/api/resources/assistant';
import type { Message, ResponseContentPart } from '@/api/schemas/assistant';
import { useConversationState, type PendingSend } from '../lib/conversation-store';
import { PartList } from '../parts/part-view';
import { Feedback } from './feedback';

function RequestId({ id }: { id: string | undefined }) {
  return id ? (
    <span className="request-id">
      {' '}
      · request_id: <code>{id}</code>
    </span>
  ) : null;
}

function OutcomeNotice({
  outcome,
  error,
  requestId,
}: {
  outcome: string;
  error?: { code: string; message: string } | null | undefined;
  requestId?: string | undefined;
}) {
  if (outcome === 'errored' || outcome === 'failed')
    return (
      <div className="assistant-outcome error-panel" role="alert">
        <div className="error-title">The assistant could not answer</div>
        <div className="error-message">
          {error?.message ?? 'No reason was given.'}
          {error?.code && <span className="muted"> ({error.code})</span>}
          <RequestId id={requestId} />
        </div>
      </div>
    );
  if (outcome === 'canceled')
    return (
      <p className="assistant-outcome muted" role="note">
        Stopped: this reply was canceled{error?.message ? ` (${error.message})` : ''}.
        <RequestId id={requestId} />
      </p>
    );
  return null;
}

const userText = (parts: readonly ResponseContentPart[]) =>
  parts.map((p) => (p.type === 'text' ? p.text : '')).join('\n');

export const MessageView = memo(function MessageView({
  message,
  accountId,
  position,
  setSize,
}: {
  message: Message;
  accountId: number;
  /** Place in the feed (aria-posinset / aria-setsize). */
  position?: number | undefined;
  setSize?: number | undefined;
}) {
  const thinking = useConversationState((s) => s.thinking[message.id]);
  // Focusable for the feed's Page Up / Page Down, not a tab stop.
  const feed = { tabIndex: -1, 'aria-posinset': position, 'aria-setsize': setSize };
  if (message.role === 'USER')
    return (
      <article className="assistant-message user" aria-label="You" {...feed}>
        <p className="assistant-user-text">{userText(message.content.parts)}</p>
      </article>
    );
  const parts: ResponseContentPart[] = thinking?.thoughts.length
    ? [{ type: 'thinking', thoughts: thinking.thoughts }, ...message.content.parts]
    : message.content.parts;
  return (
    <article className="assistant-message assistant" aria-label="Assistant" {...feed}>
      <PartList parts={parts} thinking={{ running: false, seconds: thinking?.seconds ?? 0 }} />
      <OutcomeNotice outcome={message.outcome} error={message.error} requestId={thinking?.requestId} />
      {message.outcome === 'completed' && <Feedback accountId={accountId} messageId={message.id} />}
    </article>
  );
});

export function ResponseView({
  response,
  seconds,
  onStop,
  stopping,
  stopError,
}: {
  response: AssistantResponse;
  seconds: number;
  onStop: () => void;
  stopping: boolean;
  stopError: unknown;
}) {
  const active = response.status === 'queued' || response.status === 'running';
  const parts = response.content?.parts ?? [];
  return (
    <article
      className="assistant-message assistant live"
      aria-label="Assistant reply"
      aria-busy={active}
      tabIndex={-1}
    >
      {response.status === 'queued' && <p className="muted">Queued…</p>}
      {response.status === 'running' && !parts.some((p) => p.type === 'thinking') && (
        <p className="muted">Thinking…</p>
      )}
      <PartList parts={parts} thinking={{ running: active, seconds }} />
      {!active && (
        <OutcomeNotice outcome={response.status} error={response.error} requestId={response.requestId} />
      )}
      {active && (
        <button type="button" className="assistant-stop" onClick={onStop} disabled={stopping}>
          {stopping ? 'Stopping…' : 'Stop'}
        </button>
      )}
      {stopError != null && (
        <p role="alert" className="down">
          Could not stop the reply: {describeError(stopError).message}
          <RequestId id={describeError(stopError).requestId} />
        </p>
      )}
    </article>
  );
}

export function PendingView({
  send,
  onRetry,
  onDiscard,
}: {
  send: PendingSend;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const error = send.error ? describeError(send.error) : null;
  return (
    <article
      className={`assistant-message user ${send.state}`}
      aria-label="You"
      data-state={send.state}
      tabIndex={-1}
    >
      <p className="assistant-user-text">{send.text}</p>
      {send.state === 'sending' && <p className="muted">Sending…</p>}
      {send.state === 'failed' && (
        <div role="alert" className="assistant-send-failed">
          Not sent: {error?.message}
          <RequestId id={error?.requestId} />{' '}
          <button type="button" onClick={onRetry}>
            Retry
          </button>{' '}
          <button type="button" className="link-button" onClick={onDiscard}>
            Discard
          </button>
        </div>
      )}
      {send.state === 'waiting' && (
        <div role="status" className="assistant-send-waiting">
          The assistant is still answering the previous message ({error?.message}). This message is sent as
          soon as that reply ends.{' '}
          <button type="button" onClick={onRetry}>
            Send now
          </button>{' '}
          <button type="button" className="link-button" onClick={onDiscard}>
            Discard
          </button>
        </div>
      )}
    </article>
  );
}
