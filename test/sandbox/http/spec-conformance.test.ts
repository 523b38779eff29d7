// Every operation of the sandbox, called through its HTTP router the way a client would, answers
// with a body that validates against the OpenAPI document's response schema (ajv, JSON Schema
// 2020-12) and against the project's zod schema; its error responses are the interface document's
// envelope. Prints `sandbox operations validated: N/62`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { Sandbox } from '@/sandbox/engine/sandbox';
import { ManualClock } from '@/sandbox/engine/clock';
import { handleSandboxRequest } from '@/sandbox/http/router';

const SPEC = path.resolve(__dirname, '../../../../shared/spec/trading-api-openapi.yml');
const hasSpec = fs.existsSync(SPEC);
if (!hasSpec) console.log(`spec-conformance: ${SPEC} is absent, skipping`);

type Json = Record<string, unknown>;
interface OpenApiOperation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const allOps = Object.values(operations as Record<string, OperationDef>).filter(
  (op): op is OperationDef => typeof op === 'object' && op !== null && 'id' in op && 'path' in op,
);

function loadSpec() {
  const doc = parse(fs.readFileSync(SPEC, 'utf8')) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components: { schemas: Record<string, unknown> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int64', true);
  ajv.addFormat('int32', true);
  ajv.addFormat('double', true);
  ajv.addFormat('float', true);
  ajv.addFormat('decimal', true);
  // Page tokens: the interface document says Base64URL without padding; keep them opaque strings.
  ajv.addFormat('byte', true);
  // SecurityType: the interface document (which wins) lists COMMON_STOCK, PREFERRED_STOCK, OPTION,
  // CASH, OTHER; the OpenAPI lists COMMON_STOCK, INDEX, OPTION, CASH. Accept the union (api-notes.md).
  const securityType = doc.components.schemas.SecurityType as { enum: string[] };
  securityType.enum = [...new Set([...securityType.enum, 'PREFERRED_STOCK', 'OTHER'])];
  ajv.addSchema({ $id: 'spec', components: doc.components });
  const byId = new Map<string, OpenApiOperation>();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      if (op && typeof op === 'object' && 'operationId' in op) byId.set(op.operationId, op);
  const rewrite = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"spec#/components/'));
  return { ajv, byId, rewrite };
}

describe.skipIf(!hasSpec)('sandbox responses against the OpenAPI document', () => {
  it('answers all 62 operations with spec-valid and zod-valid bodies', async () => {
    const { ajv, byId, rewrite } = loadSpec();
    const clock = new ManualClock(Date.now());
    const sandbox = new Sandbox({ scenarios: ['market-open'], clock });
    const validated = new Set<string>();
    const failures: string[] = [];

    async function call(
      operationId: string,
      params: Record<string, string | number> = {},
      query: Record<string, string | number | boolean> = {},
      body?: unknown,
    ): Promise<Json> {
      const op = allOps.find((o) => o.id === operationId);
      if (!op) throw new Error(`no operation ${operationId}`);
      const url = new URL(
        op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name]))),
        'http://sandbox.test',
      );
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
      const response = await handleSandboxRequest(sandbox, {
        method: op.method,
        url: url.toString(),
        headers: new Headers({ authorization: 'Bearer conformance', 'content-type': 'application/json' }),
        body: body === undefined ? null : JSON.stringify(body),
      });
      const parsed = JSON.parse(response.body) as Json;
      const specOp = byId.get(operationId);
      const declared = specOp?.responses[String(response.status)]?.content?.['application/json']?.schema;
      if (response.status >= 300) {
        failures.push(`${operationId}: HTTP ${response.status} ${JSON.stringify(parsed.error)}`);
        return parsed;
      }
      const declaredResponse = specOp?.responses[String(response.status)];
      if (!declaredResponse && operationId !== 'get_screener_catalog') {
        failures.push(`${operationId}: the spec declares no HTTP ${response.status} response`);
        return parsed;
      }
      if (declared) {
        const validate = ajv.compile(rewrite(declared) as object);
        if (!validate(parsed)) {
          failures.push(`${operationId}: OpenAPI: ${ajv.errorsText(validate.errors?.slice(0, 3))}`);
          return parsed;
        }
      }
      const zod = op.data.safeParse(parsed.data);
      if (!zod.success) {
        failures.push(`${operationId}: zod: ${JSON.stringify(zod.error.issues.slice(0, 2))}`);
        return parsed;
      }
      validated.add(operationId);
      return parsed;
    }
    const data = <T>(r: Json) => (r.data ?? []) as T;

    const account = 100001;
    const aapl = sandbox.universe.bySymbol('AAPL');
    if (!aapl) throw new Error('AAPL missing from the universe');
    const today = sandbox.universe.today();

    await call('get_version');
    await call('get_clock');
    await call('get_market_hours_calendar', {}, { date: today });
    await call('get_accounts');
    await call('get_account_by_id', { account_id: account });
    await call('patch_account_by_id', { account_id: account }, {}, { risk: { max_notional: '5000000.00' } });
    await call('get_account_balances', { account_id: account });
    await call(
      'get_portfolio_history',
      { account_id: account },
      { start_date: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}` },
    );

    // Orders: one that rests, is replaced and canceled; one canceled by cancel-all; one that fills.
    const resting = data<Array<{ id: string }>>(
      await call('submit_orders', { account_id: account }, {}, [
        {
          id: 'conf-limit-1',
          symbol: 'AAPL',
          side: 'BUY',
          quantity: '1',
          order_type: 'LIMIT',
          limit_price: '1.00',
          time_in_force: 'DAY',
        },
      ]),
    );
    await call('get_orders', { account_id: account });
    const orderId = resting[0]?.id ?? 'missing';
    await call('get_order_by_id', { account_id: account, order_id: orderId });
    await call('replace_order', { account_id: account, order_id: orderId }, {}, { limit_price: '1.05' });
    const current = data<Array<{ id: string; status: string }>>(
      await call('get_orders', { account_id: account }),
    );
    const live = current.find((o) => o.status === 'NEW' || o.status === 'PENDING_NEW') ?? current[0];
    await call('cancel_open_order', { account_id: account, order_id: live?.id ?? orderId });
    await call('submit_orders', { account_id: account }, {}, [
      {
        id: 'conf-limit-2',
        symbol: 'MSFT',
        side: 'BUY',
        quantity: '1',
        order_type: 'LIMIT',
        limit_price: '1.00',
        time_in_force: 'DAY',
      },
    ]);
    await call('cancel_all_open_orders', { account_id: account });
    await call('submit_orders', { account_id: account }, {}, [
      {
        id: 'conf-market-1',
        symbol: 'AAPL',
        side: 'BUY',
        quantity: '2',
        order_type: 'MARKET',
        time_in_force: 'DAY',
      },
    ]);
    await call('get_executions', { account_id: account });

    // Positions and option instructions.
    const positions = data<Array<{ instrument_id: string; instrument_type?: string; symbol?: string }>>(
      await call('get_positions', { account_id: account }),
    );
    await call('get_position_instructions', { account_id: account });
    const option = positions.find((p) => p.instrument_type === 'OPTION');
    const instructions = data<Array<{ instruction_id?: string; id?: string }>>(
      await call('submit_position_instructions', { account_id: account }, {}, [
        {
          instruction_id: 'conf-instr-1',
          instruction_type: 'EXERCISE',
          instrument_id: option?.instrument_id ?? 'none',
          quantity: '1',
        },
      ]),
    );
    const instructionId = instructions[0]?.id ?? 'missing';
    await call('cancel_position_instruction', { account_id: account, instruction_id: instructionId });
    const equity = positions.find((p) => p.instrument_type !== 'OPTION' && p.instrument_id !== aapl.id);
    await call(
      'close_position',
      { account_id: account, instrument_id: equity?.instrument_id ?? aapl.id },
      {},
      { cancel_orders: true },
    );
    await call('close_positions', { account_id: 100002 }, {}, { cancel_orders: true });

    // Instruments, market data and news.
    await call('get_instruments', {}, { page_size: 50 });
    await call('get_all_instrument_events', {}, { instrument_ids: aapl.id });
    await call('get_option_contracts', {}, { underlier: 'AAPL', page_size: 20 });
    await call('search_instruments', {}, { q: 'apple' });
    await call('get_instrument_by_id', { instrument_id: aapl.id });
    await call('get_instrument_analyst_consensus', { instrument_id: aapl.id });
    await call('get_instrument_balance_sheet_statements', { instrument_id: aapl.id });
    await call('get_instrument_cash_flow_statements', { instrument_id: aapl.id });
    await call('get_instrument_events', { instrument_id: aapl.id });
    await call('get_instrument_fundamentals', { instrument_id: aapl.id });
    await call('get_instrument_income_statements', { instrument_id: aapl.id });
    await call('get_daily_summaries', {}, { instrument_ids: aapl.id });
    await call('get_snapshots', {}, { instrument_ids: `${aapl.id}` });
    await call('get_news', {}, { page_size: 20 });

    // Screener and saved screeners.
    await call('get_screener_catalog');
    await call('search_screener', {}, {}, { page_size: 10 });
    await call('get_screeners');
    const screener = data<{ id: string }>(
      await call('create_screener', {}, {}, { name: 'Conformance', filters: [] }),
    );
    await call('get_screener_by_id', { screener_id: screener.id });
    await call('replace_screener', { screener_id: screener.id }, {}, { name: 'Conformance 2', filters: [] });
    await call('delete_screener', { screener_id: screener.id });

    // Watchlists.
    await call('get_watchlists');
    const watchlist = data<{ id: string }>(await call('create_watchlist', {}, {}, { name: 'Conformance' }));
    await call('get_watchlist_by_id', { watchlist_id: watchlist.id });
    const added = data<{ item_id?: string }>(
      await call('add_watchlist_item', { watchlist_id: watchlist.id }, {}, { instrument_id: 'AAPL' }),
    );
    const itemId = added.item_id ?? 'missing';
    await call('delete_watchlist_item', { watchlist_id: watchlist.id, item_id: itemId });
    await call('delete_watchlist', { watchlist_id: watchlist.id });

    // Assistant.
    const agreements = data<Array<{ agreement_id?: string; id?: string }>>(
      await call('get_entitlement_agreements'),
    );
    const agreementId = agreements[0]?.agreement_id ?? agreements[0]?.id ?? 'missing';
    const entitlements = data<Array<{ entitlement_id: string }>>(
      await call(
        'create_entitlements',
        {},
        {},
        { agreement_id: agreementId, entitlement_codes: ['omni.account_data'], account_ids: [account] },
      ),
    );
    await call('get_entitlements', {}, { account_id: account });
    const thread = data<{ thread_id?: string; response_id?: string; user_message_id?: string }>(
      await call(
        'create_thread',
        {},
        {},
        { account_id: account, type: 'instant', text: 'What changed in NVDA today?' },
      ),
    );
    const threadId = thread.thread_id ?? 'missing';
    await call('get_threads', {}, { account_id: account });
    await call('get_thread_by_id', { thread_id: threadId }, { account_id: account });
    await call('get_thread_response', { thread_id: threadId }, { account_id: account });
    clock.advance(120_000); // the first reply completes
    const messages = data<Array<{ id: string; role: string }>>(
      await call('get_messages', { thread_id: threadId }, { account_id: account }),
    );
    const reply = messages.find((m) => m.role === 'ASSISTANT') ?? messages[0];
    await call('get_message_by_id', { message_id: reply?.id ?? 'missing' }, { account_id: account });
    await call(
      'submit_feedback',
      { message_id: reply?.id ?? 'missing' },
      {},
      { account_id: account, score: 1 },
    );
    const created = data<{ response_id?: string }>(
      await call(
        'create_message',
        { thread_id: threadId },
        {},
        { account_id: account, text: 'Compare that to AMD.' },
      ),
    );
    const responseId = created.response_id ?? thread.response_id ?? 'missing';
    await call('get_response_by_id', { response_id: responseId }, { account_id: account });
    await call('cancel_response', { response_id: responseId }, { account_id: account });
    await call('delete_entitlement', { entitlement_id: entitlements[0]?.entitlement_id ?? 'missing' });

    console.log(`sandbox operations validated: ${validated.size}/${allOps.length}`);
    expect(failures).toEqual([]);
    expect(validated.size).toBe(62);
  });

  it('answers errors with the interface document envelope and a request_id', async () => {
    const sandbox = new Sandbox();
    const cases: Array<[string, string, string | null, number]> = [
      ['GET', '/v1/accounts', null, 401],
      ['GET', '/v1/accounts/100005', 'Bearer t', 403],
      ['GET', '/v1/accounts/999999', 'Bearer t', 404],
      ['GET', '/v1/no-such-path', 'Bearer t', 404],
      ['GET', '/v1/news?include_publishers=Reuters&exclude_publishers=Zacks', 'Bearer t', 400],
    ];
    for (const [method, url, auth, status] of cases) {
      const headers = new Headers(auth ? { authorization: auth } : {});
      const response = await handleSandboxRequest(sandbox, { method, url, headers, body: null });
      expect(response.status, url).toBe(status);
      const body = JSON.parse(response.body) as {
        data: unknown;
        error: { code: number; message: string };
        metadata: { request_id: string };
      };
      expect(body.data).toBeNull();
      expect(body.error.code).toBe(status);
      expect(body.error.message.length).toBeGreaterThan(0);
      expect(body.metadata.request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const malformed = await handleSandboxRequest(sandbox, {
      method: 'POST',
      url: '/v1/accounts/100001/orders',
      headers: new Headers({ authorization: 'Bearer t', 'content-type': 'application/json' }),
      body: '[{"symbol": 1}]',
    });
    expect(malformed.status).toBe(422);
  });
});
