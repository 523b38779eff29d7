import { describe, it, expect } from 'vitest';
import type {
  CreateThreadResponse,
  EntitlementAgreementResource,
  EntitlementResource,
  Message,
  Response,
  Thread,
} from '@/api/schemas/assistant';
import { httpSandbox } from '../../utils/sandbox';

async function firstAccount(call: ReturnType<typeof httpSandbox>['call']): Promise<number> {
  return (await call<Array<{ id: number }>>('GET', '/v1/accounts')).data[0]!.id;
}

const textOf = (r: Response) =>
  (r.content?.parts.find((p) => p.type === 'text') as { text: string } | undefined)?.text ?? '';

describe('assistant threads, responses and messages over HTTP', () => {
  it('runs a turn: poll the response as it moves, then read the finalized messages', async () => {
    const { call, clock, sandbox } = httpSandbox();
    const account = await firstAccount(call);
    const created = await call<CreateThreadResponse>('POST', '/v1/omni-ai/threads', {
      account_id: account,
      type: 'instant',
      text: 'What is the current price of NVDA?',
    });
    expect(created.status).toBe(200);
    const { response_id, thread_id, user_message_id } = created.data;
    const poll = () => call<Response>('GET', `/v1/omni-ai/responses/${response_id}?account_id=${account}`);

    expect((await poll()).data.status).toBe('queued');
    clock.advance(1000);
    const running = await poll();
    expect(running.data.status).toBe('running');
    expect(running.data.content?.parts.map((p) => p.type)).toEqual(['text', 'thinking']);
    const active = await call<Response | null>(
      'GET',
      `/v1/omni-ai/threads/${thread_id}/response?account_id=${account}`,
    );
    expect(active.data?.id).toBe(response_id);
    expect(
      (await call('GET', `/v1/omni-ai/messages/${running.data.output_message_id!}?account_id=${account}`))
        .status,
    ).toBe(404);
    const busy = await call('POST', `/v1/omni-ai/threads/${thread_id}/messages`, {
      account_id: account,
      text: 'and AAPL?',
    });
    expect(busy.status).toBe(409);
    expect(busy.error?.message).toBe('thread already has an active response');

    clock.advance(60_000);
    const done = await poll();
    expect(done.data.status).toBe('succeeded');
    // The quote in the reply is the market's quote at the moment of the question.
    const text = textOf(done.data);
    expect(text).toContain('[NVDA](ticker:NVDA)');
    const atQuestion = sandbox.market.dailyBars('NVDA', '2026-11-19', '2026-11-19')[0]!;
    expect(text).toContain(`previous close of $${Number(atQuestion.close).toFixed(2)}`);
    expect(
      (await call('GET', `/v1/omni-ai/threads/${thread_id}/response?account_id=${account}`)).data,
    ).toBeNull();

    const messages = await call<Message[]>(
      'GET',
      `/v1/omni-ai/threads/${thread_id}/messages?account_id=${account}`,
    );
    expect(messages.data.map((m) => [m.id, m.role, m.seq])).toEqual([
      [user_message_id, 'USER', 1],
      [done.data.output_message_id, 'ASSISTANT', 2],
    ]);
    // The wire must never carry a thinking part on a finalized message (the schema would keep it as unknown).
    expect(messages.data[1]!.content.parts.map((p): string => p.type)).not.toContain('thinking');
    const byId = await call<Message>(
      'GET',
      `/v1/omni-ai/messages/${done.data.output_message_id!}?account_id=${account}`,
    );
    expect(byId.data).toEqual(messages.data[1]);

    const feedback = await call<{ feedback_id: string }>(
      'POST',
      `/v1/omni-ai/messages/${byId.data.id}/feedback`,
      {
        account_id: account,
        score: 1,
        comment: 'Helpful',
      },
    );
    expect(feedback.status).toBe(200);
    expect(
      (await call('POST', `/v1/omni-ai/messages/${byId.data.id}/feedback`, { account_id: account })).status,
    ).toBe(422);

    const threads = await call<Thread[]>('GET', `/v1/omni-ai/threads?account_id=${account}`);
    expect(threads.data.map((t) => t.title)).toEqual(['What is the current price of NVDA?']);
    expect(
      (await call<Thread>('GET', `/v1/omni-ai/threads/${thread_id}?account_id=${account}`)).data.id,
    ).toBe(thread_id);
  });

  it('cancels a response, and the canceled turn leaves a canceled message', async () => {
    const { call, clock } = httpSandbox();
    const account = await firstAccount(call);
    const created = await call<CreateThreadResponse>('POST', '/v1/omni-ai/threads', {
      account_id: account,
      type: 'deep_insights',
      target: { type: 'ticker', ticker: 'MSFT' },
    });
    clock.advance(2000);
    const url = `/v1/omni-ai/responses/${created.data.response_id}?account_id=${account}`;
    expect((await call('DELETE', url)).data).toEqual({ canceled: true });
    expect((await call('DELETE', url)).data).toEqual({ canceled: false });
    expect((await call<Response>('GET', url)).data.status).toBe('canceled');
    const messages = await call<Message[]>(
      'GET',
      `/v1/omni-ai/threads/${created.data.thread_id}/messages?account_id=${account}`,
    );
    expect(messages.data.map((m) => m.outcome)).toEqual(['completed', 'canceled']);
  });

  it('answers 400 without account_id, 403 for an account the caller may not use, 404 for unknown ids', async () => {
    const { call } = httpSandbox();
    const account = await firstAccount(call);
    const missing = await call('GET', '/v1/omni-ai/threads');
    expect(missing.status).toBe(400);
    expect((await call('GET', '/v1/omni-ai/threads?account_id=1')).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await call('GET', `/v1/omni-ai/threads/${unknown}?account_id=${account}`)).error?.message).toBe(
      'Thread not found',
    );
    expect((await call('GET', `/v1/omni-ai/responses/${unknown}?account_id=${account}`)).error?.message).toBe(
      'Response not found',
    );
    expect((await call('GET', `/v1/omni-ai/messages/${unknown}?account_id=${account}`)).error?.message).toBe(
      'Message not found',
    );
    const noText = await call('POST', '/v1/omni-ai/threads', { account_id: account, type: 'instant' });
    expect(noText).toMatchObject({ status: 400, error: { message: 'text is required for instant mode' } });
    expect((await call('POST', '/v1/omni-ai/threads', { account_id: account, text: 'hi' })).status).toBe(422);
  });

  it('forbids every assistant operation when the caller has no account access', async () => {
    const { call } = httpSandbox({ scenarios: ['no-permission'] });
    expect(
      (await call('POST', '/v1/omni-ai/threads', { account_id: 100001, type: 'instant', text: 'hi' })).status,
    ).toBe(403);
  });
});

