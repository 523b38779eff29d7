// Property: whatever a client sends to any operation of the operation table (arbitrary strings in
// every path and query parameter, arbitrary JSON or invalid JSON as the body), the sandbox answers
// without a 5xx unless a fault was injected; every 4xx is a well-formed error envelope with a
// request_id; and a refused request leaves the sandbox's state (what the demo persists) as it was.
// Seeded and bounded: a failure prints the shrunk request, e.g. `GET /v1/...?x=%25 → 500 {...}`.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { ManualClock } from '@/sandbox/engine/clock';
import { Sandbox } from '@/sandbox/engine/sandbox';
import { handleSandboxRequest, type SandboxResponse } from '@/sandbox/http/router';
import { HTTP_NOW } from '../../utils/sandbox';
import { mutatedJson } from '../../api/json-mutation';
import { specRequestExamples } from '../../api/openapi';

const table = Object.values(operations as Record<string, OperationDef>);
/** Runs per operation: ~60 operations × RUNS requests stay within a few seconds on a busy machine. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
const SEED = Number(process.env.PROPERTY_SEED ?? 30_2026);

// ---------------------------------------------------------------------------------------------
// The sandbox under test and the state it would persist.

let sandbox: Sandbox;
/** What the demo saves (src/sandbox/browser.ts): the brokerage, the workspace, a forced session. */
function persistedState(s: Sandbox): string {
  return JSON.stringify({
    brokerage: s.brokerage.snapshot(),
    workspace: s.workspace.snapshot(),
    market: { forced_session: s.market.forcedSession() },
  });
}

/**
 * Ids that exist in the seeded world, by the parameter name they would fill (`account_id`,
 * `watchlist_id`, `item_id`…), so a share of the requests gets past the first lookup.
 */
function knownIds(s: Sandbox): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  const add = (name: string, value: unknown) => {
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const set = found.get(name) ?? new Set<string>();
    if (set.size < 8) set.add(String(value));
    found.set(name, set);
  };
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      // The rows of `watchlists` fill `watchlist_id`, of `items` `item_id`, and so on.
      const rowId = `${key.replace(/s$/, '')}_id`;
      for (const row of value.slice(0, 4)) {
        if (row && typeof row === 'object') add(rowId, (row as { id?: unknown }).id);
        walk(row, key);
      }
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (key.endsWith('_id')) add(key, value);
  };
  walk(JSON.parse(persistedState(s)), '');
  const aapl = s.universe.resolve('AAPL');
  if (aapl) {
    for (const value of [aapl.id, 'AAPL', s.universe.optionContracts(aapl.id)[5]?.symbol])
      add('instrument_id', value);
  }
  return new Map([...found].map(([name, set]) => [name, [...set]]));
}

// ---------------------------------------------------------------------------------------------
// Arbitraries.

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; entries?: object };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The enum values a field accepts (through optional, nullable, default, pipe and array), if any. */
function enumValues(schema: z.ZodType | undefined, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
  const inner = def.innerType ?? def.in ?? def.element;
  return inner ? enumValues(inner, depth + 1) : [];
}

const PLAIN = ['', ' ', '0', '1', '-1', '1.5', '1e309', 'NaN', 'true', 'false', 'null', 'AAPL', '2026-11-20'];

const TRICKY = ['😀', 'AAPL,AAPL', ',', '%', '%zz', '%E0%A4%A', '\u0000', '../', 'a'.repeat(300)];

/** An arbitrary string, with values that exist in the world and the cases that have found bugs before weighted in. */
function junk(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 24 }) },
    { weight: 2, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...PLAIN, ...TRICKY) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(...PLAIN, ...known), { minLength: 1, maxLength: 4 })
        .map((parts) => parts.join(',')),
    },
  );
}

interface Request {
  method: string;
  url: string;
  body: string | null;
}

