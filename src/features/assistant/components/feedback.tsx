// Thumbs up or down on an assistant message, with an optional comment (submit_feedback).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { submitFeedbackMutation } from '@/api/resources/assistant';
import { ErrorPanel } from '@/components/error-panel';

/** A thumb drawn in SVG (currentColor): no emoji font needed, as on machines that have none. */
function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      className="assistant-feedback-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M7 10v11H3V10z" />
      <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </svg>
  );
}

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
        <ThumbIcon /> Helpful
      </button>
      <button
        type="button"
        aria-pressed={score === -1}
        aria-label="Not helpful"
        title="Not helpful"
        onClick={() => setScore(-1)}
      >
        <ThumbIcon down /> Not helpful
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
