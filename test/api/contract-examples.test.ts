// Contract: every response example of the OpenAPI document (148) parses. A 2xx example's `data`
// parses with the operation's data schema, and the whole body goes through the real client
// (envelope, metadata, validation) and comes back as that data; an error example comes back from
// the client as an ApiError carrying the example's code, message and request_id.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as ops from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { createApiClient } from '@/api/http';
import { ApiError, formatIssuePath } from '@/api/errors';
import { specExamples } from './openapi';

const table = ops as unknown as Record<string, OperationDef>;

/** The operation with its request side opened up: the examples have no matching requests. */
function responseOnly(op: OperationDef): OperationDef {
  return { ...op, params: z.looseObject({}), query: z.looseObject({}), body: undefined };
}

function clientAnswering(status: number, body: unknown) {
  return createApiClient({
    endpoint: () => ({ baseUrl: 'http://contract.test', token: 'token' }),
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      ),
    sleep: () => Promise.resolve(),
  });
}

const ExampleErrorEnvelope = z.object({
  error: z.object({ code: z.number().int(), message: z.string() }).loose(),
  metadata: z.object({ request_id: z.string() }).loose(),
});

async function check(example: (typeof specExamples)[number]): Promise<string | null> {
  const label = `${example.operationId} ${example.status} ${example.name}`;
  const op = table[example.operationId];
  if (!op) return `${label}: no operation`;
  const body = example.value as { data?: unknown } | null;
  const client = clientAnswering(example.status, body);
  if (example.status >= 200 && example.status < 300) {
    const direct = op.data.safeParse(body?.data ?? null);
    if (!direct.success) {
      const issue = direct.error.issues[0];
      return `${label}: ${formatIssuePath(['data', ...(issue?.path ?? [])])}: ${issue?.message}`;
    }
    try {
      const result = await client.call(responseOnly(op), {}, { retries: 0 });
      expect(result.data).toEqual(direct.data);
    } catch (error) {
      return `${label}: the client rejected it: ${String(error)}`;
    }
    return null;
  }
  const envelope = ExampleErrorEnvelope.safeParse(body);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    return `${label}: error envelope at ${formatIssuePath(issue?.path ?? [])}: ${issue?.message}`;
  }
  try {
    await client.call(responseOnly(op), {}, { retries: 0 });
    return `${label}: the client accepted an error response`;
  } catch (error) {
    if (!(error instanceof ApiError)) return `${label}: expected ApiError, got ${String(error)}`;
    expect(error.status).toBe(example.status);
    expect(error.code).toBe(envelope.data.error.code);
    expect(error.message).toBe(envelope.data.error.message);
    expect(error.requestId).toBe(envelope.data.metadata.request_id);
    expect(error.operationId).toBe(op.id);
  }
  return null;
}

describe('response examples', () => {
  it('all 148 examples parse with their operation’s schemas and through the client', async () => {
    expect(specExamples).toHaveLength(148);
    const failures: string[] = [];
    for (const example of specExamples) {
      const failure = await check(example);
      if (failure) failures.push(failure);
    }
    console.info(`examples parsed ${specExamples.length - failures.length}/${specExamples.length}`);
    expect(failures).toEqual([]);
  });

  it('the check fails on an example that breaks the schema', async () => {
    const good = specExamples.find((e) => e.operationId === 'get_snapshots' && e.status === 200);
    expect(good).toBeDefined();
    const broken = structuredClone(good!) as { value: { data: Array<Record<string, unknown>> } };
    broken.value.data[0]!.symbol = 42;
    expect(await check(broken as unknown as (typeof specExamples)[number])).toMatch(
      /get_snapshots 200 Snapshots: data\[0\]\.symbol/,
    );
  });
});
