// Events: earnings (BMO / AMC, estimate vs actual with surprise %), dividends, splits and IPOs.
// In each table, upcoming events come first (soonest first), then past ones (newest first).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { formatMoney, formatPercent, formatPrice, formatCompact } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { marketDate } from '@/lib/market-time';
import { QueryPanel } from '../panel-state';

/** Upcoming (date ≥ today) soonest first, then past newest first. */
export function upcomingFirst<T>(rows: readonly T[], dateOf: (row: T) => string, today: string) {
  const upcoming = rows.filter((r) => dateOf(r) >= today).sort((a, b) => (dateOf(a) < dateOf(b) ? -1 : 1));
  const past = rows.filter((r) => dateOf(r) < today).sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : -1));
  return [
    ...upcoming.map((row) => ({ row, upcoming: true })),
    ...past.map((row) => ({ row, upcoming: false })),
  ];
}

function EventTable<T>({
  title,
  rows,
  dateOf,
  today,
  head,
  cells,
}: {
  title: string;
  rows: readonly T[];
  dateOf: (r: T) => string;
  today: string;
  head: string[];
  cells: (r: T) => ReactNode[];
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="empty-state">None in this period.</p>
      ) : (
        <StaticTable
          className="events-table"
          rows={upcomingFirst(rows, dateOf, today)}
          columns={[
            {
              id: 'date',
              header: 'Date',
              cell: ({ row, upcoming }) => (
                <>
                  {dateOf(row)} {upcoming && <span className="badge badge-good">Upcoming</span>}
                </>
              ),
            },
            ...head.map((h, j): DataColumn<{ row: T; upcoming: boolean }> => ({
              id: `${j}-${h}`,
              header: h,
              className: 'num',
              cell: ({ row }) => cells(row)[j],
            })),
          ]}
          getRowKey={({ row }, i) => `${dateOf(row)}-${i}`}
          rowClassName={({ upcoming }) => (upcoming ? 'upcoming' : undefined)}
        />
      )}
    </section>
  );
}

const surprise = (v: string | null | undefined) => (
  <span className={v && v.startsWith('-') ? 'down' : v ? 'up' : undefined}>
    {formatPercent(v, { sign: 'always' })}
  </span>
);

/** The interface document lists `ipos` per instrument; the OpenAPI schema does not: read it loosely. */
function iposOf(value: unknown): Array<Record<string, string | undefined> & { date: string }> {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (i): i is Record<string, string | undefined> & { date: string } =>
      typeof i === 'object' && i !== null && typeof (i as { date?: unknown }).date === 'string',
  );
}

export function EventsPanel({ instrument }: { instrument: Instrument }) {
  const events = useQuery(instrumentQueries.events(instrument.id));
  const today = marketDate();
  return (
    <div className="panel events-panel">
      <QueryPanel query={events} context="Loading events">
        {(e) => {
          const currency = e.reporting_currency ?? instrument.currency;
          const ipos = iposOf(e.ipos);
          return (
            <>
              <EventTable
                title="Earnings"
                rows={e.earnings}
                dateOf={(r) => r.date}
                today={today}
                head={[
                  'Time',
                  'EPS est.',
                  'EPS actual',
                  'EPS surprise',
                  'Revenue est.',
                  'Revenue actual',
                  'Revenue surprise',
                ]}
                cells={(r) => [
                  r.report_time === 'BMO'
                    ? 'Before open (BMO)'
                    : r.report_time === 'AMC'
                      ? 'After close (AMC)'
                      : (r.report_time ?? '—'),
                  formatPrice(r.eps_estimate, { decimals: 2 }),
                  formatPrice(r.eps_actual, { decimals: 2 }),
                  surprise(r.eps_surprise_percent),
                  formatCompact(r.revenue_estimate, {
                    decimals: 2,
                    currency: currency === 'USD' ? 'USD' : null,
                  }),
                  formatCompact(r.revenue_actual, {
                    decimals: 2,
                    currency: currency === 'USD' ? 'USD' : null,
                  }),
                  surprise(r.revenue_surprise_percent),
                ]}
              />
              <EventTable
                title="Dividends"
                rows={e.dividends}
                dateOf={(r) => r.ex_date}
                today={today}
                head={['Record', 'Pay', 'Declared', 'Amount', 'Adjusted', 'Yield', 'Frequency']}
                cells={(r) => [
                  r.record_date ?? '—',
                  r.payment_date ?? '—',
                  r.declaration_date ?? '—',
                  formatMoney(r.dividend_amount, { currency, decimals: 4 }),
                  formatMoney(r.adjusted_dividend_amount, { currency, decimals: 4 }),
                  formatPercent(r.dividend_yield),
                  r.frequency ?? '—',
                ]}
              />
              <EventTable
                title="Splits"
                rows={e.splits}
                dateOf={(r) => r.date}
                today={today}
                head={['Ratio', 'Type']}
                cells={(r) => [`${r.numerator}-for-${r.denominator}`, r.split_type]}
              />
              {ipos.length > 0 && (
                <EventTable
                  title="IPO"
                  rows={ipos}
                  dateOf={(r) => r.date}
                  today={today}
                  head={['Exchange', 'Price range', 'Shares', 'Market cap', 'Status']}
                  cells={(r) => [
                    r.exchange ?? '—',
                    r.price_range ?? '—',
                    r.shares ?? '—',
                    formatCompact(r.market_cap, { decimals: 2 }),
                    r.actions ?? '—',
                  ]}
                />
              )}
            </>
          );
        }}
      </QueryPanel>
    </div>
  );
}
