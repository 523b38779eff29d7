import { describe, it, expect } from 'vitest';
import { Message, Response, type ResponseContentPart } from '@/api/schemas/assistant';
import type { Order } from '@/api/schemas/orders';
import { SandboxError } from '@/sandbox/engine/errors';
import { AGREEMENT_ID } from '@/sandbox/engine/workspace/entitlements';
import { ACCOUNT, OTHER_ACCOUNT, makeWorkspace } from './fakes';

function statusOf(action: () => unknown): number {
  try {
    action();
  } catch (error) {
    if (error instanceof SandboxError) return error.status;
    throw error;
  }
  return 200;
}

const textOf = (parts: readonly ResponseContentPart[] | undefined) =>
  parts?.find((p): p is ResponseContentPart & { text: string } => p.type === 'text' && 'text' in p)?.text ??
  '';
const typesOf = (parts: readonly ResponseContentPart[] | undefined) => (parts ?? []).map((p) => p.type);
const actionsOf = (parts: readonly ResponseContentPart[] | undefined) =>
  (parts ?? []).flatMap((p) => ('action' in p && p.type === 'structured_action' ? [p.action] : []));

/** Advances the clock until the response is terminal; returns every snapshot seen on the way. */
function pollToEnd(ws: ReturnType<typeof makeWorkspace>, responseId: string, stepMs = 100) {
  const seen = [];
  for (let i = 0; i < 2000; i++) {
    const r = ws.workspace.assistant.getResponse(responseId, ACCOUNT);
    seen.push(r);
    if (r.status !== 'queued' && r.status !== 'running') return seen;
    ws.clock.advance(stepMs);
  }
  throw new Error('response never ended');
}

