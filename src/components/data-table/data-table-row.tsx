// One body row of DataTable, memoized: a scroll frame renders only the rows that come into view, and
// a row renders again only when its data, columns, focus or selection change. Clicks and keys inside
// the row-actions cell stay there: a button in it does not also activate the row. In positioned mode
// (the quote monitor, the option chain) the row is a box at its own `top`, and its cells may be
// placed boxes too. A full row (the chain's price line) is one cell across the table.
import { memo, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { bodyCell } from './body-cell';
import { ROW_ACTIONS_ID, type DataColumn } from './column';

/** The table's row handlers: stable for the table's life, reading its latest props when they run. */
export interface RowHandlers {
  focus: (index: number) => void;
  click: (index: number) => void;
  keyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void;
}

export interface DataTableRowProps<Row> {
  row: Row;
  rowKey: string;
  index: number;
  /** Header rows above the body (aria-rowindex counts them). */
  headerRows: number;
  columns: ReadonlyArray<DataColumn<Row>>;
  /** Each cell's style (its width, and left edge when placed) when the table draws block rows. */
  cellStyles?: readonly CSSProperties[] | undefined;
  height: number;
  /** The row's top in the body (px), when rows are positioned. */
  top?: number | undefined;
  /** The row holding the table's one tab stop. */
  focusable: boolean;
  selected: boolean | undefined;
  className: string | undefined;
  /** The row's one cell across every column, instead of the columns' cells. */
  full: ReactNode;
  attributes: Record<string, string | undefined> | undefined;
  /** A click on the row activates it. */
  clickable: boolean;
  handlers: RowHandlers;
}

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

function DataTableRowView<Row>({
  row,
  rowKey,
  index,
  headerRows,
  columns,
  cellStyles,
  height,
  top,
  focusable,
  selected,
  className,
  full,
  attributes,
  clickable,
  handlers,
}: DataTableRowProps<Row>) {
  return (
    <tr
      {...attributes}
      role="row"
      data-index={index}
      data-row-key={rowKey}
      aria-rowindex={index + 1 + headerRows}
      aria-selected={selected}
      className={selected ? (className ? `selected ${className}` : 'selected') : className}
      style={top === undefined ? { height } : { top, height }}
      tabIndex={focusable ? 0 : -1}
      onFocus={() => handlers.focus(index)}
      onClick={clickable ? () => handlers.click(index) : undefined}
      onKeyDown={(event) => handlers.keyDown(event, index)}
    >
      {full !== undefined ? (
        <td role="cell" colSpan={columns.length} className="data-table-full-row">
          {full}
        </td>
      ) : (
        columns.map((c, i) =>
          bodyCell(c, row, index, {
            roles: true,
            style: cellStyles?.[i],
            onClick: c.id === ROW_ACTIONS_ID ? stopPropagation : undefined,
          }),
        )
      )}
    </tr>
  );
}

const sameAttributes = (
  a: Record<string, string | undefined> | undefined,
  b: Record<string, string | undefined> | undefined,
) => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

function sameRowProps<Row>(a: DataTableRowProps<Row>, b: DataTableRowProps<Row>): boolean {
  return (
    a.row === b.row &&
    a.rowKey === b.rowKey &&
    a.index === b.index &&
    a.headerRows === b.headerRows &&
    a.columns === b.columns &&
    a.cellStyles === b.cellStyles &&
    a.height === b.height &&
    a.top === b.top &&
    a.focusable === b.focusable &&
    a.selected === b.selected &&
    a.className === b.className &&
    a.full === b.full &&
    a.clickable === b.clickable &&
    a.handlers === b.handlers &&
    sameAttributes(a.attributes, b.attributes)
  );
}

export const DataTableRow = memo(DataTableRowView, sameRowProps) as typeof DataTableRowView;
