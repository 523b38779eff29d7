// Reads the OpenAPI document for the contract tests: operations, response examples, and schemas
// with `$ref` and `allOf` resolved.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const OPENAPI_PATH = '/work/shared/spec/trading-api-openapi.yml';

export interface OasSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, OasSchema>;
  required?: string[];
  items?: OasSchema;
  allOf?: OasSchema[];
  oneOf?: OasSchema[];
  anyOf?: OasSchema[];
  nullable?: boolean;
  additionalProperties?: boolean | OasSchema;
  const?: unknown;
}

interface OasResponse {
  description?: string;
  content?: Record<string, { schema?: OasSchema; examples?: Record<string, { value: unknown }> }>;
}

interface OasOperation {
  operationId?: string;
  responses?: Record<string, OasResponse>;
  requestBody?: { content?: Record<string, { examples?: Record<string, { value: unknown }> }> };
}

interface OasDocument {
  paths: Record<string, Record<string, OasOperation>>;
  components: { schemas: Record<string, OasSchema> };
}

export const openapi = parse(readFileSync(OPENAPI_PATH, 'utf8')) as OasDocument;

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface SpecOperation {
  id: string;
  method: string;
  path: string;
  responses: Record<string, OasResponse>;
}

export const specOperations: SpecOperation[] = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method, op]) => HTTP_METHODS.includes(method) && op.operationId)
    .map(([method, op]) => ({
      id: op.operationId ?? '',
      method: method.toUpperCase(),
      path,
      responses: op.responses ?? {},
    })),
);

export interface SpecExample {
  operationId: string;
  status: number;
  name: string;
  value: unknown;
  /** Schema of the whole response body. */
  schema: OasSchema | undefined;
}

export const specExamples: SpecExample[] = specOperations.flatMap((op) =>
  Object.entries(op.responses).flatMap(([status, response]) => {
    const media = response.content?.['application/json'];
    return Object.entries(media?.examples ?? {}).map(([name, example]) => ({
      operationId: op.id,
      status: Number(status),
      name,
      value: example.value,
      schema: media?.schema,
    }));
  }),
);

export function resolveRef(schema: OasSchema): OasSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = openapi.components.schemas[name];
    if (!target) throw new Error(`unresolved $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** `$ref` followed and `allOf` merged into one schema (properties and required united). */
export function flatten(schema: OasSchema): OasSchema {
  const resolved = resolveRef(schema);
  if (!resolved.allOf) return resolved;
  const parts = resolved.allOf.map(flatten);
  const merged: OasSchema = { ...resolved, allOf: undefined, properties: {}, required: [] };
  for (const part of [...parts, { ...resolved, allOf: undefined }]) {
    Object.assign(merged.properties ?? {}, part.properties ?? {});
    merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    if (part.type && !merged.type) merged.type = part.type;
    if (part.oneOf && !merged.oneOf) merged.oneOf = part.oneOf;
    if (part.enum && !merged.enum) merged.enum = part.enum;
    if (part.items && !merged.items) merged.items = part.items;
  }
  if (Object.keys(merged.properties ?? {}).length === 0) delete merged.properties;
  return merged;
}

/** The schema of `data` in a success response body, when the document gives one. */
export function dataSchemaOf(bodySchema: OasSchema | undefined): OasSchema | undefined {
  if (!bodySchema) return undefined;
  return flatten(bodySchema).properties?.data;
}

export function allowsNull(schema: OasSchema): boolean {
  const s = resolveRef(schema);
  if (s.nullable) return true;
  if (Array.isArray(s.type) ? s.type.includes('null') : s.type === 'null') return true;
  if (s.enum?.includes(null)) return true;
  const branches = s.oneOf ?? s.anyOf ?? [];
  return branches.some((b) => allowsNull(b));
}

/** The request body examples of each operation that has a body, by operationId. */
export const specRequestExamples: Map<string, unknown[]> = new Map(
  Object.values(openapi.paths)
    .flatMap((item) => Object.entries(item))
    .filter(([method, op]) => HTTP_METHODS.includes(method) && op.operationId)
    .map(([, op]): [string, unknown[]] => [
      op.operationId ?? '',
      Object.values(op.requestBody?.content?.['application/json']?.examples ?? {}).map((e) => e.value),
    ])
    .filter(([, examples]) => examples.length > 0),
);