describe('assistant response lifecycle', () => {
  it('goes queued → running (thoughts, then streamed text) → succeeded as the clock moves', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({
      account_id: ACCOUNT,
      type: 'instant',
      text: 'How is AAPL doing today?',
    });
    const first = assistant.getResponse(created.response_id, ACCOUNT);
    expect(first.status).toBe('queued');
    expect(first.content?.parts).toEqual([]);
    expect(assistant.threadResponse(created.thread_id, ACCOUNT)?.id).toBe(created.response_id);

    const seen = pollToEnd(ws, created.response_id);
    const final = seen[seen.length - 1]!;
    expect(final.status).toBe('succeeded');
    for (const snapshot of seen) expect(Response.safeParse(snapshot).success).toBe(true);
    const running = seen.filter((r) => r.status === 'running');
    expect(running.length).toBeGreaterThan(10);
    // Thinking shows first, one thought at a time; then the text grows as a prefix of the final text.
    expect(running[0]!.content?.parts).toEqual([
      { type: 'text', text: '' },
      { type: 'thinking', thoughts: ['Fetching current market data for AAPL...'] },
    ]);
    const finalText = textOf(final.content?.parts);
    let previous = '';
    for (const r of running) {
      const text = textOf(r.content?.parts);
      expect(finalText.startsWith(text)).toBe(true);
      expect(text.length).toBeGreaterThanOrEqual(previous.length);
      previous = text;
    }
    expect(
      running.some((r) => textOf(r.content?.parts).length > 0 && textOf(r.content?.parts) !== finalText),
    ).toBe(true);

    // The reply is computed from the market: AAPL at 200 against a 190 close.
    expect(finalText).toContain('[AAPL](ticker:AAPL)');
    expect(finalText).toContain('**$200.00**, up $10.00 (+5.26%)');
    expect(typesOf(final.content?.parts)).toEqual([
      'text',
      'structured_action',
      'chart',
      'custom',
      'suggested_actions',
      'thinking',
    ]);
    const chart = final.content?.parts.find((p) => p.type === 'chart') as {
      payload: {
        dataChart: { series: Array<{ points: Array<{ x: string; y: number }> }> };
        actionButtons: Array<{ structuredAction: { actionId: string } }>;
      };
    };
    const points = chart.payload.dataChart.series[0]!.points;
    expect(points[points.length - 1]).toEqual({ x: '2026-11-20', y: 200 });
    const action = final.content?.parts.find((p) => p.type === 'structured_action') as {
      action_id: string;
      action: unknown;
    };
    expect(action.action).toEqual({ open_chart: { symbol: 'AAPL', timeframe: '1M' } });
    expect(chart.payload.actionButtons[0]!.structuredAction.actionId).toBe(action.action_id);
  });

  it('writes the assistant message only when the turn ends; messages never carry thinking', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({
      account_id: ACCOUNT,
      type: 'instant',
      text: 'How is AAPL doing today?',
    });
    ws.clock.advance(1500);
    const running = assistant.getResponse(created.response_id, ACCOUNT);
    expect(running.status).toBe('running');
    expect(assistant.listMessages(created.thread_id, ACCOUNT, {}).items.map((m) => m.role)).toEqual(['USER']);
    expect(statusOf(() => assistant.getMessage(running.output_message_id!, ACCOUNT))).toBe(404);
    pollToEnd(ws, created.response_id);
    const messages = assistant.listMessages(created.thread_id, ACCOUNT, {}).items;
    expect(messages.map((m) => [m.seq, m.role, m.outcome])).toEqual([
      [1, 'USER', 'completed'],
      [2, 'ASSISTANT', 'completed'],
    ]);
    for (const m of messages) expect(Message.safeParse(m).success).toBe(true);
    expect(messages[1]!.content.parts.map((p) => p.type)).toEqual([
      'text',
      'structured_action',
      'chart',
      'custom',
      'suggested_actions',
    ]);
    expect(assistant.getMessage(messages[1]!.id, ACCOUNT)).toEqual(messages[1]);
    expect(assistant.threadResponse(created.thread_id, ACCOUNT)).toBeNull();
    const thread = assistant.getThread(created.thread_id, ACCOUNT);
    expect(thread.title).toBe('How is AAPL doing today?');
    expect(thread.updated_at).toBe(messages[1]!.created_at);
    expect(thread.updated_at > thread.created_at).toBe(true);
  });

  it('is deterministic: the same seed and the same steps give the same responses', () => {
    const run = () => {
      const ws = makeWorkspace(11);
      const created = ws.workspace.assistant.createThread({
        account_id: ACCOUNT,
        type: 'instant',
        text: 'Compare AAPL and MSFT',
      });
      ws.clock.advance(2500);
      const mid = ws.workspace.assistant.getResponse(created.response_id, ACCOUNT);
      return { created, mid, all: pollToEnd(ws, created.response_id) };
    };
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });

  it('cancels a running turn: canceled status, a canceled message with the partial text, idempotent', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({
      account_id: ACCOUNT,
      type: 'instant',
      text: 'Compare AAPL and MSFT',
    });
    // Run until some text has streamed.
    let snapshot = assistant.getResponse(created.response_id, ACCOUNT);
    while (textOf(snapshot.content?.parts).length < 20) {
      ws.clock.advance(50);
      snapshot = assistant.getResponse(created.response_id, ACCOUNT);
    }
    const partial = textOf(snapshot.content?.parts);
    expect(assistant.cancel(created.response_id, ACCOUNT)).toEqual({ canceled: true });
    ws.clock.advance(60_000);
    const after = assistant.getResponse(created.response_id, ACCOUNT);
    expect(after.status).toBe('canceled');
    expect(textOf(after.content?.parts)).toBe(partial);
    expect(assistant.cancel(created.response_id, ACCOUNT)).toEqual({ canceled: false });
    const message = assistant.listMessages(created.thread_id, ACCOUNT, {}).items[1]!;
    expect(message.outcome).toBe('canceled');
    expect(message.content.parts).toEqual([{ type: 'text', text: partial.trimEnd() }]);
    // A finished turn cannot be canceled either.
    const next = assistant.createMessage(created.thread_id, { account_id: ACCOUNT, text: 'hello' });
    pollToEnd(ws, next.response_id);
    expect(assistant.cancel(next.response_id, ACCOUNT)).toEqual({ canceled: false });
  });

  it('refuses a second turn while one is active (409), accepts it afterwards', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({ account_id: ACCOUNT, type: 'instant', text: 'hello' });
    expect(
      statusOf(() => assistant.createMessage(created.thread_id, { account_id: ACCOUNT, text: 'again' })),
    ).toBe(409);
    pollToEnd(ws, created.response_id);
    const next = assistant.createMessage(created.thread_id, {
      account_id: ACCOUNT,
      text: 'How is XOM doing?',
    });
    expect(next.thread_id).toBe(created.thread_id);
    pollToEnd(ws, next.response_id);
    expect(assistant.listMessages(created.thread_id, ACCOUNT, {}).items.map((m) => m.seq)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('fails a deep-insights turn on a fund, with an errored message', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({
      account_id: ACCOUNT,
      type: 'deep_insights',
      target: { type: 'ticker', ticker: 'SPY' },
    });
    const final = pollToEnd(ws, created.response_id).pop()!;
    expect(final.status).toBe('failed');
    expect(final.error).toMatchObject({ code: 'UNSUPPORTED_TARGET' });
    const message = assistant.listMessages(created.thread_id, ACCOUNT, {}).items[1]!;
    expect(message).toMatchObject({
      outcome: 'errored',
      error: { code: 'UNSUPPORTED_TARGET' },
      content: { parts: [] },
    });
  });

  it('writes a deep-insights report on a company, with the thesis checked against the data', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({
      account_id: ACCOUNT,
      type: 'deep_insights',
      target: { type: 'ticker', ticker: 'aapl' },
      thesis: 'Revenue growth keeps going',
    });
    const first = assistant.listMessages(created.thread_id, ACCOUNT, {}).items[0]!;
    expect(first.content.parts).toEqual([
      { type: 'text', text: 'Deep insights: AAPL\n\nThesis: Revenue growth keeps going' },
    ]);
    const final = pollToEnd(ws, created.response_id, 500).pop()!;
    expect(final.status).toBe('succeeded');
    const text = textOf(final.content?.parts);
    expect(text).toContain('| Revenue (TTM) | $400.0B |');
    expect(text).toContain('Growth does not back it up yet: trailing revenue growth is +10.0%.');
    expect(typesOf(final.content?.parts)).toContain('custom');
    expect(assistant.getThread(created.thread_id, ACCOUNT).title).toBe('AAPL deep insights');
  });

  it('validates thread creation', () => {
    const { workspace } = makeWorkspace();
    const a = workspace.assistant;
    expect(statusOf(() => a.createThread({ account_id: ACCOUNT, type: 'instant', text: ' ' }))).toBe(400);
    expect(statusOf(() => a.createThread({ account_id: ACCOUNT, type: 'deep_insights' }))).toBe(400);
    expect(
      statusOf(() =>
        a.createThread({
          account_id: ACCOUNT,
          type: 'deep_insights',
          target: { type: 'ticker', ticker: 'NOPE' },
        }),
      ),
    ).toBe(400);
    expect(
      statusOf(() => a.createThread({ account_id: ACCOUNT, type: 'instant', text: 'x'.repeat(4001) })),
    ).toBe(400);
    expect(statusOf(() => a.createThread({ account_id: 999, type: 'instant', text: 'hi' }))).toBe(403);
  });
});

