// The terminal's table: @tanstack/react-virtual mounts only the rows in view once a list is long
// (10,000 accounts render like 20); the sort is its own (one column, a stable sort of the rows by the
// column's accessor: @tanstack/react-table was 12 kB gz on every list's cold load for this). Sticky header,
// sortable headers with aria-sort, one roving tab stop over the rows (arrows, Page Up/Down, Home/End,
// Enter), row hotkeys, row actions, a totals row, and loading / empty / error states in place of rows.
// Positioned mode (the quote monitor's board of live cells, the option chain) places each mounted row
// at its own top, and each cell at its column's left edge when every column has a px width (see
// `positioned`), or on one grid of fixed tracks when columns `grow` (the chain). Column groups head
// the columns with a row of their own; a full row (the chain's price line) is one cell across.
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
  autoColumnMinimum,
  blockLayout,
  cellClass,
  compareSortValues,
  flowingLayout,
  isSortable,
  nextSort,
  ROW_ACTIONS_ID,
  type DataColumn,
  type SortState,
  type SortValue,
  widthStyle,
} from './column';
import { DataTableHeader, type HeaderGroup } from './data-table-header';
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
  /** Fixed height of the scrolling area: px, or a CSS height (the area then measures itself). */
  height?: number | string;
  /**
   * With a CSS `height`: the scrolling area's last measured height (px), kept by the caller across
   * remounts of the table, so that a remount's first render assumes the real height.
   */
  viewHeight?: { current: number };
  /**
   * Open with this row in the middle of the view: the area is mounted already scrolled there, so the
   * first render mounts the rows around it and nothing else (the option chain opens on the money).
   * -1: not known yet; the table centres it once it is. Remount the table (a key) to centre again.
   */
  centreIndex?: number;
  /** The first paint mounts only the rows in view; the `overscan` rows are added once it is done. */
  deferOverscan?: boolean;
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
  /**
   * With columns that all have a px width: false keeps each column at its width and the rows as wide
   * as their columns (a wider area's spare room stays empty at their right) instead of growing them
   * in proportion to fill the area (true, the default). A table whose area a workspace splitter
   * resizes every frame then lays out and paints none of its cells for it (the board panel).
   */
  fillWidth?: boolean;
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
  /** Headers over groups of adjacent columns, a header row of their own (the chain's Calls | Puts). */
  headerGroups?: readonly HeaderGroup[];
  /** A totals row (tfoot) from the columns' `total`. */
  showTotals?: boolean;
  selectedKey?: string | null | undefined;
  /** Enter on a focused row, or a click on it. */
  onRowActivate?: (row: Row) => void;
  onRowFocus?: (row: Row) => void;
  /** Row hotkeys (B / S...): runs first; preventDefault claims the key. */
  onRowKeyDown?: (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => void;
  rowAttributes?: (row: Row) => Record<string, string | undefined>;
  rowClassName?: (row: Row) => string | undefined;
  /** A row drawn as one cell across the table (a divider such as the chain's price line). */
  fullRow?: (row: Row) => ReactNode;
  /** Called when the rows in view come within `endReachedRows` of the end (load the next page). */
  onEndReached?: () => void;
  endReachedRows?: number;
  /** Class of the scrolling area. */
  className?: string;
  /** Class added to the table element. */
  tableClassName?: string;
  /** Attributes of the table element (`data-*` hooks). */
  tableAttributes?: Record<string, string | number | undefined>;
}

const AUTO_VIRTUALIZE_FROM = 100;