/** A path segment as a client sends it: encoded, or raw text with stray `%` and `/`. */
const segment = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 2, arbitrary: value.map(encodeURIComponent) },
    { weight: 1, arbitrary: value.map((v) => v.replace(/[?#]/g, '')) },
  );

function requestFor(op: OperationDef, knownByName: Map<string, string[]>): fc.Arbitrary<Request> {
  const known = [...knownByName.values()].flat();
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const queryShape = op.query.shape as Record<string, z.ZodType>;
  const queryKeys = Object.keys(queryShape);
  // A query value: junk, or one the parameter accepts (an enum value, an existing id).
  const valueFor = (key: string) => {
    const fitting = [
      ...enumValues(queryShape[key]),
      ...(knownByName.get(key) ?? knownByName.get(key.replace(/s$/, '')) ?? []),
    ];
    return fitting.length > 0
      ? fc.oneof({ weight: 3, arbitrary: junk(known) }, { weight: 1, arbitrary: fc.constantFrom(...fitting) })
      : junk(known);
  };
  const params = fc.tuple(
    ...names.map((name) => {
      const existing = knownByName.get(name) ?? [];
      return existing.length > 0
        ? fc.oneof(
            { weight: 3, arbitrary: segment(junk(known)) },
            { weight: 1, arbitrary: fc.constantFrom(...existing) },
          )
        : segment(junk(known));
    }),
  );
  // Each parameter of the operation present or not (mostly present), now and then an unknown one.
  const query = fc
    .tuple(
      ...[...queryKeys, 'unknown_param'].map((key) =>
        fc.oneof(
          { weight: key === 'unknown_param' ? 4 : 1, arbitrary: fc.constant(null) },
          { weight: 2, arbitrary: valueFor(key).map((v): [string, string] => [key, v]) },
        ),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));
  const body = op.body ? bodyFor(op.body, known, specRequestExamples.get(op.id) ?? []) : fc.constant(null);
  return fc.record({ params, query, body }).map(({ params: values, query: pairs, body }) => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => values[i++] ?? '');
    const search = new URLSearchParams(pairs).toString();
    return { method: op.method, url: search ? `${path}?${search}` : path, body };
  });
}

/** The top-level keys of a body schema, so a share of the bodies has the right names with junk values. */
function bodyKeys(schema: z.ZodType, depth = 0): string[] {
  if (depth > 8) return [];
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape) return Object.keys(shape);
  const def = defOf(schema);
  const inner = def.innerType ?? def.in ?? def.element;
  return inner ? bodyKeys(inner, depth + 1) : [];
}

function bodyFor(schema: z.ZodType, known: string[], examples: unknown[]): fc.Arbitrary<string | null> {
  const keys = bodyKeys(schema);
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 3, arbitrary: junk(known) },
    { weight: 1, arbitrary: fc.integer() },
  );
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys, 'extra'), value, { maxKeys: keys.length + 1 })
      : fc.jsonValue({ maxDepth: 2 });
  // The operation's OpenAPI request examples, almost right (one to three mutations deep inside),
  // reach past the body schema into the handlers.
  const almostRight = examples.length > 0 ? mutatedJson(examples) : shaped;
  return fc.oneof(
    { weight: 4, arbitrary: almostRight.map((v) => JSON.stringify(v)) },
    { weight: 3, arbitrary: shaped.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: shaped.map((v) => JSON.stringify([v])) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"x": NaN}', '\u0000', '') },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

// ---------------------------------------------------------------------------------------------
// The property.

const ErrorEnvelope = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string().min(1),
    details: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
  metadata: z.looseObject({ request_id: z.string().min(1) }),
});

function show(request: Request, response?: SandboxResponse): string {
  const body = request.body === null ? '' : ` body=${JSON.stringify(request.body)}`;
  const answer = response ? ` → ${response.status} ${response.body.slice(0, 300)}` : '';
  return `${request.method} ${request.url}${body}${answer}`;
}

