// Session instants for people: in the market's own zone (named) and in the user's zone.
import type { DayType, MarketHoursDetail, SessionSchedule } from '@/api/schemas/calendar';
import { parseTimestamp } from '@/lib/market-time';
import { parseIsoDuration } from './iso-duration';

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = zoneFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZoneName: 'short',
    });
    zoneFormats.set(key, f);
  }
  return f;
}

/** "09:30 EST" in the given IANA zone (the user's own zone when undefined). */
export function formatZoneTime(ms: number, timeZone?: string): string {
  try {
    return zoneFormat(timeZone).format(ms);
  } catch {
    // An unknown zone name from the server: fall back to the user's zone rather than failing.
    return zoneFormat(undefined).format(ms);
  }
}

export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const DAY_TYPE_LABELS: Record<DayType, string> = {
  TRADING_DAY: 'Trading day',
  EARLY_CLOSE: 'Early close',
  HOLIDAY: 'Holiday',
  WEEKEND: 'Weekend',
};
export const dayTypeLabel = (type: string) => DAY_TYPE_LABELS[type as DayType] ?? type;

export const SESSION_NAMES = {
  pre_market: 'Pre-market',
  regular: 'Regular',
  after_hours: 'After hours',
} as const;
export type SessionKey = keyof typeof SESSION_NAMES;
export const SESSION_KEYS = Object.keys(SESSION_NAMES) as SessionKey[];

export interface CountdownTarget {
  label: string;
  /** Local epoch ms at which it happens. */
  at: number;
}

/**
 * The next open or close: from the server's time_until_* (counted from when the answer arrived, so
 * a skewed local clock does not matter), else the next trading day's first open against the server
 * clock (`skewMs` = server − local).
 */
export function nextEvent(
  detail: MarketHoursDetail,
  fetchedAt: number,
  skewMs: number,
): CountdownTarget | null {
  const candidates: CountdownTarget[] = [];
  for (const key of SESSION_KEYS) {
    const s: SessionSchedule | null | undefined = detail.today_sessions[key];
    if (!s) continue;
    const untilOpen = parseIsoDuration(s.time_until_open);
    const untilClose = parseIsoDuration(s.time_until_close);
    if (untilOpen !== null)
      candidates.push({ label: `${SESSION_NAMES[key]} session opens`, at: fetchedAt + untilOpen });
    if (untilClose !== null)
      candidates.push({ label: `${SESSION_NAMES[key]} session closes`, at: fetchedAt + untilClose });
  }
  if (candidates.length > 0) return candidates.reduce((a, b) => (b.at < a.at ? b : a));
  for (const key of SESSION_KEYS) {
    const s = detail.next_sessions[key];
    if (!s) continue;
    const open = parseTimestamp(s.open);
    if (Number.isFinite(open) && open - skewMs > fetchedAt)
      return { label: `${SESSION_NAMES[key]} session opens`, at: open - skewMs };
  }
  return null;
}
