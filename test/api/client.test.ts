// The HTTP client against a fake server (msw/node): auth header, envelope and error handling,
// retries, session expiry, cancellation, and forward compatibility.
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOperation, createApiClient } from '@/api/http';
import {
  ApiError,
  describeError,
  NetworkError,
  RequestValidationError,
  ResponseFormatError,
} from '@/api/errors';
import * as ops from '@/api/operations';
import { sessionStore, updateConnection } from '@/api/session';

const BASE = 'http://api.test';
const TOKEN = 'tok-123';
const meta = (requestId = 'req-1') => ({ request_id: requestId });
const CLOCK = { data: { clock: '2025-10-31T13:30:00.123456789Z' }, error: null, metadata: meta() };
const INSTRUMENT = {
  id: 'a1a2a3a4-b1b2-c1c2-d1d2-d3d4d5d6d7d8',
  country_of_issue: 'US',
  currency: 'USD',
  easy_to_borrow: true,
  is_fractionable: true,
  is_liquidation_only: false,
  is_marginable: true,
  is_ptp: false,
  is_short_prohibited: false,
  is_threshold_security: false,
  is_tradable: true,
  symbol: 'AAPL',
  venue: 'XNAS',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A client on BASE whose waits are recorded instead of slept. */
function testClient() {
  const sleeps: number[] = [];
  let unauthorized = 0;
  const client = createApiClient({
    endpoint: () => ({ baseUrl: BASE, token: TOKEN }),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    onUnauthorized: () => unauthorized++,
  });
  return { call: client.call, sleeps, unauthorized: () => unauthorized };
}

/** Counts requests to one route and answers each with `respond(n)` (n = 1, 2, ...). */
function route(method: 'get' | 'post' | 'patch' | 'delete', path: string, respond: (n: number) => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return respond(seen.length);
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  beforeEach(() => updateConnection({ mode: 'live', baseUrl: BASE, token: TOKEN }));

  it('sends the bearer token of the session and asks for JSON', async () => {
    const seen = route('get', '/v1/clock', () => HttpResponse.json(CLOCK));
    const result = await callOperation(ops.get_clock);
    expect(result.data.clock).toBe('2025-10-31T13:30:00.123456789Z');
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen[0]?.headers.get('accept')).toBe('application/json');
  });

  it('fills path parameters and joins array query parameters with commas', async () => {
    const seen = route('get', '/v1/market-data/snapshot', () =>
      HttpResponse.json({ data: [], metadata: meta() }),
    );
    await callOperation(ops.get_snapshots, { query: { instrument_ids: ['AAPL', 'BRK.B'] } });
    expect(new URL(seen[0]!.url).searchParams.get('instrument_ids')).toBe('AAPL,BRK.B');
  });

  it('rejects invalid input before sending anything', async () => {
    const seen = route('get', '/v1/accounts/:id', () => HttpResponse.json({ data: null, metadata: meta() }));
    const error = await failure(callOperation(ops.get_account_by_id, { params: { account_id: 1.5 } }));
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).message).toContain('params.account_id');
    expect(seen).toHaveLength(0);
  });
});

