// Buttons of a chart or of suggested actions: a prompt button sends its text as the next message;
// a structured-action button performs the referenced action of the same message.
import type { ActionButton } from '@/api/schemas/assistant';
import { useMessageActions } from './message-actions';

export function ActionButtons({ buttons, label }: { buttons: readonly ActionButton[]; label: string }) {
  const { sendPrompt, perform } = useMessageActions();
  if (buttons.length === 0) return null;
  return (
    <div className="assistant-buttons" role="group" aria-label={label}>
      {buttons.map((b) => {
        const prompt = b.prompt?.prompt;
        const actionId = b.structuredAction?.actionId;
        return (
          <button
            key={b.buttonId}
            type="button"
            disabled={!prompt && !actionId}
            title={prompt ? `Ask: ${prompt}` : undefined}
            onClick={() => {
              if (actionId) perform(actionId);
              else if (prompt) sendPrompt(prompt);
            }}
          >
            {b.label}
          </button>
        );
      })}
    </div>
  );
}
