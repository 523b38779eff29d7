// Market time: everything is stored in UTC and shown in America/New_York with the zone named.

export const MARKET_TIME_ZONE = 'America/New_York';

const zone = { timeZone: MARKET_TIME_ZONE } as const;
const dayParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const clockParts = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
const stampOptions = {
  ...zone,
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

const timeFormat = new Intl.DateTimeFormat('en-US', { ...zone, ...clockParts, hour12: false });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { ...stampOptions, hour12: false });
const dateTimeSecondsFormat = new Intl.DateTimeFormat('en-US', {
  ...stampOptions,
  second: '2-digit',
  hourCycle: 'h23',
});
const isoDateFormat = new Intl.DateTimeFormat('en-CA', { ...zone, ...dayParts });
const partsFormat = new Intl.DateTimeFormat('en-US', {
  ...zone,
  ...dayParts,
  ...clockParts,
  hourCycle: 'h23',
});

/** The New York date and time of an instant as numbered parts: year, month, day, hour (00–23), minute, second. */
export function marketTimeParts(ms: number): Record<string, string> {
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(ms)) p[part.type] = part.value;
  return p;
}

/** "14:05:09" in New York. */
export const formatMarketClock = (ms: number) => timeFormat.format(ms);
/** "Nov 20, 2026, 14:05 EST". */
export const formatMarketDateTime = (ms: number) => dateTimeFormat.format(ms);
/**
 * A blotter's time stamp in New York, to the second and short enough for a column: "14:05:09" today,
 * "11/20 14:05:09" earlier this year, "12/31/2025 14:05:09" before that (today = `now`'s New York date).
 */
export function formatMarketTimestamp(ms: number, now: number = Date.now()): string {
  const at = marketTimeParts(ms);
  const today = marketTimeParts(now);
  const time = `${at.hour}:${at.minute}:${at.second}`;
  if (at.year === today.year && at.month === today.month && at.day === today.day) return time;
  if (at.year === today.year) return `${at.month}/${at.day} ${time}`;
  return `${at.month}/${at.day}/${at.year} ${time}`;
}
/** "Nov 20, 2026, 14:05:09 EST": the full stamp (a time stamp's title). */
export const formatMarketDateTimeSeconds = (ms: number) => dateTimeSecondsFormat.format(ms);
/** Today's date in New York as YYYY-MM-DD. */
export const marketDate = (ms: number = Date.now()) => isoDateFormat.format(ms);

/** Short zone name at that instant: EST or EDT. */
export function marketZoneAbbreviation(ms: number): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? 'ET';
}

/** "2h 05m 09s", "5m 09s", "09s"; negative durations show as 0s. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${h}h ${pad(m)}m`;
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${pad(s)}s`;
}

/** Milliseconds since the epoch from an RFC 3339 string with up to nanosecond precision. */
export function parseTimestamp(value: string): number {
  // Date.parse handles at most milliseconds reliably; trim extra fractional digits.
  return Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
}

/** "just now", "5 min ago", "3 h ago", "2 d ago"; future instants (a skewed clock) read "just now". */
export function formatTimeAgo(ms: number, now: number): string {
  const seconds = Math.floor((now - ms) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} d ago`;
}
