// Checks of query values the operation schemas leave as plain strings (dates, date-times), with the
// API's 400 wording ("Failed to deserialize query string: ...").
import { badRequest } from '../errors';
import { isIsoDate } from '@/lib/iso-date';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

/** A YYYY-MM-DD parameter (undefined when absent); 400 when malformed. */
export function dateParam(field: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (isIsoDate(value)) return value;
  throw badRequest(
    `Failed to deserialize query string: ${field}: invalid date '${value}': expected YYYY-MM-DD`,
    [{ field, description: 'expected a date in YYYY-MM-DD form' }],
  );
}

/**
 * A bound that accepts YYYY-MM-DD or an RFC 3339 date-time, as epoch milliseconds. A bare date
 * means the start of that UTC day for a lower bound and its last instant for an upper bound.
 */
export function dateOrDateTimeParam(
  field: string,
  value: string | undefined,
  bound: 'start' | 'end',
): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (isIsoDate(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    return bound === 'start' ? start : start + 86_400_000 - 1;
  }
  if (DATE_TIME.test(value)) {
    const ms = Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
    if (!Number.isNaN(ms) && isIsoDate(value.slice(0, 10))) return ms;
  }
  throw badRequest(
    `Failed to deserialize query string: ${field}: invalid date or datetime '${value}': expected YYYY-MM-DD or RFC3339 (e.g. 2025-01-30T14:30:00Z)`,
    [{ field, description: 'expected YYYY-MM-DD or an RFC 3339 date-time' }],
  );
}

/** 400 when both bounds are present and out of order. */
export function checkRange(
  fromField: string,
  toField: string,
  from: string | number | undefined,
  to: string | number | undefined,
) {
  if (from !== undefined && to !== undefined && from > to)
    throw badRequest(`${fromField} must not be after ${toField}`, [
      { field: fromField, description: `must be on or before ${toField}` },
    ]);
}

/** Comma-separated text to trimmed, non-empty parts. */
export const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