const blankToUndefined = (value: SortValue) => (value === null || value === '' ? undefined : value);
const HEADER_HEIGHT = 36;
/** The height assumed of a scrolling area sized by CSS until it is measured (and in jsdom). */
const ASSUMED_VIEW_HEIGHT = 600;

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
  const serverSorted = sortedBy !== undefined;
  const canSort = useCallback(
    (c: DataColumn<Row>) => (serverSorted ? c.sortable !== false && c.id !== ROW_ACTIONS_ID : isSortable(c)),
    [serverSorted],
  );
  const sorting = useMemo(
    () => ({ sort, toggle: toggleSort, sortable: canSort }),
    [sort, toggleSort, canSort],
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
  const headerRows = props.headerGroups ? 2 : 1;
  const contentHeight = HEADER_HEIGHT * headerRows + (sorted.length + (hasTotals ? 1 : 0)) * rowHeight + 2;
  const cssHeight = typeof props.height === 'string' ? props.height : undefined;
  const viewportHeight = virtual
    ? (props.height ?? Math.min(props.maxHeight ?? 480, contentHeight))
    : undefined;
  // Before layout (and in jsdom) the viewport measures 0 px: assume the height it is given.
  const fallbackHeight =
    typeof viewportHeight === 'number' ? viewportHeight : cssHeight ? ASSUMED_VIEW_HEIGHT : 0;
  const initialHeight = cssHeight ? (props.viewHeight?.current ?? fallbackHeight) : fallbackHeight;

  const { centreIndex, viewHeight } = props;
  /** The scroll offset that puts the centre row in the middle of a view `height` px high. */
  const centreOffset = (height: number) =>
    Math.max(
      0,
      Math.min(
        sorted.length * rowHeight - height,
        (centreIndex ?? 0) * rowHeight + rowHeight / 2 - height / 2,
      ),
    );
  const centred = useRef(false);
  // Declared before the virtualizer, so this runs before its layout effect reads the offset. It
  // writes the measured height (a ref the caller owns) and the area's scroll offset, by design.
  // eslint-disable-next-line react-hooks/immutability -- see above
  useLayoutEffect(() => {
    const el = scrollRef.current;
    // Measured even before the centre is known: a remount opens at the offset this height gives.
    // eslint-disable-next-line react-hooks/immutability -- the caller's ref, written once measured
    if (el && viewHeight && el.clientHeight > 0) viewHeight.current = el.clientHeight;
    if (!el || !virtual || centred.current || centreIndex === undefined || centreIndex < 0) return;
    centred.current = true;
    el.scrollTop = centreOffset(viewHeight?.current ?? initialHeight);
    // Only on mount: later the centre is scrolled to by the virtualizer (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [overscanReady, setOverscanReady] = useState(props.deferOverscan !== true);
  useEffect(() => {
    if (overscanReady) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOverscanReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [overscanReady]);

  // Live cells of rows that fly past in a scroll do not subscribe (live/subscribe-gate.ts).
  const { virtualizer, gate } = useVirtualRows({
    count: sorted.length,
    enabled: virtual,
    scrollRef,
    rowHeight,
    overscan: overscanReady ? (props.overscan ?? 10) : 0,
    fallbackHeight,
    initialHeight,
    ...(centreIndex !== undefined && centreIndex >= 0
      ? { initialOffset: () => centreOffset(initialHeight) }
      : {}),
  });
  // The centre was not known when the rows mounted: scroll it to the middle once it is.
  useEffect(() => {
    if (!virtual || centred.current || centreIndex === undefined || centreIndex < 0) return;
    centred.current = true;
    virtualizer.scrollToIndex(centreIndex, { align: 'center' });
  }, [virtual, centreIndex, virtualizer]);
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
    pageSize: Math.max(
      1,
      Math.floor((typeof viewportHeight === 'number' ? viewportHeight : initialHeight || 480) / rowHeight) -
        2,
    ),
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
  const fillWidth = props.fillWidth !== false;
  const columnLayout = useMemo(
    () => blockLayout(allColumns, autoColumnMinimum(allColumns, canSort), fillWidth),
    [allColumns, canSort, fillWidth],
  );
  const layout = virtual ? columnLayout : null;
  const flowing = useMemo(() => flowingLayout(allColumns, columnLayout), [allColumns, columnLayout]);
  const tracks = layout?.tracks;
  const widths = tracks ? undefined : layout?.widths;
  const positioned = virtual && props.positioned === true;
  const placedCells = positioned && layout?.lefts !== undefined;
  const cellStyles = useMemo<CSSProperties[] | undefined>(
    () => widths?.map((width, i) => (placedCells ? { width, left: layout?.lefts?.[i] } : { width })),
    [widths, layout, placedCells],
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
        {...props.tableAttributes}
        className={`data-table${layout ? ' block-rows' : ''}${tracks ? ' grid-rows' : ''}${positioned ? ' positioned-rows' : ''}${placedCells ? ' positioned-cells' : ''}${props.tableClassName ? ` ${props.tableClassName}` : ''}`}
        role="table"
        style={
          layout
            ? {
                minWidth: layout.minWidth,
                ...(layout.width ? { width: layout.width } : {}),
                ['--row-height' as string]: `${rowHeight}px`,
                ...(tracks ? { ['--column-tracks' as string]: tracks } : {}),
              }
            : { minWidth: flowing.minWidth }
        }
        aria-label={label}
        aria-rowcount={
          stateShown ? undefined : (props.totalCount ?? sorted.length) + headerRows + (hasTotals ? 1 : 0)
        }
      >
        {!layout && (
          <colgroup>
            {allColumns.map((c, i) => {
              const width = flowing.widths[i];
              return <col key={c.id} style={width !== undefined ? { width } : undefined} />;
            })}
          </colgroup>
        )}
        <DataTableHeader columns={allColumns} sorting={sorting} widths={widths} groups={props.headerGroups} />
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
                  headerRows={headerRows}
                  columns={allColumns}
                  cellStyles={cellStyles}
                  height={rowHeight}
                  top={positioned ? items[i]?.start : undefined}
                  focusable={index === navigation.focusIndex}
                  selected={props.selectedKey != null ? key === props.selectedKey : undefined}
                  className={props.rowClassName?.(row)}
                  full={props.fullRow?.(row)}
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
              aria-rowindex={(props.totalCount ?? sorted.length) + headerRows + 1}
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
