// Financials: income statement, balance sheet or cash flow; Quarterly / Annual / TTM; fiscal periods
// newest first with YoY growth where the same period a year earlier is loaded; a bar chart of the
// selected line; CSV of what is shown; older periods page in through the endpoint's tokens.
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatPercent } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { PanelError, PanelLoading } from '../panel-state';
import { LineBarChart } from './line-chart';
import { columnLabel, statementColumns, yoyGrowth, type PeriodType } from './statement-columns';
import { downloadText, formatLine, statementCsv } from './statement-format';
import { lineItems, lineLabel, STATEMENT_TITLES, type StatementKind } from './statement-rows';

const route = getRouteApi('/instruments/$instrument');
const PAGE_SIZE = 24;
const PERIODS: Array<[PeriodType, string]> = [
  ['QUARTERLY', 'Quarterly'],
  ['ANNUAL', 'Annual'],
  ['TTM', 'TTM'],
];

export function FinancialsPanel({ instrument }: { instrument: Instrument }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const kind: StatementKind = search.statement ?? 'income';
  const period: PeriodType = search.period ?? 'QUARTERLY';
  const [selected, setSelected] = useState<string | null>(null);
  const query = useInfiniteQuery(
    instrumentQueries.statementsInfinite(kind, instrument.id, { page_size: PAGE_SIZE }),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const columns = useMemo(() => statementColumns(rows, period), [rows, period]);
  const fields = useMemo(() => lineItems(kind, columns), [kind, columns]);
  const currency = columns[0]?.reported_currency ?? instrument.currency;
  const line = selected && fields.includes(selected) ? selected : (fields[0] ?? null);
  const set = (next: { statement?: StatementKind; period?: PeriodType }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <section className="panel financials-panel" aria-label="Financials">
      <div className="financials-controls">
        <div role="group" aria-label="Statement" className="segmented">
          {(Object.keys(STATEMENT_TITLES) as StatementKind[]).map((k) => (
            <button key={k} type="button" aria-pressed={k === kind} onClick={() => set({ statement: k })}>
              {STATEMENT_TITLES[k]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Period" className="segmented">
          {PERIODS.map(([p, label]) => (
            <button key={p} type="button" aria-pressed={p === period} onClick={() => set({ period: p })}>
              {label}
            </button>
          ))}
        </div>
        <button
          type="button"
          disabled={columns.length === 0}
          onClick={() =>
            downloadText(
              `${instrument.symbol}-${kind}-${period.toLowerCase()}.csv`,
              statementCsv(
                fields,
                lineLabel,
                columns.map((c) => ({ label: columnLabel(c), row: c })),
              ),
            )
          }
        >
          Export CSV
        </button>
        <span className="muted">Values in {currency}</span>
      </div>
      {query.isPending ? (
        <PanelLoading label={`Loading the ${STATEMENT_TITLES[kind].toLowerCase()}`} />
      ) : query.isError && rows.length === 0 ? (
        <PanelError
          error={query.error}
          context={`Loading the ${STATEMENT_TITLES[kind].toLowerCase()}`}
          onRetry={() => void query.refetch()}
        />
      ) : columns.length === 0 ? (
        <p className="empty-state">
          No {period.toLowerCase()} {STATEMENT_TITLES[kind].toLowerCase()} periods are available.
        </p>
      ) : (
        <>
          {line && (
            <LineBarChart
              title={lineLabel(line)}
              points={[...columns].reverse().map((c) => ({
                label: columnLabel(c),
                value: typeof c[line] === 'string' ? (c[line] as string) : null,
                text: formatLine(line, c[line], currency),
              }))}
            />
          )}
          <div className="statement-scroll">
            <table
              className="data-table statement-table"
              aria-label={`${STATEMENT_TITLES[kind]} (${period.toLowerCase()})`}
            >
              <thead>
                <tr>
                  <th scope="col">Line item</th>
                  {columns.map((c) => (
                    <th key={`${c.year}-${c.period}`} scope="col" title={`Filed ${c.filing_date}`}>
                      {columnLabel(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {fields.map((f) => (
                  <tr key={f} className={f === line ? 'selected' : undefined} aria-selected={f === line}>
                    <th scope="row">
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => setSelected(f)}
                        title="Chart this line"
                      >
                        {lineLabel(f)}
                      </button>
                    </th>
                    {columns.map((c) => {
                      const growth = yoyGrowth(columns, c, f);
                      const raw = c[f];
                      return (
                        <td
                          key={`${c.year}-${c.period}`}
                          className={`num${typeof raw === 'string' && raw.startsWith('-') ? ' down' : ''}`}
                          data-period={columnLabel(c)}
                        >
                          {formatLine(f, raw, currency)}
                          {growth && (
                            <span
                              className={`yoy ${growth.isNegative() ? 'down' : 'up'}`}
                              title="Year over year"
                            >
                              {formatPercent(growth, { sign: 'always', decimals: 1 })}
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {query.isError && (
            <PanelError
              error={query.error}
              context="Loading older periods"
              onRetry={() => void query.fetchNextPage()}
            />
          )}
          {query.hasNextPage && (
            <button
              type="button"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : 'Load older periods'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
