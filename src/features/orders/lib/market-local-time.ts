// Date-times the trader types are New York wall-clock times ("2026-11-23T15:30"); the API wants UTC.
import { TZDate } from '@date-fns/tz';
import { MARKET_TIME_ZONE } from '@/lib/market-time';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** UTC ISO string of a New York wall-clock time, or undefined when the text is not a valid time. */
export function newYorkLocalToUtc(local: string): string | undefined {
  const m = LOCAL.exec(local.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const date = new TZDate(year, month - 1, day, hour, minute, MARKET_TIME_ZONE);
  // Reject dates that rolled over (Feb 30 → Mar 2).
  if (date.getDate() !== day || date.getMonth() !== month - 1) return undefined;
  return new Date(date.getTime()).toISOString();
}

/** The New York wall-clock value for a datetime-local input ("YYYY-MM-DDTHH:mm"). */
export function utcToNewYorkLocal(ms: number): string {
  const d = new TZDate(ms, MARKET_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
