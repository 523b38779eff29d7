// The terminal's table: @tanstack/react-virtual mounts only the rows in view once a list is long
// (10,000 accounts render like 20); the sort is its own (one column, a stable sort of the rows by the
// column's accessor: @tanstack/react-table was 12 kB gz on every list's cold load for this). Sticky header,
// sortable headers with aria-sort, one roving tab stop over the rows (arrows, Page Up/Down, Home/End,
// Enter), row hotkeys, row actions, a totals row, and loading / empty / error states in place of rows.
// Positioned mode (the quote monitor's board of live cells) places each mounted row at its own top,
// and each cell at its column's left edge when every column has a px width (see `positioned`).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import {
  blockLayout,
  cellClass,
  compareSortValues,
  isSortable,
  nextSort,
  ROW_ACTIONS_ID,
  type DataColumn,
  type SortState,
  type SortValue,
  widthStyle,
} from './column';
import { DataTableHeader } from './data-table-header';
import { DataTableRow, type RowHandlers } from './data-table-row';
import { showsState, TableStateRow, type TableState } from './table-state-row';
import { useRowNavigation } from './use-row-navigation';
import { useVirtualRows, VirtualBody } from './virtual-rows';
import './data-table.css';

export interface RowActions<Row> {
  render: (row: Row) => ReactNode;
  /** Accessible name of the column (visually hidden). */
  label?: string;
  width?: number | string;
}

