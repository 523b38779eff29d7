// The results: a virtualized table of the returned columns formatted by type; symbols link to the
// instrument page; live last price and change % come from the L1 feed for the mounted (visible)
// rows only. More pages load on demand; the total is always shown.
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import type { ScreenerRow } from '@/api/schemas/screener';
import { LiveTable, type LiveColumn } from '@/components/live/live-table';
import { QuoteCell } from '@/components/live/quote-cell';
import { apiName, fromFieldRef, type CatalogIndex, type FieldKey } from '../lib/catalog';
import { formatCell } from '../lib/cell-format';

export interface ResultsTableProps {
  catalog: CatalogIndex;
  rows: readonly ScreenerRow[];
  columns: readonly FieldKey[];
}

const symbolOf = (row: ScreenerRow) => {
  const cell = row.find((c) => c.field.name === 'symbol');
  return typeof cell?.value === 'string' ? cell.value : null;
};

export function ResultsTable({ catalog, rows, columns }: ResultsTableProps) {
  const first = rows[0];
  const hasSymbol = !!first && symbolOf(first) !== null;
  const liveColumns = useMemo<Array<LiveColumn<ScreenerRow>>>(() => {
    // Column order and titles come from the answer when there is one (it is what the rows hold).
    const shape = first
      ? first.map((c) => ({ key: fromFieldRef(c.field), title: c.name, type: c.type }))
      : columns.map((key) => ({ key, title: catalog.label(key), type: catalog.field(key)?.format }));
    const out: Array<LiveColumn<ScreenerRow>> = shape.map(({ key, title, type }, i) => {
      const valueType = catalog.field(key)?.value_type;
      const numeric = valueType === 'DECIMAL' || valueType === 'INTEGER';
      return {
        id: apiName(key),
        header: title,
        align: numeric ? 'right' : 'left',
        width: key.name === 'name' ? 220 : undefined,
        cell: (row) => {
          const value = row[i]?.value ?? null;
          if (key.name === 'symbol' && typeof value === 'string')
            return (
              <Link to="/instruments/$instrument" params={{ instrument: value }} className="mono">
                {value}
              </Link>
            );
          return <span className={numeric ? 'mono' : undefined}>{formatCell(value, type, valueType)}</span>;
        },
      };
    });
    if (hasSymbol)
      out.push(
        {
          id: 'live-last',
          header: 'Last (live)',
          align: 'right',
          cell: (row) => <QuoteCell symbol={symbolOf(row) ?? ''} field="last" />,
        },
        {
          id: 'live-change',
          header: 'Chg % (live)',
          align: 'right',
          cell: (row) => <QuoteCell symbol={symbolOf(row) ?? ''} field="change_percent" />,
        },
      );
    return out;
  }, [catalog, columns, first, hasSymbol]);

  return (
    <LiveTable
      label="Screener results"
      rows={rows}
      columns={liveColumns}
      getRowKey={(row) => symbolOf(row) ?? row.map((c) => String(c.value)).join('|')}
      height={520}
      empty={<p className="muted">No security matches these filters.</p>}
    />
  );
}
