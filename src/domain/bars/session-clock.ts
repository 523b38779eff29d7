// Which New York session day and session a minute belongs to, for bars built from the live feed.
// The hours are the US equity market's: pre-market 04:00–09:30, regular 09:30–16:00, after hours
// 16:00–20:00 New York time; anything else is 'overnight' (the sandbox's market-open scenario streams
// at any hour, and its bars are kept and shaded as such). The session day is the New York date.
import { marketTimeParts } from '@/lib/market-time';

export type SessionKind = 'pre' | 'regular' | 'after' | 'overnight';

export interface MinuteInfo {
  /** The New York date, YYYY-MM-DD. */
  day: string;
  session: SessionKind;
}

// Intl is slow per tick; minutes repeat across every symbol, so their answers are kept.
const cache = new Map<number, MinuteInfo>();

export function sessionOfMinuteOfDay(minuteOfDay: number): SessionKind {
  if (minuteOfDay >= 4 * 60 && minuteOfDay < 9 * 60 + 30) return 'pre';
  if (minuteOfDay >= 9 * 60 + 30 && minuteOfDay < 16 * 60) return 'regular';
  if (minuteOfDay >= 16 * 60 && minuteOfDay < 20 * 60) return 'after';
  return 'overnight';
}

/** The session day and session of the minute starting at `minuteSeconds` (UTC seconds). */
export function minuteInfo(minuteSeconds: number): MinuteInfo {
  const known = cache.get(minuteSeconds);
  if (known) return known;
  const p = marketTimeParts(minuteSeconds * 1000);
  const info: MinuteInfo = {
    day: `${p.year}-${p.month}-${p.day}`,
    session: sessionOfMinuteOfDay(Number(p.hour) * 60 + Number(p.minute)),
  };
  if (cache.size > 20_000) cache.clear();
  cache.set(minuteSeconds, info);
  return info;
}
