// Shared wire primitives. Decimals stay strings end to end; these only pin down formats.
import { z } from 'zod';

/** 8-4-4-4-12 hex id. The spec's examples use ids that are not RFC 4122 variants, so any GUID shape is accepted. */
export const Uuid = z.guid();

/** YYYY-MM-DD */
export const IsoDate = z.iso.date();

/** RFC 3339 date-time with any sub-second precision (the API sends nanoseconds) and Z or an offset. */
export const DateTime = z.iso.datetime({ offset: true });

/** A decimal amount carried as a string, e.g. "1234.50" or "-0.25". */
export const DecimalString = z
  .string()
  .regex(/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/, 'expected a decimal string');

/** A value of an enum the server may extend: unknown values are kept as the raw string. */
export type OpenEnum<T extends string> = T | (string & {});

const knownValues = new WeakMap<object, readonly string[]>();

/**
 * Accepts the known values of `known` and, for forward compatibility, any other string, so a new
 * enum value from the server never breaks a screen. The known values stay reachable for tests
 * and for UIs that want to list them.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(
  known: z.ZodEnum<{ [K in T[number]]: K }> | z.ZodType<T[number]>,
): z.ZodType<OpenEnum<T[number]>> {
  const schema = z.union([known, z.string()]);
  const options = (known as { options?: readonly string[] }).options;
  if (options) knownValues.set(schema, options);
  return schema;
}

/** The known values of a schema made by `openEnum` (undefined for anything else). */
export function knownEnumValues(schema: object): readonly string[] | undefined {
  return knownValues.get(schema);
}

/** Whether `value` is one of the values the client knows for an open enum. */
export function isKnown<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
