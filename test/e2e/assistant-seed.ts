// A long finished assistant thread planted in a running sandbox (the e2e of the virtualized feed and
// `npm run bench:assistant`): half questions, half replies with a Markdown table of 8 rows, a 22-point
// chart and a suggestion. The API pages it (the latest 100 first, earlier on demand).
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
