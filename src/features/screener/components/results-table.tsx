// The results: a virtualized DataTable of the returned columns formatted by type; symbols link to the
// instrument page. Columns the L1 feed also carries (price, change, change %) are live for
// the mounted (visible) rows only, seeded with the screen's value until the first quote. Changes are
// signed and coloured. The rows are in the server's sort order: a header click changes the screen's
// sort (in the URL) and the server answers in the new order. The next page loads as the user
// scrolls near the end of what is loaded.
import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ScreenerRow } from '@/api/schemas/screener';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import type { SortState } from '@/components/data-table/column';
import { LiveCell } from '@/components/live/live-cell';
import { fromFieldRef, type CatalogIndex } from '../lib/catalog';
import { formatCell, signOf } from '../lib/cell-format';
import { isSignedField, liveFieldOf } from '../lib/live-fields';
import type { SortKey } from '../lib/screen-state';
import { apiName, parseApiName, type FieldKey } from '@/domain/screener-url';

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
  /** A row was chosen (click or Enter): the workspace's link group follows its symbol. */
  onSymbolChosen?: ((symbol: string) => void) | undefined;
  /** The screen's sorts (the first one is the rows' order) and a header click's new sorts. */
  sorts: readonly SortKey[];
  onSortsChange: (sorts: SortKey[]) => void;
}

/**
 * The sorts after a header click on `columnId` (the DataTable's next state for it): that field
 * becomes the first sort, or leaves the sorts when the click turns it off; the others stay after it.
 */
export function sortsAfterHeaderClick(
  sorts: readonly SortKey[],
  columnId: string,
  next: SortState | null,
  key: FieldKey,
): SortKey[] {
  const others = sorts.filter((s) => apiName(s.field) !== columnId);
  if (!next) return others;
  return [{ field: key, direction: next.direction === 'asc' ? 'ASC' : 'DESC' }, ...others];
}

export const symbolOf = (row: ScreenerRow) => {
  const cell = row.find((c) => c.field.name === 'symbol');
  return typeof cell?.value === 'string' ? cell.value : null;
};

export function ResultsTable({
  catalog,
  rows,
  columns,
  totalCount,
  onEndReached,
  empty,
  sorts,
  onSortsChange,
  onSymbolChosen,
}: ResultsTableProps) {
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
        out = shape.map(({ key, type }, i) =>
          formatCell(row[i]?.value ?? null, type, valueTypes[i], { signed: isSignedField(key) }),
        );
        texts.set(row, out);
      }
      return out;
    };
    return shape.map(({ key, type }, i): DataColumn<ScreenerRow> => {
      const valueType = valueTypes[i];
      const numeric = valueType === 'DECIMAL' || valueType === 'INTEGER';
      const signed = isSignedField(key);
      const live = hasSymbol ? liveFieldOf(key) : undefined;
      // One format for the screen's value and the live one, so the first quote changes no style.
      const format = (value: string | undefined) => formatCell(value, type, valueType, { signed });
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
          if (live)
            return (
              <LiveCell
                symbol={symbolOf(row) ?? ''}
                field={live}
                seed={value === null ? undefined : String(value)}
                format={format}
              />
            );
          if (signed) {
            const sign = signOf(value);
            return <span className={sign > 0 ? 'up' : sign < 0 ? 'down' : undefined}>{textsOf(row)[i]}</span>;
          }
          return textsOf(row)[i];
        },
      };
    });
  }, [catalog, columns, first, hasSymbol]);

  const primary = sorts[0];
  const sortedBy = {
    sort: primary
      ? ({
          columnId: apiName(primary.field),
          direction: primary.direction === 'ASC' ? 'asc' : 'desc',
        } as const)
      : null,
    onSortChange: (next: SortState | null) => {
      const columnId = next?.columnId ?? (primary ? apiName(primary.field) : '');
      const key = tableColumns.some((c) => c.id === columnId) ? parseApiName(columnId) : undefined;
      if (key) onSortsChange(sortsAfterHeaderClick(sorts, columnId, next, key));
    },
  };

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
      sortedBy={sortedBy}
      {...(onSymbolChosen
        ? {
            onRowActivate: (row: ScreenerRow) => {
              const symbol = symbolOf(row);
              if (symbol) onSymbolChosen(symbol);
            },
          }
        : {})}
    />
  );
}
