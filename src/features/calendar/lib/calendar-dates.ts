// Calendar dates as YYYY-MM-DD strings: arithmetic in UTC (a date has no zone), formatting for people.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week holding `date`. */
export function startOfWeek(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

// Built on first use, not when the module loads: the route's search code imports this module with
// the entry, and the page's first Intl.DateTimeFormat costs ~6 ms of ICU set-up on a cold load.
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    return format.format(Date.parse(`${date}T00:00:00Z`));
  };
}

/** "Mon" */
export const weekdayOf = lazyFormat({ weekday: 'short' });
/** "Monday, November 23, 2026" */
export const longDate = lazyFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
/** "Nov 23" */
export const shortDate = lazyFormat({ month: 'short', day: 'numeric' });
