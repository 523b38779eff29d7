// The sticky header of DataTable and StaticTable: a sortable column's header is a button that cycles
// ascending → descending → unsorted, and the header cell says the current order in aria-sort (a table
// given no `sorting` sorts nothing). Column groups (the option chain's Calls | Puts) make a row
// of their own above the column headers, each group spanning its columns.
import { memo, type ReactNode } from 'react';
import { cellClass, isSortable, widthStyle, type DataColumn, type SortState } from './column';

/** A header over `span` adjacent columns, in column order (table layout or grid rows). */
export interface HeaderGroup {
  id: string;
  header: ReactNode;
  span: number;
}

/** How a header sorts its table. */
export interface HeaderSorting<Row> {
  sort: SortState | null;
  toggle: (columnId: string) => void;
  /** Whether a column's header sorts (default: it has an accessor and is not `sortable: false`). */
  sortable?: (column: DataColumn<Row>) => boolean;
}

function DataTableHeaderView<Row>({
  columns,
  sorting,
  widths,
  groups,
  rowIndex = 1,
}: {
  columns: ReadonlyArray<DataColumn<Row>>;
  sorting?: HeaderSorting<Row> | undefined;
  /** Cell widths when the table draws block rows. */
  widths?: readonly string[] | undefined;
  groups?: readonly HeaderGroup[] | undefined;
  /** aria-rowindex of the first header row (none in a static table, which counts no rows). */
  rowIndex?: number | undefined;
}) {
  const columnsRowIndex = rowIndex !== undefined && groups ? rowIndex + 1 : rowIndex;
  const sort = sorting?.sort;
  const sortable = sorting?.sortable ?? isSortable;
  return (
    <thead role="rowgroup">
      {groups && (
        <tr role="row" aria-rowindex={rowIndex} className="data-table-groups">
          {groups.map((g) => (
            <th key={g.id} role="columnheader" colSpan={g.span} style={{ gridColumn: `span ${g.span}` }}>
              {g.header}
            </th>
          ))}
        </tr>
      )}
      <tr role="row" aria-rowindex={columnsRowIndex}>
        {columns.map((c, i) => {
          const direction = sort?.columnId === c.id ? sort.direction : undefined;
          return (
            <th
              key={c.id}
              role="columnheader"
              scope="col"
              className={cellClass(c)}
              style={widthStyle(widths, i)}
              title={c.headerTitle}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
            >
              {sorting && sortable(c) ? (
                <button type="button" className="data-table-sort" onClick={() => sorting.toggle(c.id)}>
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

/** Memoized: a scroll frame re-renders the table's rows in view, not its header. */
export const DataTableHeader = memo(DataTableHeaderView) as typeof DataTableHeaderView;
