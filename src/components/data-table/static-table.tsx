// DataTable's static mode: the same column model (`DataColumn`), header and cell classes, drawn as a
// plain table of every row at once, for the short tables of panels and dialogs (balances, margin,
// sessions, price targets, statements...). No scrolling area of its own, no virtualization, no
// roving tab stop: its rows are read, not navigated. A column with `rowHeader` names its row
// (`<th scope="row">`); rows may carry a class and attributes (an accessible name, `aria-selected`).
import type { ReactNode } from 'react';
import { bodyCell } from './body-cell';
import type { DataColumn } from './column';
import { DataTableHeader } from './data-table-header';

export interface StaticTableProps<Row> {
  rows: readonly Row[];
  columns: ReadonlyArray<DataColumn<Row>>;
  getRowKey: (row: Row, index: number) => string;
  /** Accessible name of the table (`aria-label`). */
  label?: string;
  /** A visually hidden caption naming the table, instead of or beside `label`. */
  caption?: ReactNode;
  /** Class added to the table element (`data-table` is always there). */
  className?: string;
  /** No header row: the row headers say what each row is (a list of key → meaning). */
  headless?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  rowAttributes?: (row: Row) => Record<string, string | boolean | undefined>;
}

export function StaticTable<Row>({
  rows,
  columns,
  getRowKey,
  label,
  caption,
  className,
  headless = false,
  rowClassName,
  rowAttributes,
}: StaticTableProps<Row>) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'} aria-label={label}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      {!headless && <DataTableHeader columns={columns} rowIndex={undefined} />}
      <tbody>
        {rows.map((row, index) => (
          <tr key={getRowKey(row, index)} {...rowAttributes?.(row)} className={rowClassName?.(row)}>
            {columns.map((c) => bodyCell(c, row, index))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
