// Contract: the zod response schemas agree with the OpenAPI schemas. Walking both side by side from
// each operation's `data`: every documented property exists, a property the document makes
// optional is optional in zod, a required one is required (unless listed below with the reason
// the code departs), nullable stays nullable, and every enum knows exactly the documented values
// (open enums also accept unknown values, by design; that is tested in client.test.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as ops from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { knownEnumValues } from '@/api/schemas/primitives';
import { allowsNull, dataSchemaOf, flatten, resolveRef, specOperations, type OasSchema } from './openapi';

const table = ops as unknown as Record<string, OperationDef>;

/**
 * Where the code knowingly differs from the OpenAPI document (see docs/api-notes.md). Keys are
 * `<operationId> <path>: <finding>`; every entry must still be found, so a stale one fails too.
 */
const ACCEPTED: Record<string, string> = {
  'get_account_balances data.margin_details.top_contributors[].day_trade_buying_power_usage: required in the document, optional in zod':
    'deprecated, PDT-only, and missing from the document’s own MarginAccountBalances example',
};

/** How much the walk compared, so a walk that silently stops descending fails. */
const checked = { properties: 0, enums: 0 };

type Finding = string;

/** Strips wrappers that do not change the shape: optional, nullable, default, pipe, readonly, lazy. */
function core(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let i = 0; i < 20; i++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault || current instanceof z.ZodReadonly)
      current = (current._zod.def as unknown as { innerType: z.ZodType }).innerType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else if (current instanceof z.ZodLazy) current = current.unwrap() as z.ZodType;
    else return current;
  }
  return current;
}

/** Enum values a zod schema knows (z.enum, openEnum, literals), or undefined when it is no enum. */
function enumValues(schema: z.ZodType): string[] | undefined {
  const known = knownEnumValues(schema) ?? knownEnumValues(core(schema));
  if (known) return [...known];
  const c = core(schema);
  if (c instanceof z.ZodEnum) return c.options.map(String);
  if (c instanceof z.ZodLiteral) return [...c.values].map(String);
  if (c instanceof z.ZodUnion) {
    const parts = (c.options as z.ZodType[]).map(enumValues);
    if (parts.every((p) => p !== undefined)) return parts.flat() as string[];
  }
  return undefined;
}

/** The object shapes a zod schema can take: one per union branch, intersections merged. */
function objectShapes(schema: z.ZodType): Array<Record<string, z.ZodType>> {
  const c = core(schema);
  if (c instanceof z.ZodObject) return [c.shape as Record<string, z.ZodType>];
  if (c instanceof z.ZodIntersection) {
    const def = c._zod.def as unknown as { left: z.ZodType; right: z.ZodType };
    const lefts = objectShapes(def.left);
    const rights = objectShapes(def.right);
    return lefts.flatMap((l) => rights.map((r) => ({ ...l, ...r })));
  }
  if (c instanceof z.ZodUnion) return (c.options as z.ZodType[]).flatMap(objectShapes);
  return [];
}

function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const c = core(schema);
  if (c instanceof z.ZodArray) return c.element as z.ZodType;
  if (c instanceof z.ZodUnion) {
    for (const option of c.options as z.ZodType[]) {
      const element = arrayElement(option);
      if (element) return element;
    }
  }
  return undefined;
}

const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;
const acceptsNull = (schema: z.ZodType) => schema.safeParse(null).success;

function oasTypes(schema: OasSchema): string[] {
  const t = schema.type;
  return Array.isArray(t) ? t : t ? [t] : [];
}

/** Picks the zod object shape that best matches one OpenAPI object (most shared property names). */
function bestShape(oas: OasSchema, shapes: Array<Record<string, z.ZodType>>) {
  const names = Object.keys(oas.properties ?? {});
  let best: Record<string, z.ZodType> | undefined;
  let bestScore = -1;
  for (const shape of shapes) {
    let score = names.filter((n) => n in shape).length;
    // A discriminator (`type: enum [x]`) must match.
    for (const name of names) {
      const prop = flatten(oas.properties?.[name] ?? {});
      const zodProp = shape[name];
      if (prop.enum?.length === 1 && zodProp) {
        const values = enumValues(zodProp);
        if (values && !values.includes(String(prop.enum[0]))) score -= 1000;
      }
    }
    if (score > bestScore) [best, bestScore] = [shape, score];
  }
  return best;
}