export interface DataTableProps<Row> extends TableState {
  rows: readonly Row[];
  columns: ReadonlyArray<DataColumn<Row>>;
  getRowKey: (row: Row) => string;
  /** Accessible name of the table. */
  label: string;
  rowHeight?: number;
  /** Fixed height of the scrolling area in px. */
  height?: number;
  /** The scrolling area grows with its rows up to this height (px), then scrolls. */
  maxHeight?: number;
  /** Mount only the rows in view: always, never, or ('auto') past 100 rows. */
  virtualize?: boolean | 'auto';
  overscan?: number;
  /**
   * Virtualized rows are boxes placed at their own top in a body as tall as all the rows, instead of
   * flowing between spacer rows: a row is then a relayout boundary (`.positioned-rows` in the app
   * styles), and a live cell's tick lays out its row, not the table. When every column has a px
   * width, the cells are placed boxes too (`.positioned-cells`): a tick lays out its cell alone.
   * For boards of live cells ticking many times a second (the quote monitor).
   */
  positioned?: boolean;
  /** Rows on the server when only some are loaded (aria-rowcount). */
  totalCount?: number | undefined;
  initialSort?: SortState | null;
  /**
   * The rows come in an order kept elsewhere (the server's sort, in the URL): the header shows this
   * order and a click asks `onSortChange` for the next one (ascending → descending → none) instead of
   * sorting the rows here. Every column is then sortable unless it says `sortable: false`.
   */
  sortedBy?: { sort: SortState | null; onSortChange: (next: SortState | null) => void };
  rowActions?: RowActions<Row>;
  /** A totals row (tfoot) from the columns' `total`. */
  showTotals?: boolean;
  selectedKey?: string | null | undefined;
  /** Enter on a focused row, or a click on it. */
  onRowActivate?: (row: Row) => void;
  onRowFocus?: (row: Row) => void;
  /** Row hotkeys (B / S...): runs first; preventDefault claims the key. */
  onRowKeyDown?: (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => void;
  rowAttributes?: (row: Row) => Record<string, string | undefined>;
  /** Called when the rows in view come within `endReachedRows` of the end (load the next page). */
  onEndReached?: () => void;
  endReachedRows?: number;
  /** Class of the scrolling area. */
  className?: string;
  /** Class added to the table element. */
  tableClassName?: string;
}

const AUTO_VIRTUALIZE_FROM = 100;

const blankToUndefined = (value: SortValue) => (value === null || value === '' ? undefined : value);
const HEADER_HEIGHT = 36;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, getRowKey, label, rowHeight = 32, rowActions, showTotals = false } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const allColumns = useMemo<ReadonlyArray<DataColumn<Row>>>(
    () =>
      rowActions
        ? [
            ...columns,
            {
              id: ROW_ACTIONS_ID,
              header: <span className="visually-hidden">{rowActions.label ?? 'Actions'}</span>,
              cell: rowActions.render,
              width: rowActions.width,
              sticky: 'end',
            },
          ]
        : columns,
    [columns, rowActions],
  );
  const [localSort, setSort] = useState<SortState | null>(() => props.initialSort ?? null);
  const sortedBy = props.sortedBy;
  const sort = sortedBy ? sortedBy.sort : localSort;
  const toggleSort = useCallback(
    (columnId: string) =>
      sortedBy
        ? sortedBy.onSortChange(nextSort(sortedBy.sort, columnId))
        : setSort((current) => nextSort(current, columnId)),
    [sortedBy],
  );
  const canSort = useCallback(
    (c: DataColumn<Row>) => (sortedBy ? c.sortable !== false && c.id !== ROW_ACTIONS_ID : isSortable(c)),
    [sortedBy],
  );
  // Unsorted, the rows are shown as given. Sorted: by the column's accessor, read when the sort is
  // applied (a live column, prices read from the quote store, sorts by its values at that moment);
  // blanks last in both directions, ties in the given order.
  const sortColumn =
    sort && !sortedBy ? allColumns.find((c) => c.id === sort.columnId && isSortable(c)) : undefined;
  const sorted = useMemo<readonly Row[]>(() => {
    const accessor = sortColumn?.accessor;
    if (!sort || !accessor) return rows;
    const sign = sort.direction === 'desc' ? -1 : 1;
    const keyed = rows.map((row, index) => ({ row, index, value: blankToUndefined(accessor(row)) }));
    keyed.sort((a, b) => {
      if (a.value === undefined || b.value === undefined) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === undefined ? 1 : -1;
      }
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    });
    return keyed.map((k) => k.row);
  }, [rows, sort, sortColumn]);

  const hasTotals = showTotals && allColumns.some((c) => c.total !== undefined);
  const stateShown = showsState(props, sorted.length);
  const virtual =
    !stateShown &&
    (props.virtualize === 'auto' || props.virtualize === undefined
      ? sorted.length > AUTO_VIRTUALIZE_FROM
      : props.virtualize);
  const contentHeight = HEADER_HEIGHT + (sorted.length + (hasTotals ? 1 : 0)) * rowHeight + 2;
  const viewportHeight = virtual
    ? (props.height ?? Math.min(props.maxHeight ?? 480, contentHeight))
    : undefined;

  // Before layout (and in jsdom) the viewport measures 0 px: assume the height it is given.
  // Live cells of rows that fly past in a scroll do not subscribe (live/subscribe-gate.ts).
  const { virtualizer, gate } = useVirtualRows({
    count: sorted.length,
    enabled: virtual,
    scrollRef,
    rowHeight,
    overscan: props.overscan ?? 10,
    fallbackHeight: viewportHeight ?? 0,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const indexes = virtual ? items.map((item) => item.index) : sorted.map((_, index) => index);
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  const { onEndReached, endReachedRows = 50 } = props;
  const lastIndex = indexes.at(-1) ?? -1;
  useEffect(() => {
    if (onEndReached && sorted.length > 0 && lastIndex >= sorted.length - endReachedRows) onEndReached();
  }, [onEndReached, lastIndex, sorted.length, endReachedRows]);

  const navigation = useRowNavigation({
    count: sorted.length,
    containerRef: scrollRef,
    pageSize: Math.max(1, Math.floor((viewportHeight ?? 480) / rowHeight) - 2),
    scrollToIndex: (index) =>
      virtual
        ? virtualizer.scrollToIndex(index, { align: 'auto' })
        : scrollRef.current
            ?.querySelector(`tr[data-index="${index}"]`)
            ?.scrollIntoView?.({ block: 'nearest' }),
    onActivate: props.onRowActivate
      ? (index) => {
          if (index < sorted.length) props.onRowActivate?.(sorted[index] as Row);
        }
      : undefined,
  });

  // Rows are memoized (a scroll frame renders only the rows that come into view), so their handlers
  // are stable and read the latest props, rows and navigation when they run.
  const latest = useRef({ props, sorted, navigation });
  useLayoutEffect(() => {
    latest.current = { props, sorted, navigation };
  });
  const handlers = useMemo<RowHandlers>(
    () => ({
      focus: (index) => {
        const { props, sorted, navigation } = latest.current;
        navigation.setActiveIndex(index);
        if (index < sorted.length) props.onRowFocus?.(sorted[index] as Row);
      },
      click: (index) => {
        const { props, sorted } = latest.current;
        if (index < sorted.length) props.onRowActivate?.(sorted[index] as Row);
      },
      keyDown: (event, index) => {
        const { props, sorted, navigation } = latest.current;
        if (index < sorted.length) props.onRowKeyDown?.(event, sorted[index] as Row);
        navigation.onRowKeyDown(event, index);
      },
    }),
    [],
  );
  // In the capture phase, before the virtualizer renders the rows coming into view, so reading
  // scrollLeft forces no layout. The first column sticks only while the table is scrolled sideways
  // (data-table.css); a data attribute, so that React's className never clears it.
  const onViewportScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const el = event.currentTarget;
    const sideways = el.scrollLeft > 0;
    if (sideways !== el.hasAttribute('data-scrolled-x')) el.toggleAttribute('data-scrolled-x', sideways);
  }, []);

  // A virtualized table draws block rows of fixed-size cells (`.block-rows` in the app styles): rows
  // mounted while scrolling, and live cells that change, then lay out by themselves.
  // A table of flowing rows is never narrower than its columns' minimum either: in a narrow panel it
  // scrolls sideways in its viewport instead of crushing its cells to a letter.
  const columnLayout = useMemo(() => blockLayout(allColumns), [allColumns]);
  const layout = virtual ? columnLayout : null;
  const widths = layout?.widths;
  const positioned = virtual && props.positioned === true;
  const placedCells = positioned && layout?.lefts !== undefined;
  const cellStyles = useMemo<CSSProperties[] | undefined>(
    () => layout?.widths.map((width, i) => (placedCells ? { width, left: layout.lefts?.[i] } : { width })),
    [layout, placedCells],
  );

  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true" className="data-table-spacer" style={{ height }}>
        <td colSpan={allColumns.length} />
      </tr>
    );

  return (
    <div
      ref={scrollRef}
      className={`data-table-viewport${virtual ? ' virtual' : ''}${props.className ? ` ${props.className}` : ''}`}
      style={viewportHeight !== undefined ? { height: viewportHeight } : { maxHeight: props.maxHeight }}
      onScrollCapture={onViewportScroll}
    >
      <table
        className={`data-table${layout ? ' block-rows' : ''}${positioned ? ' positioned-rows' : ''}${placedCells ? ' positioned-cells' : ''}${props.tableClassName ? ` ${props.tableClassName}` : ''}`}
        role="table"
        style={
          layout
            ? { minWidth: layout.minWidth, ['--row-height' as string]: `${rowHeight}px` }
            : { minWidth: columnLayout.minWidth }
        }
        aria-label={label}
        aria-rowcount={stateShown ? undefined : (props.totalCount ?? sorted.length) + 1 + (hasTotals ? 1 : 0)}
      >
        {!layout && (
          <colgroup>
            {allColumns.map((c) => (
              <col key={c.id} style={c.width !== undefined ? { width: c.width } : undefined} />
            ))}
          </colgroup>
        )}
        <DataTableHeader
          columns={allColumns}
          sort={sort}
          onToggleSort={toggleSort}
          sortable={canSort}
          widths={widths}
        />
        <VirtualBody gate={virtual ? gate : 0} height={positioned ? virtualizer.getTotalSize() : undefined}>
          <TableStateRow state={props} rowCount={sorted.length} columnCount={allColumns.length} />
          {!stateShown && !positioned && spacer(paddingTop)}
          {!stateShown &&
            indexes.map((index, i) => {
              if (index >= sorted.length) return null;
              const row = sorted[index] as Row;
              const key = getRowKey(row);
              return (
                <DataTableRow
                  key={key}
                  row={row}
                  rowKey={key}
                  index={index}
                  columns={allColumns}
                  cellStyles={cellStyles}
                  height={rowHeight}
                  top={positioned ? items[i]?.start : undefined}
                  focusable={index === navigation.focusIndex}
                  selected={props.selectedKey != null ? key === props.selectedKey : undefined}
                  attributes={props.rowAttributes?.(row)}
                  clickable={props.onRowActivate !== undefined}
                  handlers={handlers}
                />
              );
            })}
          {!stateShown && !positioned && spacer(paddingBottom)}
        </VirtualBody>
        {hasTotals && !stateShown && (
          <tfoot role="rowgroup">
            <tr
              role="row"
              className="data-table-totals"
              aria-rowindex={(props.totalCount ?? sorted.length) + 2}
            >
              {allColumns.map((c, i) => (
                <td key={c.id} role="cell" className={cellClass(c)} style={widthStyle(widths, i)}>
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
