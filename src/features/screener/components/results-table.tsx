// The results: a virtualized DataTable of the returned columns formatted by type; symbols link to the
// instrument page; live last price and change % come from the L1 feed for the mounted (visible) rows
// only. The rows are in the server's sort order (the screen's sorts), so the headers do not re-sort
// them; the next page loads as the user scrolls near the end of what is loaded.
import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ScreenerRow } from '@/api/schemas/screener';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { QuoteCell } from '@/components/live/quote-cell';
import { apiName, fromFieldRef, type CatalogIndex, type FieldKey } from '../lib/catalog';
import { formatCell } from '../lib/cell-format';

export const RESULTS_ROW_HEIGHT = 30;
export const RESULTS_HEIGHT = 520;
/** Rows before the end of what is loaded at which the next page is asked for. */
export const RESULTS_PREFETCH_ROWS = 30;

export interface ResultsTableProps {
  catalog: CatalogIndex;
  rows: readonly ScreenerRow[];
  columns: readonly FieldKey[];
  /** Matches on the server (aria-rowcount) when only some are loaded. */
  totalCount?: number | undefined;
  /** Scrolled near the end of the loaded rows. */
  onEndReached?: () => void;
  empty?: ReactNode;
}

export const symbolOf = (row: ScreenerRow) => {
  const cell = row.find((c) => c.field.name === 'symbol');
  return typeof cell?.value === 'string' ? cell.value : null;
};

export function ResultsTable({ catalog, rows, columns, totalCount, onEndReached, empty }: ResultsTableProps) {
  const first = rows[0];
  const hasSymbol = !!first && symbolOf(first) !== null;
  const tableColumns = useMemo<Array<DataColumn<ScreenerRow>>>(() => {
    // Column order and titles come from the answer when there is one (it is what the rows hold).
    const shape = first
      ? first.map((c) => ({ key: fromFieldRef(c.field), title: c.name, type: c.type }))
      : columns.map((key) => ({ key, title: catalog.label(key), type: catalog.field(key)?.format }));
    const valueTypes = shape.map(({ key }) => catalog.field(key)?.value_type);
    // Each row's cells are formatted once, when the row first mounts (the values of a row never
    // change; a scroll that brings it back reuses the text). Plain text in the cell: a numeric
    // cell's `num` class already sets the tabular monospace figures.
    const texts = new WeakMap<ScreenerRow, string[]>();
    const textsOf = (row: ScreenerRow) => {
      let out = texts.get(row);
      if (!out) {
        out = shape.map(({ type }, i) => formatCell(row[i]?.value ?? null, type, valueTypes[i]));
        texts.set(row, out);
      }
      return out;
    };
    const out: Array<DataColumn<ScreenerRow>> = shape.map(({ key }, i) => {
      const valueType = valueTypes[i];
      const numeric = valueType === 'DECIMAL' || valueType === 'INTEGER';
      return {
        id: apiName(key),
        header: shape[i]!.title,
        align: numeric ? 'right' : 'left',
        width: key.name === 'name' ? 220 : key.name === 'symbol' ? 90 : 120,
        sticky: i === 0 ? 'start' : undefined,
        title: key.name === 'name' ? (row) => String(row[i]?.value ?? '') : undefined,
        cell: (row) => {
          const value = row[i]?.value ?? null;
          if (key.name === 'symbol' && typeof value === 'string')
            return (
              <Link to="/instruments/$instrument" params={{ instrument: value }} className="mono">
                {value}
              </Link>
            );
          return textsOf(row)[i];
        },
      };
    });
    if (hasSymbol)
      out.push(
        {
          id: 'live-last',
          header: 'Last (live)',
          align: 'right',
          width: 100,
          cell: (row) => <QuoteCell symbol={symbolOf(row) ?? ''} field="last" />,
        },
        {
          id: 'live-change',
          header: 'Chg % (live)',
          align: 'right',
          width: 100,
          cell: (row) => <QuoteCell symbol={symbolOf(row) ?? ''} field="change_percent" />,
        },
      );
    return out;
  }, [catalog, columns, first, hasSymbol]);

  return (
    <DataTable
      label="Screener results"
      className="screener-results-scroll"
      rows={rows}
      columns={tableColumns}
      getRowKey={(row) => symbolOf(row) ?? row.map((c) => String(c.value)).join('|')}
      rowHeight={RESULTS_ROW_HEIGHT}
      height={RESULTS_HEIGHT}
      virtualize
      totalCount={totalCount}
      onEndReached={onEndReached}
      endReachedRows={RESULTS_PREFETCH_ROWS}
      empty={empty ?? 'No security matches these filters.'}
    />
  );
}
