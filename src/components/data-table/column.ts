// The column model every table of the terminal shares: DataTable (lists, blotters, the quote
// monitor's positioned board) and StaticTable describe their columns with the same type.
import type { ReactNode } from 'react';
import { comparePlainDecimal } from '@/domain/decimal/exact';

/** What a column sorts by: decimal strings sort numerically, other strings by locale, blanks last. */
export type SortValue = string | number | null | undefined;

export interface DataColumn<Row> {
  /** Stable id: the sort state and React keys use it. */
  id: string;
  header: ReactNode;
  /** The cell's content. Without it the cell shows the accessor's value as text. */
  cell?: (row: Row, index: number) => ReactNode;
  /** The column's value, for sorting (and the default cell). */
  accessor?: (row: Row) => SortValue;
  /** Sortable by its header; defaults to true when the column has an accessor. */
  sortable?: boolean;
  align?: 'left' | 'right';
  /** A figure: right-aligned with tabular numerals. */
  numeric?: boolean;
  /** CSS width of the column (px when a number). */
  width?: number | string;
  /**
   * With a px `width`: the column's share of the spare width (a CSS grid `fr`), never narrower than
   * its width. A table whose columns grow lays its rows out on one grid of fixed tracks.
   */
  grow?: number;
  /** Stays in view while the table scrolls sideways ('start': the first column). */
  sticky?: 'start' | 'end';
  /** Content of this column in the totals row. */
  total?: ReactNode;
  /** The cell's `title`, for text that may be cut off. */
  title?: (row: Row) => string | undefined;
  /** The header cell's `title` (what the column means, when the header is short). */
  headerTitle?: string;
  /** The column names its row: its cells are `<th scope="row">` (static tables). */
  rowHeader?: boolean;
  /** Classes added to the column's body cells (`mono`, a tone), per row when a function. */
  className?: string | ((row: Row) => string | undefined);
  /** Attributes of the column's body cells (`data-*` hooks), per row. */
  cellAttributes?: (row: Row) => Record<string, string | undefined>;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** A header click: ascending, then descending, then unsorted; another column starts ascending. */
export const nextSort = (current: SortState | null, columnId: string): SortState | null =>
  current?.columnId !== columnId
    ? { columnId, direction: 'asc' }
    : current.direction === 'asc'
      ? { columnId, direction: 'desc' }
      : null;

/** Ascending order of two sort values; blanks compare after every value (callers keep them last). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a == null || b == null || a === '' || b === '') {
    const blankA = a == null || a === '';
    const blankB = b == null || b === '';
    return blankA === blankB ? 0 : blankA ? 1 : -1;
  }
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  // Decimal strings exactly on their digits (a table that sorts no money loads no decimal.js).
  return comparePlainDecimal(sa, sb) ?? sa.localeCompare(sb);
}

export const isSortable = (column: Pick<DataColumn<never>, 'sortable'> & { accessor?: unknown }) =>
  column.accessor !== undefined && column.sortable !== false;

/** A figure's column: right-aligned, in the figures' font (`.num`), its header too. */
const isFigure = (c: Pick<DataColumn<never>, 'align' | 'numeric'>) =>
  c.align === 'right' || (c.numeric === true && c.align !== 'left');

/** The id of the row-actions column DataTable adds. */
export const ROW_ACTIONS_ID = 'row-actions';

/** Classes of a column's cells: alignment (tabular numerals), stickiness, row actions. */
export function cellClass<Row>(c: DataColumn<Row>): string | undefined {
  const classes = [
    isFigure(c) ? 'num' : '',
    c.sticky ? `sticky-${c.sticky}` : '',
    c.id === ROW_ACTIONS_ID ? 'row-actions-cell' : '',
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** Classes of a column's body cell in a row: `cellClass` and the column's own `className`. */
export function bodyCellClass<Row>(c: DataColumn<Row>, row: Row): string | undefined {
  const own = typeof c.className === 'function' ? c.className(row) : c.className;
  const base = cellClass(c);
  return own ? (base ? `${base} ${own}` : own) : base;
}

/**
 * The columns that do not fit `width` px, by priority (`priority`: most important first, each with
 * its px width) after the `reserved` px of the columns always shown: once one does not fit, neither
 * does any after it. None before the table is laid out (a width of 0).
 */
export function columnsBeyondWidth(
  priority: ReadonlyArray<{ id: string; width: number }>,
  reserved: number,
  width: number,
): string[] {
  if (width <= 0) return [];
  let used = reserved;
  const hidden: string[] = [];
  for (const { id, width: own } of priority) {
    used += own;
    if (hidden.length > 0 || used > width) hidden.push(id);
  }
  return hidden;
}

/** Cell widths of a table drawn as block rows (see `.block-rows` in app styles). */
export interface BlockLayout {
  /** CSS width of each column's cells, in column order ('auto' when the rows are grids). */
  widths: string[];
  /** The narrowest the rows may get before the table scrolls sideways. */
  minWidth: string;
  /** The rows' own width, when the columns keep their px widths instead of filling the row. */
  width?: string;
  /**
   * Each column's left edge in the row, when every width is a plain percentage (all columns in px):
   * cells can then be placed absolutely (`.positioned-cells`), each its own box.
   */
  lefts?: string[];
  /**
   * The grid tracks every row (the header's too) lays its cells on, when every column has a px width
   * and some `grow`: `minmax(<width>, <grow>fr)`, or the width alone. A cell's content never changes
   * a track, so a row still lays out by itself.
   */
  tracks?: string;
}

const cssWidth = (width: number | string) => (typeof width === 'number' ? `${width}px` : width);

/** The narrowest an automatic column gets, whatever its header. */
export const MIN_AUTO_COLUMN = 64;
// A header cell (`.data-table th` in the app styles): 600 12px text, 10 px of padding each side, and
// a sortable header's " ▲" / " ▼" once sorted.
const HEADER_FONT = '600 12px';
const HEADER_PADDING = 20;
const SORT_ARROW = 14;
/** Where text cannot be measured (no canvas: the unit tests' DOM), a generous width per character. */
const FALLBACK_CHAR_WIDTH = 7.5;

const measured = new Map<string, number>();
let measure: ((text: string, mono: boolean) => number | null) | undefined;

function textMeasurer(): (text: string, mono: boolean) => number | null {
  if (typeof OffscreenCanvas === 'undefined' || typeof document === 'undefined') return () => null;
  const context = new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return () => null;
  // The fonts the header's text is drawn in: the page's, or the figures' (`--font-mono`) in a
  // numeric column's header.
  const ui = getComputedStyle(document.body).fontFamily;
  const mono = getComputedStyle(document.documentElement).getPropertyValue('--font-mono').trim();
  return (text, numeric) => {
    const family = numeric ? mono : ui;
    if (!family) return null;
    context.font = `${HEADER_FONT} ${family}`;
    return context.measureText(text).width;
  };
}

/** How wide a header's text is drawn (px), measured once per text. */
function headerTextWidth(text: string, mono: boolean): number {
  const key = `${mono ? 'm' : 'p'}${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    measure ??= textMeasurer();
    width = measure(text, mono) ?? text.length * FALLBACK_CHAR_WIDTH;
    measured.set(key, width);
  }
  return width;
}

/** A column as blockLayout sizes it (a DataColumn, or only its widths). */
export type LayoutColumn = Partial<
  Pick<DataColumn<never>, 'width' | 'grow' | 'header' | 'numeric' | 'align' | 'sortable'>
> & { accessor?: unknown };

/**
 * The narrowest the automatic columns (no `width`) of a table may be: wide enough for the longest of
 * their text headers, with a sortable header's arrow, and never under MIN_AUTO_COLUMN. One minimum
 * for all of them, as the automatic columns share the spare width equally. `sortable`: the table's
 * own rule (a table sorted by the server sorts columns without an accessor too).
 */
export function autoColumnMinimum<C extends LayoutColumn>(
  columns: ReadonlyArray<C>,
  sortable: (column: C) => boolean = isSortable,
): number {
  let minimum = MIN_AUTO_COLUMN;
  for (const c of columns) {
    if (c.width !== undefined || typeof c.header !== 'string') continue;
    const arrow = sortable(c) ? SORT_ARROW : 0;
    minimum = Math.max(minimum, Math.ceil(headerTextWidth(c.header, isFigure(c)) + HEADER_PADDING + arrow));
  }
  return minimum;
}

/**
 * Widths for block rows, as `table-layout: fixed` shares them: a column's own width as given, the
 * rest share what is left equally, each at least `minAuto` px (by default autoColumnMinimum: no
 * automatic column is narrower than its header). A table that does not draw block rows takes
 * `minWidth` alone: at that width its automatic columns are `minAuto` wide too. When every column
 * has a width in px, they grow in proportion to fill the row: plain percentages of the row, which is
 * never narrower than their sum (`minWidth`), so each is at least its px width. Not
 * `max(Npx, calc(…))`: a math function in a cell's width is resolved into a calculation of its own
 * for every cell as it mounts, which doubled the style cost of the screener's rows while scrolling
 * (docs/performance-history.md).
 * `fill` false: px columns keep their widths (left edges in px) and the rows are as wide as their
 * sum (`width`), whatever the table's width: a cell then never moves as the table's area resizes.
 */
export function blockLayout(
  columns: ReadonlyArray<LayoutColumn>,
  minAuto = autoColumnMinimum(columns),
  fill = true,
): BlockLayout {
  const numbers = columns.map((c) => c.width).filter((w): w is number => typeof w === 'number');
  if (columns.length > 0 && numbers.length === columns.length) {
    const sum = numbers.reduce((a, b) => a + b, 0);
    if (!fill) {
      let edge = 0;
      const lefts = numbers.map((w) => {
        const at = edge;
        edge += w;
        return `${at}px`;
      });
      return { widths: numbers.map((w) => `${w}px`), minWidth: `${sum}px`, width: `${sum}px`, lefts };
    }
    if (columns.some((c) => c.grow !== undefined)) {
      const tracks = columns.map((c) => (c.grow ? `minmax(${c.width}px, ${c.grow}fr)` : `${c.width}px`));
      return { widths: tracks.map(() => 'auto'), tracks: tracks.join(' '), minWidth: `${sum}px` };
    }
    // Rounded down (to 1e-4 %) so that the cells never add up to more than the row.
    const shares = numbers.map((w) => Math.floor((w / sum) * 1e6) / 1e4);
    let left = 0;
    const lefts = shares.map((share) => {
      const at = left;
      left += share;
      return `${Math.round(at * 1e4) / 1e4}%`;
    });
    return { widths: shares.map((share) => `${share}%`), minWidth: `${sum}px`, lefts };
  }
  const fixed = columns.flatMap((c) => (c.width === undefined ? [] : [cssWidth(c.width)]));
  const autoCount = columns.length - fixed.length;
  const used = fixed.length > 0 ? fixed.join(' + ') : '0px';
  const share = `max(${minAuto}px, calc((100% - (${used})) / ${Math.max(1, autoCount)}))`;
  return {
    widths: columns.map((c) => (c.width === undefined ? share : cssWidth(c.width))),
    minWidth: `calc(${used} + ${autoCount * minAuto}px)`,
  };
}

/** A cell's inline width in block rows (none in table layout or grid rows). */
/**
 * The `<col>` widths of a table of flowing rows (not virtualized; `table-layout: fixed` shares its
 * width) and its minimum width. When every column has a px width and some `grow`, the growing ones
 * take no width: they share what the others leave (equally, as the browser shares it among automatic
 * columns), and the minimum keeps each at least its own width; so a wider window widens them, not
 * the rest. Otherwise each column's own width (undefined: automatic) and blockLayout's minimum.
 */
export function flowingLayout(
  columns: ReadonlyArray<LayoutColumn>,
  block: Pick<BlockLayout, 'minWidth'>,
): { widths: Array<string | undefined>; minWidth: string } {
  const own = columns.map((c) => (c.width === undefined ? undefined : cssWidth(c.width)));
  const numbers = columns.map((c) => c.width).filter((w): w is number => typeof w === 'number');
  const growing = columns.filter((c) => c.grow && typeof c.width === 'number');
  if (growing.length === 0 || numbers.length !== columns.length)
    return { widths: own, minWidth: block.minWidth };
  const fixed = columns.reduce((sum, c) => sum + (c.grow ? 0 : (c.width as number)), 0);
  const widest = Math.max(...growing.map((c) => c.width as number));
  return {
    widths: columns.map((c, i) => (c.grow ? undefined : own[i])),
    minWidth: `${fixed + growing.length * widest}px`,
  };
}

export const widthStyle = (widths: readonly string[] | undefined, index: number) =>
  widths ? { width: widths[index] } : undefined;
