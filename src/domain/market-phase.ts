// Which session the market is in and what comes next, from the market-hours calendar: the one
// source of the header's market status and the calendar's "now" line, so the two never disagree.
import type { MarketHoursDetail } from '@/api/schemas/calendar';
import { parseTimestamp } from '@/lib/market-time';

export interface MarketPhase {
  label: 'Pre-market' | 'Open' | 'After hours' | 'Closed';
  isOpen: boolean;
  /** What the countdown counts to. */
  next: { event: 'opens' | 'closes'; at: number } | null;
  dayType: string;
  /**
   * The server's status contradicts the exchange calendar for this moment: 'session' when it reports
   * a session the calendar does not have (a holiday, a weekend, outside hours: the sandbox's
   * market-open scenario does this), 'closed' when it reports closed during a scheduled session (a
   * halt). Null when they agree.
   */
  offSchedule: 'session' | 'closed' | null;
}

type Sessions = MarketHoursDetail['today_sessions'];

function span(s: Sessions['regular']): { open: number; close: number } | null {
  return s ? { open: parseTimestamp(s.open), close: parseTimestamp(s.close) } : null;
}

const LABELS = { pre_market: 'Pre-market', regular: 'Open', after_hours: 'After hours' } as const;

/**
 * The phase at `now` (ms). The schedule gives the phase and the countdown; the server's status
 * (`is_open`, `current_session`) wins for the window it was taken in, so a halt or an unscheduled
 * close shows as closed although the schedule says open. Once the schedule moves on to another
 * window the snapshot is old and the schedule is followed until the calendar is fetched again.
 */
export function marketPhase(detail: MarketHoursDetail, now: number): MarketPhase {
  const scheduled = scheduledPhase(detail, now);
  const taken = parseTimestamp(detail.current_time);
  if (!Number.isFinite(taken) || scheduledPhase(detail, taken).label !== scheduled.label) return scheduled;
  const session = detail.status.current_session;
  const label =
    session && session in LABELS
      ? LABELS[session as keyof typeof LABELS]
      : detail.status.is_open
        ? 'Open'
        : 'Closed';
  if (label === scheduled.label) return scheduled;
  const nextRegular = span(detail.next_sessions.regular);
  return {
    label,
    isOpen: label === 'Open',
    // The schedule's next event belongs to the phase it expected; a closed market waits for the
    // next trading day's open, and an open one outside its hours has no scheduled close.
    next: label === 'Open' || !nextRegular ? null : { event: 'opens', at: nextRegular.open },
    dayType: scheduled.dayType,
    offSchedule: label === 'Closed' ? 'closed' : 'session',
  };
}

function scheduledPhase(detail: MarketHoursDetail, now: number): MarketPhase {
  const pre = span(detail.today_sessions.pre_market);
  const regular = span(detail.today_sessions.regular);
  const after = span(detail.today_sessions.after_hours);
  const nextRegular = span(detail.next_sessions.regular);
  const dayType = detail.status.day_type;
  const within = (s: { open: number; close: number } | null) => s !== null && now >= s.open && now < s.close;

  if (within(regular) && regular)
    return {
      label: 'Open',
      isOpen: true,
      next: { event: 'closes', at: regular.close },
      dayType,
      offSchedule: null,
    };
  if (within(pre) && regular)
    return {
      label: 'Pre-market',
      isOpen: false,
      next: { event: 'opens', at: regular.open },
      dayType,
      offSchedule: null,
    };
  const upcoming = regular && now < regular.open ? regular : nextRegular;
  const next = upcoming ? ({ event: 'opens', at: upcoming.open } as const) : null;
  if (within(after)) return { label: 'After hours', isOpen: false, next, dayType, offSchedule: null };
  return { label: 'Closed', isOpen: false, next, dayType, offSchedule: null };
}

const DAY_WORDS: Record<string, string> = {
  HOLIDAY: 'a holiday',
  WEEKEND: 'a weekend day',
  EARLY_CLOSE: 'an early-close day',
  TRADING_DAY: 'a trading day',
};

/** The day qualifier shown beside the phase: "holiday", "early close", "weekend" (none on a plain trading day). */
export const dayQualifier = (dayType: string) =>
  dayType === 'TRADING_DAY' ? null : dayType.replace('_', ' ').toLowerCase();

/**
 * Why the phase disagrees with the calendar, in one sentence for the header's tooltip and the
 * calendar's note (null when they agree). `demo`: the terminal runs on the in-page sandbox.
 */
export function offScheduleNote(phase: MarketPhase, demo: boolean): string | null {
  if (phase.offSchedule === 'closed')
    return 'The server reports the market closed during a scheduled session (a halt or an unscheduled close).';
  if (phase.offSchedule !== 'session') return null;
  const day = DAY_WORDS[phase.dayType] ?? phase.dayType;
  return `The server reports the market ${phase.label === 'Open' ? 'open' : `in its ${phase.label.toLowerCase()} session`} although the exchange calendar has no session now (today is ${day}). ${
    demo
      ? "This is the sandbox's market-open scenario (Settings → Sandbox): orders fill as in a regular session."
      : 'Orders are handled as the server reports, not as the calendar says.'
  }`;
}