describe('entitlements over HTTP', () => {
  it('grants account data access, after which the assistant reads positions; revoking stops it', async () => {
    const { call, clock } = httpSandbox();
    const account = await firstAccount(call);
    const agreements = await call<EntitlementAgreementResource[]>(
      'GET',
      '/v1/omni-ai/entitlement-agreements',
    );
    const agreement = agreements.data[0]!;
    expect(agreement.agreement_key).toBe('omni_account_data_access');
    expect(
      (await call<EntitlementResource[]>('GET', `/v1/omni-ai/entitlements?account_id=${account}`)).data,
    ).toEqual([]);

    const ask = async () => {
      const created = await call<CreateThreadResponse>('POST', '/v1/omni-ai/threads', {
        account_id: account,
        type: 'instant',
        text: 'Show my portfolio',
      });
      clock.advance(60_000);
      return (
        await call<Response>('GET', `/v1/omni-ai/responses/${created.data.response_id}?account_id=${account}`)
      ).data;
    };
    const before = await ask();
    expect(
      before.content?.parts.some(
        (p) =>
          p.type === 'structured_action' &&
          'action' in p &&
          'open_entitlement_consent' in (p.action as object),
      ),
    ).toBe(true);

    const granted = await call<EntitlementResource[]>('POST', '/v1/omni-ai/entitlements', {
      account_ids: [account],
      agreement_id: agreement.agreement_id,
      entitlement_codes: ['omni.account_data'],
    });
    expect(granted.status).toBe(200);
    const positions = await call<Array<{ symbol: string }>>('GET', `/v1/accounts/${account}/positions`);
    const after = await ask();
    expect(textOf(after)).toContain(`holds **${positions.data.length} position`);
    expect(textOf(after)).toContain(positions.data[0]!.symbol);

    const id = granted.data[0]!.entitlement_id;
    expect((await call('DELETE', `/v1/omni-ai/entitlements/${id}`)).data).toEqual({
      entitlement_id: id,
      revoked: true,
    });
    expect((await call('DELETE', `/v1/omni-ai/entitlements/${id}`)).status).toBe(409);
    expect((await call('DELETE', '/v1/omni-ai/entitlements/unknown')).status).toBe(404);
    expect(
      (
        await call('POST', '/v1/omni-ai/entitlements', {
          account_ids: [1],
          agreement_id: agreement.agreement_id,
          entitlement_codes: ['omni.account_data'],
        })
      ).status,
    ).toBe(403);
  });
});