describe('responses that are not the documented shape', () => {
  it('an HTML 502 from a proxy is a ResponseFormatError naming the operation', async () => {
    route(
      'get',
      '/v1/clock',
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = await failure(testClient().call(ops.get_clock, {}, { retries: 0 }));
    expect(error).toBeInstanceOf(ResponseFormatError);
    const e = error as ResponseFormatError;
    expect(e.kind).toBe('not-json');
    expect(e.status).toBe(502);
    expect(e.operationId).toBe('get_clock');
    expect(e.message).toContain('get_clock');
    expect(e.bodySnippet).toContain('502 Bad Gateway');
  });

  it('a payload that breaks the schema names the path and keeps the request_id', async () => {
    route('get', '/v1/market-data/snapshot', () =>
      HttpResponse.json({
        data: [
          { instrument_id: 'x', symbol: 'AAPL' },
          { instrument_id: 'y', symbol: 7 },
        ],
        metadata: meta('req-schema'),
      }),
    );
    const error = await failure(
      testClient().call(ops.get_snapshots, { query: { instrument_ids: ['AAPL'] } }),
    );
    expect(error).toBeInstanceOf(ResponseFormatError);
    const e = error as ResponseFormatError;
    expect(e.path).toBe('data[1].symbol');
    expect(e.requestId).toBe('req-schema');
    expect(e.message).toContain('data[1].symbol');
    expect(describeError(e).requestId).toBe('req-schema');
  });

  it('an unknown enum value and an extra field pass through untouched', async () => {
    route('get', '/v1/instruments/:id', () =>
      HttpResponse.json({
        data: { ...INSTRUMENT, instrument_type: 'SPAC_UNIT', borrow_fee_rate: '0.45' },
        metadata: meta(),
      }),
    );
    const { data } = await testClient().call(ops.get_instrument_by_id, { params: { instrument_id: 'AAPL' } });
    expect(data.instrument_type).toBe('SPAC_UNIT');
    expect((data as Record<string, unknown>).borrow_fee_rate).toBe('0.45');
  });

  it('a partial success (207) returns the data and the error for the failed part', async () => {
    route('get', '/v1/accounts/:id/portfolio-history', () =>
      HttpResponse.json(
        {
          data: { segments: [] },
          error: { code: 500, message: 'intraday history unavailable' },
          metadata: meta(),
        },
        { status: 207 },
      ),
    );
    const result = await testClient().call(ops.get_portfolio_history, {
      params: { account_id: 1 },
      query: { start_date: '2025-10-01' },
    });
    expect(result.data.segments).toEqual([]);
    expect(result.partialError).toEqual({ code: 500, message: 'intraday history unavailable', details: [] });
  });
});

describe('errors from the server', () => {
  it('an ApiError carries status, code, message, details and request_id', async () => {
    route('post', '/v1/watchlists', () =>
      HttpResponse.json(
        {
          data: null,
          error: {
            code: 422,
            message: 'name is required',
            details: [{ field: 'name', description: 'must not be empty' }],
          },
          metadata: meta('req-422'),
        },
        { status: 422 },
      ),
    );
    const error = await failure(testClient().call(ops.create_watchlist, { body: { name: '' } }));
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect([e.status, e.code, e.message, e.requestId, e.operationId]).toEqual([
      422,
      422,
      'name is required',
      'req-422',
      'create_watchlist',
    ]);
    expect(e.details).toEqual([{ field: 'name', description: 'must not be empty' }]);
    expect(describeError(e).fieldDetails).toEqual(['name: must not be empty']);
  });

  it('takes the request id from the x-request-id header when the body has none', async () => {
    route('get', '/v1/clock', () =>
      HttpResponse.json(
        { code: 500, message: 'boom' },
        { status: 500, headers: { 'x-request-id': 'hdr-1' } },
      ),
    );
    const e = (await failure(testClient().call(ops.get_clock, {}, { retries: 0 }))) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.requestId).toBe('hdr-1');
  });

  it('401 marks the session expired and is not retried', async () => {
    updateConnection({ mode: 'live', baseUrl: BASE, token: TOKEN });
    expect(sessionStore.getState().sessionExpired).toBe(false);
    const seen = route('get', '/v1/clock', () =>
      HttpResponse.json(
        { data: null, error: { code: 401, message: 'token expired' }, metadata: meta() },
        { status: 401 },
      ),
    );
    const error = await failure(callOperation(ops.get_clock));
    expect((error as ApiError).status).toBe(401);
    expect(sessionStore.getState().sessionExpired).toBe(true);
    expect(seen).toHaveLength(1);
    updateConnection({ token: 'fresh-token' });
    expect(sessionStore.getState().sessionExpired).toBe(false);
  });
});

