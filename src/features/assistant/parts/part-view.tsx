// The one renderer of assistant content: an exhaustive switch over the part union. A part this
// version does not know is one visible line, never a crash and never silence.
import type { ResponseContentPart } from '@/api/schemas/assistant';
import { StructuredActionCard } from '../actions/structured-action-card';
import { ActionButtons } from './action-buttons';
import { ChartPart } from './chart-part';
import { CustomPart } from './custom-part';
import { useMarkdownModule } from './markdown-loader';
import { ThinkingPart } from './thinking-part';

function TextPart({ text }: { text: string }) {
  const markdown = useMarkdownModule();
  if (!markdown) return <div className="assistant-text assistant-user-text">{text}</div>;
  return <markdown.MarkdownText text={text} />;
}

export interface ThinkingState {
  running: boolean;
  seconds: number;
}

export function PartView({ part, thinking }: { part: ResponseContentPart; thinking: ThinkingState }) {
  switch (part.type) {
    case 'text':
      return part.text ? <TextPart text={part.text} /> : null;
    case 'thinking':
      return <ThinkingPart thoughts={part.thoughts} running={thinking.running} seconds={thinking.seconds} />;
    case 'chart':
      return <ChartPart payload={part.payload} />;
    case 'suggested_actions':
      return <ActionButtons buttons={part.payload.actionButtons ?? []} label="Suggested actions" />;
    case 'structured_action':
      return <StructuredActionCard actionId={part.action_id} action={part.action} />;
    case 'custom':
      return <CustomPart payload={part.payload} />;
    case 'unknown':
      return (
        <p className="assistant-unknown-part" role="note">
          This reply contains a part this version cannot show (type {String(part.raw.type)})
        </p>
      );
    default: {
      const unreachable: never = part;
      return unreachable;
    }
  }
}

/** Thinking first (it happened first), then the parts in the order the server sent them. */
export function PartList({
  parts,
  thinking,
}: {
  parts: readonly ResponseContentPart[];
  thinking: ThinkingState;
}) {
  const ordered = [
    ...parts.filter((p) => p.type === 'thinking'),
    ...parts.filter((p) => p.type !== 'thinking'),
  ];
  return (
    <>
      {ordered.map((part, i) => (
        <PartView key={`${part.type}-${i}`} part={part} thinking={thinking} />
      ))}
    </>
  );
}
