// DataTable's static mode: the same column model (`DataColumn`), header and cell classes, drawn as a
// plain table of every row at once, for the short tables of panels and dialogs (balances, margin,
// sessions, price targets, statements...). No scrolling area of its own, no virtualization, no
// roving tab stop: its rows are read, not navigated. A column with `rowHeader` names its row
// (`<th scope="row">`); rows may carry a class and attributes (an accessible name, `aria-selected`).
import type { ReactNode } from 'react';
import { bodyCellClass, type DataColumn, type SortState } from './column';
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

const noSort = () => false;
const noToggle = () => {};
const NO_SORT: SortState | null = null;

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
      {!headless && (
        <DataTableHeader
          columns={columns}
          sort={NO_SORT}
          onToggleSort={noToggle}
          sortable={noSort}
          rowIndex={undefined}
        />
      )}
      <tbody>
        {rows.map((row, index) => (
          <tr key={getRowKey(row, index)} {...rowAttributes?.(row)} className={rowClassName?.(row)}>
            {columns.map((c) => {
              const content = c.cell ? c.cell(row, index) : c.accessor?.(row);
              const props = {
                ...c.cellAttributes?.(row),
                className: bodyCellClass(c, row),
                title: c.title?.(row),
              };
              return c.rowHeader ? (
                <th key={c.id} scope="row" {...props}>
                  {content}
                </th>
              ) : (
                <td key={c.id} {...props}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
