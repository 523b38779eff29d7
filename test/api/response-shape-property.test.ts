// Property: whatever shape a server's answer has (wrong types, missing fields, extra fields, `null`
// data, a broken envelope, any status), a call of any operation of the operation table either
// returns data its schema accepts or throws one of the API layer's errors (ApiError,
// ResponseFormatError, NetworkError) naming the operation and keeping the answer's request_id
// when the answer carried one. Answers are the OpenAPI examples of each operation, mutated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as ops from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { createApiClient } from '@/api/http';
import { ApiError, NetworkError, ResponseFormatError } from '@/api/errors';
import { mutatedJson } from './json-mutation';
import { specExamples } from './openapi';

const table = Object.values(ops as unknown as Record<string, OperationDef>);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const SEED = Number(process.env.PROPERTY_SEED ?? 30_2027);
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The operation with its request side opened up: the property is about the answer. */
function responseOnly(op: OperationDef): OperationDef {
  return { ...op, params: z.looseObject({}), query: z.looseObject({}), body: undefined };
}

/** Valid `data` for each operation: its OpenAPI success examples, or a generic row. */
function samplesOf(op: OperationDef): unknown[] {
  const examples = specExamples
    .filter((e) => e.operationId === op.id && e.status >= 200 && e.status < 300)
    .map((e) => (e.value as { data?: unknown } | null)?.data ?? null);
  return examples.length > 0
    ? examples
    : [[{ id: 'x', instrument_id: '00000000-0000-4000-8000-000000000001', symbol: 'AAPL' }], {}];
}

const requestId = fc.oneof(fc.uuid(), fc.string({ minLength: 1 }), fc.constant(''), fc.integer());

interface Answer {
  status: number;
  body: string;
  header: string | null;
}

function answerFor(op: OperationDef): fc.Arbitrary<Answer> {
  const data = fc.oneof(
    { weight: 6, arbitrary: mutatedJson(samplesOf(op)) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
  const envelope = fc
    .record(
      {
        data,
        error: fc.oneof(
          fc.constant(null),
          fc.record({ code: fc.integer(), message: fc.string() }, { requiredKeys: [] }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        metadata: fc.oneof(
          fc.record({ request_id: requestId }),
          fc.record({ request_id: requestId, next_page_token: fc.option(fc.string()) }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        extra: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: ['data'] },
    )
    .map((v) => JSON.stringify(v));
  const body = fc.oneof(
    { weight: 8, arbitrary: envelope },
    { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '<html>502 Bad Gateway</html>', '{"data": [', 'null') },
  );
  const status = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(200, 201) },
    { weight: 2, arbitrary: fc.constantFrom(204, 207, 400, 401, 404, 409, 422, 429, 500, 502, 503) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }) },
  );
  const header = fc.option(fc.uuid(), { freq: 3 });
  return fc.record({ status, body, header });
}

/** The request_id an answer carried: the envelope's (a non-empty string), else the header's. */
function carriedRequestId(answer: Answer): string | undefined {
  try {
    const json = JSON.parse(answer.body) as { metadata?: { request_id?: unknown } } | null;
    const id = json?.metadata?.request_id;
    if (typeof id === 'string' && id !== '') return id;
  } catch {
    // not JSON: only the header can carry it
  }
  return answer.header ?? undefined;
}

async function check(op: OperationDef, answer: Answer): Promise<void> {
  const client = createApiClient({
    endpoint: () => ({ baseUrl: 'http://property.test', token: 'token' }),
    fetch: () =>
      Promise.resolve(
        new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
          status: answer.status,
          headers: answer.header ? { 'x-request-id': answer.header } : {},
        }),
      ),
    sleep: () => Promise.resolve(),
  });
  const shown = () => `HTTP ${answer.status} ${answer.body.slice(0, 300)} (x-request-id ${answer.header})`;
  let result: Awaited<ReturnType<typeof client.call>>;
  try {
    result = await client.call(responseOnly(op), {}, { retries: 0 });
  } catch (error) {
    const ours =
      error instanceof ApiError || error instanceof ResponseFormatError || error instanceof NetworkError;
    if (!ours)
      throw new Error(`${op.id}: ${String(error)} escaped the API layer for ${shown()}`, { cause: error });
    if (error.operationId !== op.id) throw new Error(`${op.id}: the error names ${error.operationId}`);
    if (error instanceof ResponseFormatError && !error.message.includes(op.id))
      throw new Error(`${op.id}: the message does not name the operation: ${error.message}`);
    const carried = NULL_BODY_STATUSES.has(answer.status)
      ? (answer.header ?? undefined)
      : carriedRequestId(answer);
    if (carried !== undefined && error.requestId === undefined)
      throw new Error(
        `${op.id}: the request_id ${carried} was lost (${error.name}: ${error.message}) for ${shown()}`,
      );
    return;
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${op.id}: HTTP ${answer.status} returned data`);
  if (!op.data.safeParse(result.data).success)
    throw new Error(`${op.id}: unvalidated data came back for ${shown()}`);
  expect(typeof result.metadata.request_id).toBe('string');
}

describe('the client under answers of any shape', () => {
  it.each(table.map((op) => [op.id, op] as const))(
    '%s: returns valid data or throws only the API layer’s errors, keeping the request_id',
    async (_id, op) => {
      await fc.assert(
        fc.asyncProperty(answerFor(op), (answer) => check(op, answer)),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );
});
