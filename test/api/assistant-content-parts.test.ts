import { describe, expect, it } from 'vitest';
import { MessageContent, ResponseContent, type ResponseContentPart } from '@/api/schemas/assistant';

// What a renderer would do: a switch on `type` that must narrow each member to its own fields.
function describePart(part: ResponseContentPart): string {
  switch (part.type) {
    case 'text':
      return `text:${part.text}`;
    case 'thinking':
      return `thinking:${part.thoughts.length}`;
    case 'structured_action':
      return `action:${part.action_id}`;
    case 'chart':
      return `chart:${part.payload.chartId}`;
    case 'suggested_actions':
      return `suggested:${part.payload.actionButtons?.length ?? 0}`;
    case 'custom':
      return `custom:${Object.keys(part.payload).join(',')}`;
    case 'unknown':
      return `unknown:${part.raw.type}`;
  }
}

const ACTION_ID = '3f1c8f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';

describe('assistant content parts', () => {
  it('parses every known part into its own member, narrowed by type', () => {
    const content = ResponseContent.parse({
      parts: [
        { type: 'text', text: 'AAPL closed at $189.50' },
        { type: 'thinking', thoughts: ['look up close', 'compare'] },
        {
          type: 'structured_action',
          action_id: ACTION_ID,
          action: { open_chart: { symbol: 'AAPL' } },
        },
        { type: 'chart', payload: { chartId: 'c1' } },
        { type: 'suggested_actions', payload: { actionButtons: [{ buttonId: 'b', label: 'More' }] } },
        { type: 'custom', payload: { widget: 'x' } },
      ],
    });
    expect(content.parts.map(describePart)).toEqual([
      'text:AAPL closed at $189.50',
      'thinking:2',
      `action:${ACTION_ID}`,
      'chart:c1',
      'suggested:1',
      'custom:widget',
    ]);
  });

  it('keeps a part of an unknown type raw instead of failing or dropping it', () => {
    const video = { type: 'video', url: 'https://example.com/v.mp4', duration_s: 12 };
    const content = MessageContent.parse({ parts: [{ type: 'text', text: 'see below' }, video] });
    expect(content.parts).toHaveLength(2);
    expect(content.parts[1]).toEqual({ type: 'unknown', raw: video });
    expect(content.parts.map(describePart)).toEqual(['text:see below', 'unknown:video']);
  });

  it('keeps a known type whose body does not match raw, with all its fields', () => {
    const broken = { type: 'chart', payload: { title: 'no chartId' } };
    const [part] = MessageContent.parse({ parts: [broken] }).parts;
    expect(part).toEqual({ type: 'unknown', raw: broken });
  });

  it('does not accept a thinking part on a finalized message as thinking', () => {
    const [part] = MessageContent.parse({ parts: [{ type: 'thinking', thoughts: ['x'] }] }).parts;
    expect(part!.type).toBe('unknown');
  });

  it('still rejects a part with no type at all', () => {
    expect(MessageContent.safeParse({ parts: [{ text: 'untyped' }] }).success).toBe(false);
  });
});