async function send(request: Request, withAuth: boolean): Promise<SandboxResponse> {
  return handleSandboxRequest(sandbox, {
    method: request.method,
    url: request.url,
    headers: {
      get: (name) => (withAuth && name.toLowerCase() === 'authorization' ? 'Bearer property' : null),
    },
    body: request.body,
  });
}

/** Sends one request and checks every part of the property; throws a message naming the request. */
async function check(request: Request, withAuth: boolean, fault: number | null, opId: string) {
  if (fault !== null) sandbox.faults.set(opId, { status: fault, times: 1 });
  const before = persistedState(sandbox);
  let response: SandboxResponse;
  try {
    response = await send(request, withAuth);
  } catch (error) {
    throw new Error(`${show(request)} threw ${String(error)}`, { cause: error });
  } finally {
    sandbox.faults.clear(opId);
  }
  const fail = (why: string) => {
    throw new Error(`${why}: ${show(request, response)}`);
  };
  if (response.hang || response.networkError) fail('the sandbox dropped the request');
  // The fault is on this operation; a request that routes elsewhere (a path made of junk) never takes it.
  if (fault !== null && response.operationId === opId) {
    if (response.status !== fault) fail(`the injected ${fault} was not answered`);
    if (persistedState(sandbox) !== before) fail('a faulted request changed the sandbox state');
    return;
  }
  if (response.status >= 500) fail('a 5xx without an injected fault');
  if (response.status < 200) fail('not an HTTP status');
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    fail('the body is not JSON');
  }
  if (response.status >= 400) {
    const envelope = ErrorEnvelope.safeParse(json);
    if (!envelope.success) fail(`not a well-formed error envelope (${envelope.error.issues[0]?.message})`);
    const { error, metadata } = envelope.data!;
    if (error.code !== response.status) fail(`error.code ${error.code} is not the HTTP status`);
    if (response.headers['x-request-id'] !== metadata.request_id)
      fail('x-request-id differs from metadata.request_id');
    if (persistedState(sandbox) !== before) fail('a refused request changed the sandbox state');
  } else {
    const ok = z.looseObject({ metadata: z.looseObject({ request_id: z.string().min(1) }) }).safeParse(json);
    if (!ok.success) fail('a success without metadata.request_id');
  }
}

describe('the sandbox under arbitrary requests', () => {
  let known = new Map<string, string[]>();
  beforeAll(() => {
    sandbox = new Sandbox({ clock: new ManualClock(HTTP_NOW) });
    known = knownIds(sandbox);
  });

  it('derives the operations from the operation table', () => {
    expect(table.length).toBeGreaterThanOrEqual(60);
    expect(new Set(table.map((op) => op.id)).size).toBe(table.length);
  });

  it('answers a path parameter with a malformed percent-escape with a 400 naming it (it threw before)', async () => {
    const request = { method: 'GET', url: '/v1/watchlists/%E0%A4%A', body: null };
    const response = await send(request, true);
    expect(response.status, show(request, response)).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      error: {
        code: 400,
        message: 'Invalid path parameters',
        details: [{ field: 'watchlist_id', description: 'not valid percent-encoding: %E0%A4%A' }],
      },
      metadata: { request_id: response.headers['x-request-id'] },
    });
  });

  it.each(table.map((op) => [op.id, op] as const))(
    '%s: no 5xx, 4xx are envelopes, refusals change nothing',
    async (_id, op) => {
      await fc.assert(
        fc.asyncProperty(
          requestFor(op, known),
          // Mostly with a bearer token (without one, every operation is a 401 before anything else).
          fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
          // Now and then a fault injected on the operation: then (and only then) a 5xx is its answer.
          fc.oneof(
            { weight: 12, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.constantFrom(500, 503) },
          ),
          async (request, withAuth, fault) => check(request, withAuth, fault, op.id),
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: false },
      );
    },
  );
});
