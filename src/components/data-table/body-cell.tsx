// A column's body cell, the same in DataTable's rows and StaticTable's: a row header (`<th
// scope="row">`, a column with `rowHeader`) or a cell, with the column's classes, title and
// attributes. DataTable's rows give the explicit ARIA roles, each cell's style (its width, and left
// edge when placed) and the row-actions cell's click guard.
import type { CSSProperties, MouseEvent, ReactElement } from 'react';
import { bodyCellClass, type DataColumn } from './column';

export interface BodyCellOptions {
  /** Explicit roles (`cell`, `rowheader`): a table whose rows are boxes, not table layout. */
  roles?: boolean;
  style?: CSSProperties | undefined;
  onClick?: ((event: MouseEvent) => void) | undefined;
}

export function bodyCell<Row>(
  c: DataColumn<Row>,
  row: Row,
  index: number,
  { roles = false, style, onClick }: BodyCellOptions = {},
): ReactElement {
  const props = {
    ...c.cellAttributes?.(row),
    className: bodyCellClass(c, row),
    title: c.title?.(row),
    style,
    onClick,
  };
  const content = c.cell ? c.cell(row, index) : c.accessor?.(row);
  return c.rowHeader ? (
    <th key={c.id} scope="row" role={roles ? 'rowheader' : undefined} {...props}>
      {content}
    </th>
  ) : (
    <td key={c.id} role={roles ? 'cell' : undefined} {...props}>
      {content}
    </td>
  );
}
