// Property: whatever a server sends (any JSON, any text, any status), the client either returns
// data that its schema accepts or throws one of its own errors. Nothing else escapes, and
// unvalidated data never comes back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http';
import { ApiError, NetworkError, ResponseFormatError } from '@/api/errors';
import * as ops from '@/api/operations';
import type { OperationDef } from '@/api/operation';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function clientAnswering(status: number, body: string) {
  return createApiClient({
    endpoint: () => ({ baseUrl: 'http://property.test', token: 'token' }),
    fetch: () => Promise.resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status })),
    sleep: () => Promise.resolve(),
  });
}

const calls: Array<{ op: OperationDef; input: object }> = [
  { op: ops.get_account_by_id, input: { params: { account_id: 1 } } },
  { op: ops.get_snapshots, input: { query: { instrument_ids: ['AAPL'] } } },
  { op: ops.get_orders, input: { params: { account_id: 1 } } },
  { op: ops.get_clock, input: {} },
  { op: ops.delete_watchlist, input: { params: { watchlist_id: '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e02' } } },
];

const requestId = fc.oneof(fc.uuid(), fc.string());
/** Bodies shaped like envelopes, with arbitrary contents, plus anything JSON and plain text. */
const body = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constant('<html><body>502 Bad Gateway</body></html>'),
  fc
    .record({
      data: fc.jsonValue(),
      error: fc.constantFrom(null, undefined),
      metadata: fc.record({ request_id: requestId }),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      data: fc.constant(null),
      error: fc.record({ code: fc.integer(), message: fc.string() }, { requiredKeys: [] }),
      metadata: fc.option(fc.record({ request_id: requestId })),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({ clock: fc.oneof(fc.string(), fc.constant('2025-10-31T13:30:00.123456789Z')) })
    .map((data) => JSON.stringify({ data, metadata: { request_id: 'r' } })),
);
const status = fc.oneof(
  fc.constantFrom(200, 201, 204, 207, 400, 401, 404, 409, 422, 429, 500, 502, 503),
  fc.integer({ min: 200, max: 599 }),
);

describe('envelope parsing under arbitrary responses', () => {
  it('returns only schema-valid data, and throws only the client’s errors', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), status, body, async ({ op, input }, code, text) => {
        const client = clientAnswering(code, text);
        try {
          const result = await client.call(op, input, { retries: 0 });
          expect(code).toBeGreaterThanOrEqual(200);
          expect(code).toBeLessThan(300);
          expect(op.data.safeParse(result.data).success).toBe(true);
          expect(typeof result.metadata.request_id).toBe('string');
        } catch (error) {
          const ours =
            error instanceof ApiError ||
            error instanceof ResponseFormatError ||
            error instanceof NetworkError;
          if (!ours) throw new Error(`unexpected ${String(error)} for HTTP ${code} ${text.slice(0, 80)}`);
          if (error instanceof ApiError) expect(code === 401 || code >= 300).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
