// A day's sessions: open and close in the market's zone (named) and in the user's zone.
import type { TradingSessions } from '@/api/schemas/calendar';
import { parseTimestamp } from '@/lib/market-time';
import { SESSION_KEYS, SESSION_NAMES, formatZoneTime, localTimeZone } from '../lib/session-times';

export function SessionsTable({
  sessions,
  timeZone,
  label,
}: {
  sessions: TradingSessions;
  timeZone: string;
  label: string;
}) {
  const rows = SESSION_KEYS.flatMap((key) => {
    const s = sessions[key];
    return s ? [{ key, open: parseTimestamp(s.open), close: parseTimestamp(s.close) }] : [];
  });
  if (rows.length === 0)
    return <p className="empty-state">No sessions scheduled: the exchange is closed all day.</p>;
  const zone = localTimeZone();
  return (
    <table className="data-table sessions-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Session</th>
          <th scope="col">Opens ({timeZone})</th>
          <th scope="col">Closes ({timeZone})</th>
          <th scope="col">Opens (your time, {zone})</th>
          <th scope="col">Closes (your time, {zone})</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} aria-label={SESSION_NAMES[r.key]}>
            <th scope="row">{SESSION_NAMES[r.key]}</th>
            <td className="mono" data-cell="market-open">
              {formatZoneTime(r.open, timeZone)}
            </td>
            <td className="mono" data-cell="market-close">
              {formatZoneTime(r.close, timeZone)}
            </td>
            <td className="mono" data-cell="local-open">
              {formatZoneTime(r.open)}
            </td>
            <td className="mono" data-cell="local-close">
              {formatZoneTime(r.close)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
