// ISO 8601 durations as the calendar sends them in time_until_* (PT2H, PT1H5M30S, P1DT2H, PT0.5S).

const DURATION =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Milliseconds in an ISO 8601 duration (weeks, days, hours, minutes, seconds), or null. */
export function parseIsoDuration(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = DURATION.exec(value.trim().toUpperCase());
  if (!m || value.trim().length <= 1 || /T$/.test(value.trim())) return null;
  const [, w, d, h, min, s] = m.map((v) => (v === undefined ? 0 : Number(v)));
  return Math.round(((((w! * 7 + d!) * 24 + h!) * 60 + min!) * 60 + s!) * 1000);
}
