// Financials: income statement, balance sheet or cash flow; Quarterly / Annual / TTM; fiscal periods
// newest first with YoY growth where the same period a year earlier is loaded; a bar chart of the
// selected line; CSV of what is shown; older periods page in through the endpoint's tokens.
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { formatPercent } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { PanelError } from '@/components/error-panel';
import { PanelLoading } from '../panel-state';
import { LineBarChart } from './line-chart';
import { columnLabel, statementColumns, yoyGrowth, type PeriodType } from './statement-columns';
import { downloadText, formatLine, statementCsv } from './statement-format';
import { lineItems, lineLabel, STATEMENT_TITLES, type StatementKind } from './statement-rows';
import { Segmented } from '@/components/segmented';

const route = getRouteApi('/instruments/$instrument');
const PAGE_SIZE = 24;
const PERIOD_TYPES: readonly PeriodType[] = ['QUARTERLY', 'ANNUAL', 'TTM'];
const PERIOD_WORDS: Record<PeriodType, string> = { QUARTERLY: 'Quarterly', ANNUAL: 'Annual', TTM: 'TTM' };

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
        <Segmented
          label="Statement"
          options={Object.keys(STATEMENT_TITLES) as StatementKind[]}
          optionLabel={(k) => STATEMENT_TITLES[k]}
          value={kind}
          onChange={(statement) => set({ statement })}
        />
        <Segmented
          label="Period"
          options={PERIOD_TYPES}
          optionLabel={(p) => PERIOD_WORDS[p]}
          value={period}
          onChange={(p) => set({ period: p })}
        />
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
            <StaticTable
              className="statement-table"
              label={`${STATEMENT_TITLES[kind]} (${period.toLowerCase()})`}
              rows={fields}
              columns={[
                {
                  id: 'line-item',
                  header: 'Line item',
                  rowHeader: true,
                  cell: (f) => (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setSelected(f)}
                      title="Chart this line"
                    >
                      {lineLabel(f)}
                    </button>
                  ),
                },
                ...columns.map((c): DataColumn<string> => ({
                  id: `${c.year}-${c.period}`,
                  header: columnLabel(c),
                  headerTitle: `Filed ${c.filing_date}`,
                  className: (f) => {
                    const raw = c[f];
                    return `num${typeof raw === 'string' && raw.startsWith('-') ? ' down' : ''}`;
                  },
                  cellAttributes: () => ({ 'data-period': columnLabel(c) }),
                  cell: (f) => {
                    const growth = yoyGrowth(columns, c, f);
                    return (
                      <>
                        {formatLine(f, c[f], currency)}
                        {growth && (
                          <span
                            className={`yoy ${growth.isNegative() ? 'down' : 'up'}`}
                            title="Year over year"
                          >
                            {formatPercent(growth, { sign: 'always', decimals: 1 })}
                          </span>
                        )}
                      </>
                    );
                  },
                })),
              ]}
              getRowKey={(f) => f}
              rowClassName={(f) => (f === line ? 'selected' : undefined)}
              rowAttributes={(f) => ({ 'aria-selected': f === line })}
            />
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
