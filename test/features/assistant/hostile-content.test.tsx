// @vitest-environment jsdom
// Property: whatever the assistant sends — javascript: and data: links, <img onerror>, <script>,
// oversized tables, deeply nested lists — through every part type, no script element or inline
// handler reaches the DOM, and no URL outside the allowlist becomes a link or an image.
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { ResponseContentPart } from '@/api/schemas/assistant';
import { withSandbox } from '../../utils/sandbox';
import { renderParts } from './render-parts';

withSandbox();

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
  'http://plain.example/img.png',
  'file:///etc/passwd',
  'https://ok.example/a.png',
  '/instruments/AAPL',
  'mailto:a@b.c',
  'ticker:AAPL',
];
const FRAGMENTS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)></svg>',
  '<div onclick="alert(1)">click</div>',
  '"><img src=x onerror=alert(1)>',
  '**bold**',
  '`code`',
  '\n\n',
];

const url = fc.constantFrom(...HOSTILE);
const fragment = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  url.map((u) => `[link](${u})`),
  url.map((u) => `![img](${u})`),
  url.map((u) => `<${u}>`),
  url.map((u) => `[ref][r]\n\n[r]: ${u}`),
  fc.string({ maxLength: 20 }),
);
const markdown = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(' '));
const table = fc
  .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 12 }), fragment)
  .map(([rows, cols, cell]) => {
    const line = (c: string) => `| ${Array.from({ length: cols }, () => c).join(' | ')} |`;
    return [
      line('h'),
      line('---'),
      ...Array.from({ length: rows }, () => line(cell.replace(/[|\n]/g, ' '))),
    ].join('\n');
  });
const deepList = fc
  .tuple(fc.integer({ min: 1, max: 60 }), fragment)
  .map(([depth, item]) =>
    Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- ${item.replace(/\n/g, ' ')}`).join('\n'),
  );
const text = fc.oneof(markdown, table, deepList);

const button = fc.record({
  buttonId: fc.string({ maxLength: 8 }),
  label: text,
  prompt: fc.record({ prompt: text }),
});

const part = fc.oneof(
  text.map((t) => ({ type: 'text', text: t })),
  fc.array(text, { maxLength: 4 }).map((thoughts) => ({ type: 'thinking', thoughts })),
  fc.record({ name: text, x: fc.constantFrom('2026-01-02', 'AAPL', '<script>') }).map(({ name, x }) => ({
    type: 'chart',
    payload: { chartId: name, dataChart: { series: [{ name, points: [{ x, y: 1 }] }] }, actionButtons: [] },
  })),
  fc
    .array(button, { maxLength: 3 })
    .map((actionButtons) => ({ type: 'suggested_actions', payload: { actionButtons } })),
  fc
    .record({ kind: fc.constantFrom('quote_card', 'other', '<img src=x onerror=alert(1)>'), body: text })
    .map((p) => ({
      type: 'custom',
      payload: { kind: p.kind, symbol: p.body.slice(0, 10), html: p.body },
    })),
  text.map((t) => ({
    type: 'structured_action',
    action_id: '22222222-2222-4222-8222-222222222222',
    action: { open_chart: { symbol: t.slice(0, 40), timeframe: t.slice(0, 20) } },
  })),
  text.map((t) => ({ type: t.slice(0, 30) || 'x', payload: t })),
);

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?![/\\]))/i;

function assertSafe(root: HTMLElement) {
  expect(root.querySelector('script, iframe, object, embed, svg[onload], base, meta, link')).toBeNull();
  for (const el of root.querySelectorAll('*'))
    for (const attr of el.getAttributeNames()) {
      expect(attr.startsWith('on'), `${el.tagName} has ${attr}`).toBe(false);
      const value = el.getAttribute(attr) ?? '';
      expect(/^\s*(javascript|vbscript|data):/i.test(value), `${el.tagName} ${attr}=${value}`).toBe(false);
    }
  for (const a of root.querySelectorAll('a[href]')) expect(a.getAttribute('href')).toMatch(SAFE_HREF);
  for (const img of root.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^https:\/\//);
}

describe('hostile assistant content', () => {
  it('never yields a script, an inline handler, or a link or image outside the allowlist', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(part, { minLength: 1, maxLength: 5 }), async (raw) => {
        const parts = raw.map((p) => ResponseContentPart.parse(p));
        const { container } = await renderParts(parts);
        try {
          assertSafe(container);
          // Images are only fetched after a click: show them all, then check again.
          for (const b of container.querySelectorAll('button'))
            if (b.textContent?.startsWith('Show image')) await act(async () => fireEvent.click(b));
          assertSafe(container);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('renders an oversized table and a deeply nested list without raw HTML', async () => {
    const big = [
      `| ${Array.from({ length: 40 }, (_, i) => `c${i}`).join(' | ')} |`,
      `| ${Array.from({ length: 40 }, () => '---').join(' | ')} |`,
      ...Array.from(
        { length: 500 },
        () => `| ${Array.from({ length: 40 }, () => '<img src=x onerror=alert(1)>').join(' | ')} |`,
      ),
    ].join('\n');
    const deep = Array.from(
      { length: 200 },
      (_, i) => `${'  '.repeat(i)}- <script>alert(${i})</script>`,
    ).join('\n');
    const { container } = await renderParts([
      ResponseContentPart.parse({ type: 'text', text: big }),
      ResponseContentPart.parse({ type: 'text', text: deep }),
    ]);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(500);
    expect(container.querySelectorAll('li').length).toBeGreaterThan(10);
    assertSafe(container);
    expect(container.querySelector('img')).toBeNull();
  }, 60_000);
});
