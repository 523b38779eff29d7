// Calendar dates as YYYY-MM-DD strings (arithmetic: src/lib/iso-date.ts), formatted for people.
import { addDays } from '@/lib/iso-date';

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