function walk(oasIn: OasSchema, schema: z.ZodType, path: string, findings: Finding[], depth = 0): void {
  if (depth > 25) return;
  const oas = flatten(oasIn);
  const branches = (oas.oneOf ?? oas.anyOf ?? []).filter((b) => !oasTypes(resolveRef(b)).includes('null'));
  if (branches.length === 1) return walk(branches[0]!, schema, path, findings, depth + 1);
  if (branches.length > 1) {
    const shapes = objectShapes(schema);
    branches.forEach((branch) => {
      const b = flatten(branch);
      if (b.properties) {
        const shape = bestShape(b, shapes);
        if (!shape) findings.push(`${path}: a oneOf branch has no zod counterpart`);
        else walkObject(b, shape, path, findings, depth);
      } else walk(branch, schema, path, findings, depth + 1);
    });
    return;
  }
  if (oas.enum) {
    const documented = oas.enum.filter((v) => v !== null).map(String);
    const known = enumValues(schema);
    checked.enums++;
    if (!known) findings.push(`${path}: enum in the document, not in zod`);
    else {
      const missing = documented.filter((v) => !known.includes(v));
      const extra = known.filter((v) => !documented.includes(v));
      if (missing.length) findings.push(`${path}: zod enum lacks ${missing.join(', ')}`);
      if (extra.length) findings.push(`${path}: zod enum has undocumented ${extra.join(', ')}`);
    }
    return;
  }
  if (oasTypes(oas).includes('array') || oas.items) {
    const element = arrayElement(schema);
    if (!element) findings.push(`${path}: array in the document, not in zod`);
    else if (oas.items) walk(oas.items, element, `${path}[]`, findings, depth + 1);
    return;
  }
  if (oas.properties) {
    const shapes = objectShapes(schema);
    const shape = bestShape(oas, shapes);
    if (!shape) findings.push(`${path}: object in the document, not in zod`);
    else walkObject(oas, shape, path, findings, depth);
  }
}

function walkObject(
  oas: OasSchema,
  shape: Record<string, z.ZodType>,
  path: string,
  findings: Finding[],
  depth: number,
): void {
  const required = new Set(oas.required ?? []);
  for (const [name, propSchema] of Object.entries(oas.properties ?? {})) {
    const at = path ? `${path}.${name}` : name;
    const zodProp = shape[name];
    if (!zodProp) {
      findings.push(`${at}: missing in zod`);
      continue;
    }
    checked.properties++;
    const nullable = allowsNull(propSchema);
    if (required.has(name) && !nullable && isOptional(zodProp))
      findings.push(`${at}: required in the document, optional in zod`);
    if (!required.has(name) && !isOptional(zodProp))
      findings.push(`${at}: optional in the document, required in zod`);
    if (nullable && !acceptsNull(zodProp)) findings.push(`${at}: nullable in the document, not in zod`);
    walk(propSchema, zodProp, at, findings, depth + 1);
  }
}

function findingsFor(operationId: string): Finding[] {
  const spec = specOperations.find((op) => op.id === operationId);
  const op = table[operationId];
  const findings: Finding[] = [];
  if (!spec || !op) return [`${operationId}: not found`];
  for (const [status, response] of Object.entries(spec.responses)) {
    if (!status.startsWith('2')) continue;
    const data = dataSchemaOf(response.content?.['application/json']?.schema);
    if (!data) continue;
    walk(data, op.data, 'data', findings);
  }
  return [...new Set(findings)].map((f) => `${operationId} ${f}`);
}

describe('response schemas agree with the OpenAPI document', () => {
  const all = specOperations.flatMap((op) => findingsFor(op.id));

  it('required/optional, nullability, shape and enum values match for every response object', () => {
    const unexplained = all.filter((f) => !(f in ACCEPTED));
    console.info(
      `schema walk: ${checked.properties} properties, ${checked.enums} enums; findings ${all.length} (accepted ${all.length - unexplained.length})`,
    );
    expect(checked.properties).toBeGreaterThan(600);
    expect(checked.enums).toBeGreaterThan(40);
    expect(unexplained).toEqual([]);
  });

  it('every accepted difference is still real', () => {
    expect(Object.keys(ACCEPTED).filter((f) => !all.includes(f))).toEqual([]);
  });

  it('the walk detects a required field made optional and a changed enum', () => {
    const oas: OasSchema = {
      type: 'object',
      required: ['side', 'qty'],
      properties: { side: { type: 'string', enum: ['BUY', 'SELL'] }, qty: { type: 'string' } },
    };
    const findings: Finding[] = [];
    walk(
      oas,
      z.object({ side: z.enum(['BUY', 'SELL_SHORT']), qty: z.string().optional() }),
      'data',
      findings,
    );
    expect(findings).toEqual([
      'data.side: zod enum lacks SELL',
      'data.side: zod enum has undocumented SELL_SHORT',
      'data.qty: required in the document, optional in zod',
    ]);
  });
});
