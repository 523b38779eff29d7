// A day's sessions: open and close in the market's zone (named) and in the user's zone.
import type { TradingSessions } from '@/api/schemas/calendar';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
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
  const columns: Array<DataColumn<SessionRow>> = [
    { id: 'session', header: 'Session', rowHeader: true, cell: (r) => SESSION_NAMES[r.key] },
    timeColumn('market-open', `Opens (${timeZone})`, (r) => formatZoneTime(r.open, timeZone)),
    timeColumn('market-close', `Closes (${timeZone})`, (r) => formatZoneTime(r.close, timeZone)),
    timeColumn('local-open', `Opens (your time, ${zone})`, (r) => formatZoneTime(r.open)),
    timeColumn('local-close', `Closes (your time, ${zone})`, (r) => formatZoneTime(r.close)),
  ];
  return (
    <StaticTable
      className="sessions-table"
      label={label}
      rows={rows}
      columns={columns}
      getRowKey={(r) => r.key}
      rowAttributes={(r) => ({ 'aria-label': SESSION_NAMES[r.key] })}
    />
  );
}

interface SessionRow {
  key: (typeof SESSION_KEYS)[number];
  open: number;
  close: number;
}

const timeColumn = (id: string, header: string, text: (r: SessionRow) => string): DataColumn<SessionRow> => ({
  id,
  header,
  className: 'mono',
  cellAttributes: () => ({ 'data-cell': id }),
  cell: text,
});