describe('assistant replies', () => {
  function reply(
    text: string,
    options: {
      capabilities?: Array<'PREFILL_ORDER' | 'OPEN_CHART' | 'OPEN_SCREENER' | 'OPEN_ENTITLEMENT_CONSENT'>;
      setup?: (ws: ReturnType<typeof makeWorkspace>) => void;
    } = {},
  ) {
    const ws = makeWorkspace();
    options.setup?.(ws);
    const created = ws.workspace.assistant.createThread({
      account_id: ACCOUNT,
      type: 'instant',
      text,
      ...(options.capabilities ? { capabilities: options.capabilities } : {}),
    });
    return pollToEnd(ws, created.response_id, 1000).pop()!;
  }

  it('prefills an order ticket from "buy 25 NVDA-like" requests, for review only', () => {
    const final = reply('Buy 25 shares of XOM at 105.5');
    expect(actionsOf(final.content?.parts)[0]).toEqual({
      prefill_order: {
        action_type: 'NEW',
        orders: [
          {
            symbol: 'XOM',
            instrument_id: '00000000-0000-4000-8000-000000000003',
            side: 'BUY',
            order_type: 'LIMIT',
            limit_price: '105.50',
            quantity: '25',
            time_in_force: 'DAY',
          },
        ],
      },
    });
    expect(textOf(final.content?.parts)).toContain('buy 25 XOM** with a limit of $105.50');
  });

  it('leaves out structured actions the client did not allow', () => {
    const final = reply('Buy 25 shares of XOM', { capabilities: ['OPEN_CHART'] });
    expect(actionsOf(final.content?.parts).map((a) => Object.keys(a as object)[0])).toEqual(['open_chart']);
    expect(textOf(final.content?.parts)).toContain('open the order ticket');
  });

  it('runs the screener for screening questions and offers an open-screener action', () => {
    const final = reply('Find dividend stocks in energy');
    const text = textOf(final.content?.parts);
    expect(text).toContain('**High dividend payers** — 1 match');
    expect(text).toContain('[XOM](ticker:XOM)');
    const action = actionsOf(final.content?.parts)[0] as {
      open_screener: { filters: Array<{ field: string; operator: string }>; sort_by: string };
    };
    expect(action.open_screener.sort_by).toBe('dividend_yield');
    expect(action.open_screener.filters.map((x) => [x.field, x.operator])).toEqual([
      ['dividend_yield', 'GREATER_OR_EQUAL'],
      ['sector', 'EQUAL'],
      ['security_kind', 'EQUAL'],
    ]);
  });

  it('compares tickers side by side with a relative performance chart', () => {
    const final = reply('Compare AAPL and MSFT');
    expect(textOf(final.content?.parts)).toContain('| P/E (TTM) | 29.99 | 30.01 |');
    const chart = final.content?.parts.find((p) => p.type === 'chart') as {
      payload: { dataChart: { series: Array<{ name: string }> } };
    };
    expect(chart.payload.dataChart.series.map((s) => s.name)).toEqual([
      'AAPL % change (3M)',
      'MSFT % change (3M)',
    ]);
  });

  it('asks for consent before reading positions, and summarises them once granted', () => {
    const before = reply('What are my positions?');
    expect(actionsOf(before.content?.parts)).toEqual([
      {
        open_entitlement_consent: {
          account_ids: [ACCOUNT],
          agreement_key: 'omni_account_data_access',
          entitlement_codes: ['omni.account_data'],
          reason: expect.stringContaining(String(ACCOUNT)),
        },
      },
    ]);
    const grant = (ws: ReturnType<typeof makeWorkspace>) =>
      ws.workspace.entitlements.create({
        account_ids: [ACCOUNT],
        agreement_id: AGREEMENT_ID,
        entitlement_codes: ['omni.account_data'],
      });
    const after = reply('What are my positions?', { setup: grant });
    const text = textOf(after.content?.parts);
    expect(text).toContain('holds **2 positions** worth **$25,500.00**');
    expect(text).toContain('| [AAPL](ticker:AAPL) | 100 | $200.00 | $20,000.00 | +$5,000.00 (+33.33%) |');
    const cancel = reply('Cancel my open orders', {
      setup: (ws) => {
        grant(ws);
        ws.brokerage.orders = [
          {
            id: 'ord-1',
            account_id: ACCOUNT,
            symbol: 'XOM',
            side: 'BUY',
            order_type: 'LIMIT',
            quantity: '5',
            limit_price: '100.00',
            status: 'NEW',
          } as Order,
          {
            id: 'ord-2',
            account_id: ACCOUNT,
            symbol: 'AAPL',
            side: 'SELL',
            order_type: 'LIMIT',
            quantity: '1',
            status: 'FILLED',
          } as Order,
        ];
      },
    });
    expect(actionsOf(cancel.content?.parts)).toEqual([
      { prefill_order: { action_type: 'CANCEL', orders: [{ account_id: ACCOUNT, order_id: 'ord-1' }] } },
    ]);
  });

  it('answers anything else with help and suggested follow-ups', () => {
    const final = reply('hello there');
    expect(typesOf(final.content?.parts)).toEqual(['text', 'suggested_actions', 'thinking']);
  });
});

