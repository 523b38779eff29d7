// A first guess of a message's height before it is drawn, for the virtualized thread: close enough
// that opening a thread at its end and scrolling up move little when the real heights arrive.
import type { Message, ResponseContentPart } from '@/api/schemas/assistant';

const LINE = 21;
const CHARS_PER_LINE = 90;
const TABLE_ROW = 29;

function textHeight(text: string): number {
  let height = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') height += LINE / 2;
    else if (/^\s*\|/.test(line)) height += /^\s*\|?\s*:?-+/.test(line) ? 0 : TABLE_ROW;
    else height += Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)) * LINE;
  }
  return height;
}

function partHeight(part: ResponseContentPart): number {
  switch (part.type) {
    case 'text':
      return textHeight(part.text) + 12;
    case 'thinking':
      return 28;
    case 'chart':
      return 220 + 34 + (part.payload.actionButtons?.length ? 40 : 0);
    case 'suggested_actions':
      return 40;
    case 'structured_action':
      return 120;
    case 'custom':
      return 90;
    case 'unknown':
      return LINE;
  }
}

/** Pixels, including the article's padding and border. */
export function estimateMessageHeight(message: Message): number {
  const parts = message.content.parts;
  if (message.role === 'USER')
    return 22 + textHeight(parts.map((p) => (p.type === 'text' ? p.text : '')).join('\n'));
  const feedback = message.outcome === 'completed' ? 36 : 48;
  return 22 + feedback + parts.reduce((sum, part) => sum + partHeight(part), 0);
}
