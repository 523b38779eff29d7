// Calendar dates as YYYY-MM-DD strings (a date has no zone): day arithmetic for the app and the
// sandbox alike. Civil-date ↔ day-number conversions in integer arithmetic (H. Hinnant's algorithms):
// the sandbox runs them millions of times when it scans calendars, and Date objects are an order of
// magnitude slower.

/** Days since 1970-01-01 of an ISO date. */
export const toDayNumber = (iso: string): number => {
  let y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
};

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The ISO date `day` days after 1970-01-01. */
export const fromDayNumber = (day: number): string => {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
};

/** The date `days` later (earlier when negative). */
export const addDays = (iso: string, days: number): string => fromDayNumber(toDayNumber(iso) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => toDayNumber(to) - toDayNumber(from);

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return fromDayNumber(toDayNumber(value)) === value;
}