describe('assistant reads, paging, access and feedback', () => {
  it('lists threads newest first per account and pages messages from the latest', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const t1 = assistant.createThread({ account_id: ACCOUNT, type: 'instant', text: 'first' });
    pollToEnd(ws, t1.response_id, 1000);
    for (const text of ['second', 'third']) {
      const m = assistant.createMessage(t1.thread_id, { account_id: ACCOUNT, text });
      pollToEnd(ws, m.response_id, 1000);
    }
    ws.clock.advance(1000);
    const t2 = assistant.createThread({ account_id: ACCOUNT, type: 'instant', text: 'other' });
    assistant.createThread({ account_id: OTHER_ACCOUNT, type: 'instant', text: 'elsewhere' });
    expect(assistant.listThreads(ACCOUNT, {}).items.map((t) => t.id)).toEqual([t2.thread_id, t1.thread_id]);
    const latest = assistant.listMessages(t1.thread_id, ACCOUNT, { page_size: 4 });
    expect(latest.items.map((m) => m.seq)).toEqual([3, 4, 5, 6]);
    expect(latest.metadata).toMatchObject({ total_items: 6, total_pages: 2 });
    expect(latest.metadata.next_page_token).toBeUndefined();
    const older = assistant.listMessages(t1.thread_id, ACCOUNT, {
      page_token: latest.metadata.previous_page_token,
    });
    expect(older.items.map((m) => m.seq)).toEqual([1, 2]);
    expect(older.metadata.previous_page_token).toBeUndefined();
    // Another account's thread is not found; an account the caller may not use is forbidden.
    expect(statusOf(() => assistant.getThread(t1.thread_id, OTHER_ACCOUNT))).toBe(404);
    ws.brokerage.accessible = [OTHER_ACCOUNT];
    expect(statusOf(() => assistant.listThreads(ACCOUNT, {}))).toBe(403);
    expect(statusOf(() => assistant.getResponse(t1.response_id, ACCOUNT))).toBe(403);
  });

  it('records feedback on finalized assistant messages only', () => {
    const ws = makeWorkspace();
    const { assistant } = ws.workspace;
    const created = assistant.createThread({ account_id: ACCOUNT, type: 'instant', text: 'hello' });
    pollToEnd(ws, created.response_id, 1000);
    const [user, bot] = assistant.listMessages(created.thread_id, ACCOUNT, {}).items;
    const first = assistant.feedback(bot!.id, { account_id: ACCOUNT, score: 1, comment: 'useful' });
    expect(first.feedback_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(assistant.feedback(bot!.id, { account_id: ACCOUNT, score: -1 }).feedback_id).toBe(
      first.feedback_id,
    );
    expect(statusOf(() => assistant.feedback(user!.id, { account_id: ACCOUNT, score: 1 }))).toBe(400);
    expect(statusOf(() => assistant.feedback(bot!.id, { account_id: ACCOUNT, score: 9 }))).toBe(400);
    expect(
      statusOf(() =>
        assistant.feedback('00000000-0000-4000-8000-00000000abcd', { account_id: ACCOUNT, score: 1 }),
      ),
    ).toBe(404);
  });
});
