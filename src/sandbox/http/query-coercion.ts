// Query strings and path segments arrive as text; the operation schemas expect numbers, booleans
// and arrays. This converts by looking at each field's schema type, before zod validates.
import type { z } from 'zod';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };

function baseType(schema: z.ZodType): string {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    const def: Def = (current as unknown as { _zod: { def: Def } })._zod.def;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else return def.type;
  }
  return 'unknown';
}

function coerceValue(type: string, raw: string): unknown {
  switch (type) {
    case 'number':
    case 'int':
      return raw.trim() === '' || Number.isNaN(Number(raw)) ? raw : Number(raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'array':
      return raw === '' ? [] : raw.split(',').map((part) => part.trim());
    default:
      return raw;
  }
}

/** Builds the input object for `schema` (a z.object) from string values. Unknown keys are kept as text. */
export function coerceParams(
  schema: z.ZodObject,
  values: Iterable<[string, string]>,
): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of values) {
    const field = shape[key];
    out[key] = field ? coerceValue(baseType(field), raw) : raw;
  }
  return out;
}