describe('retries', () => {
  const unavailable = (retryAfter?: string) =>
    HttpResponse.json(
      { data: null, error: { code: 503, message: 'unavailable' }, metadata: meta() },
      { status: 503, headers: retryAfter ? { 'retry-after': retryAfter } : {} },
    );

  it('a read is retried at most twice on 503, waiting as long as Retry-After says', async () => {
    const seen = route('get', '/v1/clock', () => unavailable('2'));
    const client = testClient();
    const error = await failure(client.call(ops.get_clock));
    expect((error as ApiError).status).toBe(503);
    expect(seen).toHaveLength(3);
    expect(client.sleeps).toEqual([2000, 2000]);
  });

  it('a read recovers after a 429 with Retry-After', async () => {
    const seen = route('get', '/v1/clock', (n) =>
      n === 1
        ? HttpResponse.json(
            { data: null, error: { code: 429, message: 'slow down' }, metadata: meta() },
            { status: 429, headers: { 'retry-after': '1' } },
          )
        : HttpResponse.json(CLOCK),
    );
    const client = testClient();
    const result = await client.call(ops.get_clock);
    expect(result.data.clock).toBe(CLOCK.data.clock);
    expect(seen).toHaveLength(2);
    expect(client.sleeps).toEqual([1000]);
  });

  it('without Retry-After the waits back off and stay bounded', async () => {
    route('get', '/v1/clock', () => unavailable());
    const client = testClient();
    await failure(client.call(ops.get_clock));
    expect(client.sleeps).toHaveLength(2);
    expect(client.sleeps[0]).toBeGreaterThanOrEqual(150);
    expect(client.sleeps[0]).toBeLessThanOrEqual(300);
    expect(client.sleeps[1]).toBeGreaterThanOrEqual(300);
    expect(client.sleeps[1]).toBeLessThanOrEqual(600);
  });

  it('a 400 is not retried', async () => {
    const seen = route('get', '/v1/instruments/search', () =>
      HttpResponse.json(
        { data: null, error: { code: 400, message: 'q is required' }, metadata: meta() },
        { status: 400 },
      ),
    );
    const error = await failure(testClient().call(ops.search_instruments, { query: { q: '' } }));
    expect((error as ApiError).status).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('writes are never retried, whatever the status', async () => {
    const posts = route('post', '/v1/accounts/:id/orders', () => unavailable('1'));
    const deletes = route('delete', '/v1/watchlists/:id', () => unavailable('1'));
    const client = testClient();
    await failure(
      client.call(ops.submit_orders, {
        params: { account_id: 1 },
        body: [{ symbol: 'AAPL', side: 'BUY', order_type: 'MARKET', quantity: '1', time_in_force: 'DAY' }],
      }),
    );
    await failure(
      client.call(ops.delete_watchlist, { params: { watchlist_id: '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e02' } }),
    );
    expect(posts).toHaveLength(1);
    expect(deletes).toHaveLength(1);
    expect(client.sleeps).toEqual([]);
  });

  it('a network failure on a read is retried, then reported as a NetworkError', async () => {
    const seen = route('get', '/v1/clock', () => HttpResponse.error());
    const error = await failure(testClient().call(ops.get_clock));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).operationId).toBe('get_clock');
    expect(seen).toHaveLength(3);
  });
});

describe('cancellation', () => {
  it('aborting cancels a request in flight', async () => {
    const seen = route('get', '/v1/clock', () => HttpResponse.json(CLOCK));
    server.use(
      http.get(`${BASE}/v1/clock`, async ({ request }) => {
        seen.push(request);
        await delay('infinite');
        return HttpResponse.json(CLOCK);
      }),
    );
    const controller = new AbortController();
    const pending = failure(testClient().call(ops.get_clock, {}, { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    const error = (await pending) as Error;
    expect(error.name).toBe('AbortError');
    expect(seen).toHaveLength(1);
  });

  it('aborting during a retry wait stops at once, without another request', async () => {
    const seen = route('get', '/v1/clock', () =>
      HttpResponse.json(
        { data: null, error: { code: 503, message: 'busy' }, metadata: meta() },
        // Within the read's 30 s budget, so the client waits for it.
        { status: 503, headers: { 'retry-after': '10' } },
      ),
    );
    const client = createApiClient({ endpoint: () => ({ baseUrl: BASE, token: TOKEN }) });
    const controller = new AbortController();
    const started = Date.now();
    const pending = failure(client.call(ops.get_clock, {}, { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    const error = (await pending) as Error;
    expect(error.name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen).toHaveLength(1);
  });

  it('a request that never answers times out as a NetworkError', async () => {
    server.use(
      http.get(`${BASE}/v1/clock`, async () => {
        await delay('infinite');
        return HttpResponse.json(CLOCK);
      }),
    );
    const error = await failure(testClient().call(ops.get_clock, {}, { timeoutMs: 30, retries: 0 }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
  });
});
