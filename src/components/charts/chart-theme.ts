import type { Time } from 'lightweight-charts';
import { formatMarketDateTime } from '@/lib/market-time';

// Chart colours in one place: the theme's CSS variables (src/app/styles.css), read when a chart is
// built, with the dark theme's values as fallbacks. Every chart (history, tick, assistant) uses these.
export function themeColor(name: keyof typeof FALLBACK): string {
  const fallback = FALLBACK[name];
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

const FALLBACK = {
  '--muted': '#8b98a5',
  '--border': '#253140',
  '--accent': '#4ea1ff',
  '--up': '#2fbf71',
  '--down': '#f0565d',
  '--warn': '#e3b341',
  '--bg': '#0b0f14',
} as const;

/** The layout and grid every chart shares: transparent background, muted text, border-coloured grid. */
export function baseChartOptions() {
  const border = themeColor('--border');
  return {
    layout: {
      background: { color: 'transparent' },
      textColor: themeColor('--muted'),
      attributionLogo: false,
    },
    grid: { vertLines: { color: border }, horzLines: { color: border } },
  };
}

/** A chart time (seconds, or a business day's text) in milliseconds. */
export const chartTimeMs = (time: Time) =>
  typeof time === 'number' ? time * 1000 : Date.parse(String(time));

/** The base look of a chart on New York market time: the crosshair's time label is the New York date
 *  and clock. Sized by its container with `followContainerSize` (chart-size.ts), not `autoSize`. */
export function marketTimeChartOptions() {
  return {
    ...baseChartOptions(),
    localization: { timeFormatter: (time: Time) => formatMarketDateTime(chartTimeMs(time)) },
  };
}
