// One body row of DataTable. Clicks and keys inside the row-actions cell stay there: a button in it
// does not also activate the row.
import type { KeyboardEvent } from 'react';
import { cellClass, ROW_ACTIONS_ID, widthStyle, type DataColumn } from './column';

export interface DataTableRowProps<Row> {
  row: Row;
  rowKey: string;
  index: number;
  columns: ReadonlyArray<DataColumn<Row>>;
  /** Cell widths when the table draws block rows. */
  widths?: readonly string[] | undefined;
  height: number;
  /** The row holding the table's one tab stop. */
  focusable: boolean;
  selected: boolean | undefined;
  attributes: Record<string, string | undefined> | undefined;
  onFocus: () => void;
  onClick: (() => void) | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
}

export function DataTableRow<Row>({
  row,
  rowKey,
  index,
  columns,
  widths,
  height,
  focusable,
  selected,
  attributes,
  onFocus,
  onClick,
  onKeyDown,
}: DataTableRowProps<Row>) {
  return (
    <tr
      {...attributes}
      role="row"
      data-index={index}
      data-row-key={rowKey}
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={selected ? 'selected' : undefined}
      style={{ height }}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {columns.map((c, i) => (
        <td
          key={c.id}
          role="cell"
          className={cellClass(c)}
          style={widthStyle(widths, i)}
          title={c.title?.(row)}
          onClick={c.id === ROW_ACTIONS_ID ? (event) => event.stopPropagation() : undefined}
        >
          {c.cell ? c.cell(row, index) : c.accessor?.(row)}
        </td>
      ))}
    </tr>
  );
}
