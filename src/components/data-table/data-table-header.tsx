// The sticky header row: a sortable column's header is a button that cycles ascending → descending
// → unsorted, and the header cell says the current order in aria-sort.
import type { Table } from '@tanstack/react-table';
import { cellClass, widthStyle, type DataColumn } from './column';

export function DataTableHeader<Row>({
  columns,
  table,
  widths,
}: {
  columns: ReadonlyArray<DataColumn<Row>>;
  table: Table<Row>;
  /** Cell widths when the table draws block rows. */
  widths?: readonly string[] | undefined;
}) {
  return (
    <thead role="rowgroup">
      <tr role="row" aria-rowindex={1}>
        {columns.map((c, i) => {
          const column = table.getColumn(c.id);
          const direction = column?.getIsSorted() || undefined;
          return (
            <th
              key={c.id}
              role="columnheader"
              scope="col"
              className={cellClass(c)}
              style={widthStyle(widths, i)}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
            >
              {column?.getCanSort() ? (
                <button type="button" className="data-table-sort" onClick={column.getToggleSortingHandler()}>
                  {c.header}
                  <span aria-hidden="true">
                    {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
                  </span>
                </button>
              ) : (
                c.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
