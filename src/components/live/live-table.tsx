// A virtualized table for hundreds of live rows: only visible rows are mounted, so only they
// subscribe to quotes (a cell using QuoteCell/useQuote subscribes per row). Sticky header, optional
// sorting and totals row, keyboard-focusable rows (arrows, Home/End) with a roving tab stop.
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LiveSubscribeDelay } from './live-cell';
import { DataTableHeader } from '../data-table/data-table-header';
import { useScrollGate, useTableVirtualizer } from '../data-table/use-table-virtualizer';
import {
  blockLayout,
  compareSortValues as compareValues,
  isSortable,
  nextSort,
  type DataColumn,
  type SortDirection,
  type SortState,
} from '../data-table/column';

/** The live table shares DataTable's column model (`accessor` sorts; `cell` draws the live cell). */
export type LiveColumn<Row> = DataColumn<Row>;
export type { SortDirection, SortState };

export interface LiveTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<LiveColumn<Row>>;
  getRowKey: (row: Row) => string;
  /** Accessible name of the table. */
  label: string;
  /** Height of the scrolling area in px. */
  height?: number;
  rowHeight?: number;
  overscan?: number;
  /** Show a totals row from the columns' `total`. */
  showTotals?: boolean;
  initialSort?: SortState | null;
  selectedKey?: string | null;
  onRowClick?: (row: Row) => void;
  onRowKeyDown?: (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => void;
  empty?: ReactNode;
}

export function sortRows<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<LiveColumn<Row>>,
  sort: SortState | null,
): readonly Row[] {
  const accessor = sort ? columns.find((c) => c.id === sort.columnId)?.accessor : undefined;
  if (!sort || !accessor) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: accessor(row) }))
    .sort((x, y) => {
      if (x.key == null || y.key == null) return compareValues(x.key, y.key) || x.index - y.index;
      return sign * compareValues(x.key, y.key) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

const alignClass = (c: { align?: 'left' | 'right' | undefined }) => (c.align === 'right' ? 'num' : undefined);

export function LiveTable<Row>({
  rows,
  columns,
  getRowKey,
  label,
  height = 480,
  rowHeight = 28,
  overscan = 8,
  showTotals = false,
  initialSort = null,
  selectedKey = null,
  onRowClick,
  onRowKeyDown,
  empty = 'Nothing to show.',
}: LiveTableProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [activeIndex, setActiveIndex] = useState(0);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);

  // Before layout (and in jsdom) the viewport measures 0 px: assume the requested height.
  const virtualizer = useTableVirtualizer({
    count: sorted.length,
    scrollRef,
    rowHeight,
    overscan,
    fallbackHeight: height,
  });

  // Rows that only pass by in a scroll do not subscribe their symbols (live/subscribe-gate.ts).
  const gate = useScrollGate();

  const items = virtualizer.getVirtualItems();
  const focusIndex = Math.min(activeIndex, Math.max(0, sorted.length - 1));

  const moveFocus = (index: number) => {
    const next = Math.max(0, Math.min(sorted.length - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // The row may mount only after the scroll: focus it on the next frame.
    const focus = () =>
      scrollRef.current
        ?.querySelector<HTMLTableRowElement>(`tr[data-index="${next}"]`)
        ?.focus({ preventScroll: true });
    focus();
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(focus);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => {
    onRowKeyDown?.(event, row);
    if (event.defaultPrevented) return;
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: sorted.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveFocus(target);
    } else if (event.key === 'Enter' && onRowClick) {
      event.preventDefault();
      onRowClick(row);
    }
  };

  const toggleSort = (columnId: string) => setSort((current) => nextSort(current, columnId));

  const hasTotals = showTotals && columns.some((c) => c.total !== undefined);
  // Block rows of fixed-size cells (`.block-rows` in the app styles): a tick relayouts its cell only.
  const layout = useMemo(() => blockLayout(columns), [columns]);
  const cellStyles = useMemo(() => layout.widths.map((width) => ({ width })), [layout]);
  // Body cells placed absolutely at their column's left edge (when every column has a px width): a
  // tick repaints and lays out the cell it changed, not its row (`.positioned-cells`).
  const bodyCellStyles = useMemo(
    () => (layout.lefts ? layout.widths.map((width, i) => ({ width, left: layout.lefts![i] })) : cellStyles),
    [layout, cellStyles],
  );

  return (
    <div
      ref={scrollRef}
      className="live-table-viewport"
      style={{ height, overflow: 'auto' }}
      onScroll={gate.noteScroll}
    >
      <table
        className={`live-table block-rows positioned-rows${layout.lefts ? ' positioned-cells' : ''}`}
        role="table"
        style={{ minWidth: layout.minWidth, ['--row-height' as string]: `${rowHeight}px` }}
        aria-label={label}
        aria-rowcount={sorted.length + 1 + (hasTotals ? 1 : 0)}
      >
        <DataTableHeader
          columns={columns}
          sort={sort}
          onToggleSort={toggleSort}
          sortable={isSortable}
          widths={layout.widths}
          cellClassName={alignClass}
          sortButtonClassName="live-table-sort"
        />
        <LiveSubscribeDelay value={gate}>
          <tbody
            role="rowgroup"
            style={{ height: sorted.length > 0 ? virtualizer.getTotalSize() : undefined }}
          >
            {sorted.length === 0 && (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className="muted">
                  {empty}
                </td>
              </tr>
            )}
            {items.map((item) => {
              const row = sorted[item.index];
              if (row === undefined) return null;
              const key = getRowKey(row);
              return (
                <tr
                  key={key}
                  role="row"
                  data-index={item.index}
                  data-row-key={key}
                  aria-rowindex={item.index + 2}
                  aria-selected={selectedKey !== null ? key === selectedKey : undefined}
                  className={key === selectedKey ? 'selected' : undefined}
                  style={{ top: item.start, height: rowHeight }}
                  tabIndex={item.index === focusIndex ? 0 : -1}
                  onFocus={() => setActiveIndex(item.index)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={(event) => handleKeyDown(event, row, item.index)}
                >
                  {columns.map((c, i) => (
                    <td key={c.id} role="cell" className={alignClass(c)} style={bodyCellStyles[i]}>
                      {c.cell ? c.cell(row, item.index) : c.accessor?.(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </LiveSubscribeDelay>
        {hasTotals && (
          <tfoot role="rowgroup">
            <tr role="row" className="live-table-totals" aria-rowindex={sorted.length + 2}>
              {columns.map((c, i) => (
                <td key={c.id} role="cell" className={alignClass(c)} style={cellStyles[i]}>
                  {c.total}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
