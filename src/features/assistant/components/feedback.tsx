// Thumbs up or down on an assistant message, with an optional comment (submit_feedback).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { submitFeedbackMutation } from '@/api/resources/assistant';
import { ErrorPanel } from '@/components/error-panel';

export function Feedback({ accountId, messageId }: { accountId: number; messageId: string }) {
  const [score, setScore] = useState<1 | -1 | null>(null);
  const [comment, setComment] = useState('');
  const submit = useMutation(submitFeedbackMutation(messageId));
  if (submit.isSuccess)
    return (
      <p className="assistant-feedback muted" role="status">
        Thanks for the feedback.
      </p>
    );
  const send = () =>
    score !== null &&
    submit.mutate({ account_id: accountId, score, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  return (
    <div className="assistant-feedback" role="group" aria-label="Feedback">
      <button
        type="button"
        aria-pressed={score === 1}
        aria-label="Helpful"
        title="Helpful"
        onClick={() => setScore(1)}
      >
        <span aria-hidden="true">👍</span> Helpful
      </button>
      <button
        type="button"
        aria-pressed={score === -1}
        aria-label="Not helpful"
        title="Not helpful"
        onClick={() => setScore(-1)}
      >
        <span aria-hidden="true">👎</span> Not helpful
      </button>
      {score !== null && (
        <form
          className="assistant-feedback-form"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <input
            aria-label="Feedback comment (optional)"
            placeholder="Add a comment (optional)"
            value={comment}
            maxLength={2000}
            onChange={(e) => setComment(e.target.value)}
          />
          <button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Send feedback'}
          </button>
        </form>
      )}
      {submit.isError && <ErrorPanel error={submit.error} context="Sending feedback" onRetry={send} />}
    </div>
  );
}
