// The message box: Enter sends, Shift+Enter adds a line; the draft is kept per thread.
import { forwardRef } from 'react';
import { setDraft, useDraft } from '../lib/drafts';

export const Composer = forwardRef<
  HTMLTextAreaElement,
  { draftKey: string; onSend: (text: string) => void; label?: string; placeholder?: string }
>(function Composer(
  {
    draftKey,
    onSend,
    label = 'Message the assistant',
    placeholder = 'Ask about a stock, your account or the market…',
  },
  ref,
) {
  const text = useDraft(draftKey);
  const send = () => {
    if (!text.trim()) return;
    onSend(text);
    setDraft(draftKey, '');
  };
  return (
    <form
      className="assistant-composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={ref}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        rows={3}
        maxLength={4000}
        onChange={(e) => setDraft(draftKey, e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className="assistant-composer-bar">
        <span className="muted">Enter sends · Shift+Enter adds a line</span>
        <button type="submit" className="primary" disabled={!text.trim()}>
          Send
        </button>
      </div>
    </form>
  );
});
