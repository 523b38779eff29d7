// A long finished assistant thread planted in a running sandbox (the e2e of the virtualized feed and
// `npm run bench:assistant`): half questions, half replies with a Markdown table of 8 rows, a 22-point
// chart and a suggestion. The app pages it (the latest 20 first, earlier ones as the user scrolls up).
import type { Sandbox } from '@/sandbox/engine/sandbox';

interface SeedState {
  threads: Array<Record<string, unknown>>;
  messages: Array<Record<string, unknown>>;
}

/** Ids of seeded things: the thread is 1, message `seq` is 1000 + seq. */
export const seededId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function reply(i: number) {
  const rows = Array.from(
    { length: 8 },
    (_, r) => `| Metric ${r} | $${(100 + i + r).toFixed(2)} | +${(r / 10).toFixed(2)}% |`,
  );
  const points = Array.from({ length: 22 }, (_, d) => ({
    x: `2026-10-${String(d + 1).padStart(2, '0')}`,
    y: 100 + Math.sin(i + d) * 5,
  }));
  return [
    {
      type: 'text',
      text: [
        `**Answer ${i}** about [AAPL](ticker:AAPL), with a table:`,
        '',
        '| Metric | Value | Change |',
        '|---|---|---|',
        ...rows,
      ].join('\n'),
    },
    {
      type: 'chart',
      payload: { chartId: `c${i}`, dataChart: { series: [{ name: `Series ${i}`, points }] } },
    },
    {
      type: 'suggested_actions',
      payload: { actionButtons: [{ buttonId: 'b', label: 'More', prompt: { prompt: 'More' } }] },
    },
  ];
}

/** Plants a finished thread of `messages` messages for `accountId`; returns its id. */
export function seedLongThread(
  sandbox: Sandbox,
  { accountId, messages, title = 'Long thread' }: { accountId: number; messages: number; title?: string },
): string {
  const store = (sandbox.workspace as unknown as { store: { state: SeedState } }).store;
  const now = sandbox.clock.now() - 3_600_000;
  const threadId = seededId(1);
  store.state.threads.push({
    id: threadId,
    account_id: accountId,
    title,
    mode: 'instant',
    created_ms: now,
    updated_ms: now,
    next_seq: messages + 1,
  });
  for (let seq = 1; seq <= messages; seq++) {
    const user = seq % 2 === 1;
    store.state.messages.push({
      id: seededId(1000 + seq),
      thread_id: threadId,
      seq,
      role: user ? 'USER' : 'ASSISTANT',
      parts: user ? [{ type: 'text', text: `Question ${seq}` }] : reply(seq),
      created_ms: now + seq * 1000,
      outcome: 'completed',
      error: null,
    });
  }
  return threadId;
}

/** The text of a very long reply: `sections` sections of a heading, paragraphs, a list and a table. */
export function longReplyText(sections: number): string {
  return Array.from({ length: sections }, (_, s) =>
    [
      `## Section ${s + 1}`,
      ...Array.from(
        { length: 4 },
        (_, p) =>
          `Paragraph ${p + 1} of section ${s + 1}: revenue grew **${(s + p) % 17}%** on the year while ` +
          `margins held, see [the filing](https://example.com/${s}/${p}) and \`ticker:AAPL\` for detail.`,
      ),
      ['- first point', '- second point', '- third point'].join('\n'),
      [
        '| Quarter | Revenue | Margin |',
        '|---|---|---|',
        ...[1, 2, 3, 4].map((q) => `| Q${q} | $${s}${q}.0B | ${q}0% |`),
      ].join('\n'),
    ].join('\n\n'),
  ).join('\n\n');
}

/** Plants a finished thread of one question and one very long reply; returns its id. */
export function seedLongReplyThread(
  sandbox: Sandbox,
  { accountId, sections, title = 'Long reply' }: { accountId: number; sections: number; title?: string },
): string {
  const store = (sandbox.workspace as unknown as { store: { state: SeedState } }).store;
  const now = sandbox.clock.now() - 1_800_000;
  const threadId = seededId(2);
  store.state.threads.push({
    id: threadId,
    account_id: accountId,
    title,
    mode: 'instant',
    created_ms: now,
    updated_ms: now,
    next_seq: 3,
  });
  const base = { thread_id: threadId, outcome: 'completed', error: null };
  store.state.messages.push(
    {
      ...base,
      id: seededId(5001),
      seq: 1,
      role: 'USER',
      parts: [{ type: 'text', text: 'Give me the full report' }],
      created_ms: now,
    },
    {
      ...base,
      id: seededId(5002),
      seq: 2,
      role: 'ASSISTANT',
      parts: [{ type: 'text', text: longReplyText(sections) }],
      created_ms: now + 1000,
    },
  );
  return threadId;
}

/** Messages the sandbox holds for `threadId` (the seeded ones and any asked since). */
export function threadMessageCount(sandbox: Sandbox, threadId: string): number {
  const store = (sandbox.workspace as unknown as { store: { state: SeedState } }).store;
  return store.state.messages.filter((m) => m.thread_id === threadId).length;
}
