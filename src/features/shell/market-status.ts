// Which session the market is in and what comes next, from the market-hours calendar.
import type { MarketHoursDetail } from '@/api/schemas/calendar';
import { parseTimestamp } from '@/lib/market-time';

export interface MarketPhase {
  label: 'Pre-market' | 'Open' | 'After hours' | 'Closed';
  isOpen: boolean;
  /** What the countdown counts to. */
  next: { event: 'opens' | 'closes'; at: number } | null;
  dayType: string;
}

type Sessions = MarketHoursDetail['today_sessions'];

function span(s: Sessions['regular']): { open: number; close: number } | null {
  return s ? { open: parseTimestamp(s.open), close: parseTimestamp(s.close) } : null;
}

/** The phase at `now` (ms); the calendar's own status is trusted for the day type. */
export function marketPhase(detail: MarketHoursDetail, now: number): MarketPhase {
  const pre = span(detail.today_sessions.pre_market);
  const regular = span(detail.today_sessions.regular);
  const after = span(detail.today_sessions.after_hours);
  const nextRegular = span(detail.next_sessions.regular);
  const dayType = detail.status.day_type;
  const within = (s: { open: number; close: number } | null) => s !== null && now >= s.open && now < s.close;

  if (within(regular) && regular)
    return { label: 'Open', isOpen: true, next: { event: 'closes', at: regular.close }, dayType };
  if (within(pre) && regular)
    return { label: 'Pre-market', isOpen: false, next: { event: 'opens', at: regular.open }, dayType };
  const upcoming = regular && now < regular.open ? regular : nextRegular;
  const next = upcoming ? ({ event: 'opens', at: upcoming.open } as const) : null;
  if (within(after)) return { label: 'After hours', isOpen: false, next, dayType };
  return { label: 'Closed', isOpen: false, next, dayType };
}
