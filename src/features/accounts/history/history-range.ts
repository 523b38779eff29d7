// The date range of the portfolio history: presets counted back from today in New York, and the
// URL search params that keep the chosen range.
import { format, parseISO, startOfYear, subMonths, subYears } from 'date-fns';
import { marketDate } from '@/lib/market-time';

export const HISTORY_PRESETS = ['1M', '3M', 'YTD', '1Y', 'All'] as const;
export type HistoryPreset = (typeof HISTORY_PRESETS)[number];
export const DEFAULT_PRESET: HistoryPreset = '3M';

import type { HistorySearch } from './history-search';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** Start date of a preset ending `today`; `All` starts on the day the account opened. */
export function presetStart(preset: HistoryPreset, today: string, openDate: string): string {
  const end = parseISO(today);
  switch (preset) {
    case '1M':
      return day(subMonths(end, 1));
    case '3M':
      return day(subMonths(end, 3));
    case 'YTD':
      return day(startOfYear(end));
    case '1Y':
      return day(subYears(end, 1));
    case 'All':
      return openDate;
  }
}

export interface HistoryRange {
  start: string;
  end: string;
}

/** The range to show: the URL's dates, else the default preset ending today in New York. */
export function resolveRange(
  search: HistorySearch,
  openDate: string,
  today: string = marketDate(),
): HistoryRange {
  const end = search.end ?? today;
  const start = search.start ?? presetStart(DEFAULT_PRESET, end, openDate);
  return start <= end ? { start, end } : { start: end, end: start };
}

/** The preset whose range is exactly this one (ending today), if any. */
export function matchingPreset(range: HistoryRange, openDate: string, today: string): HistoryPreset | null {
  if (range.end !== today) return null;
  return HISTORY_PRESETS.find((p) => presetStart(p, today, openDate) === range.start) ?? null;
}
