// The sticky header row of DataTable (and StaticTable, without sorting): a sortable column's header
// is a button that cycles ascending → descending → unsorted, and the header cell says the current
// order in aria-sort.
import { cellClass, isSortable, widthStyle, type DataColumn, type SortState } from './column';

export function DataTableHeader<Row>({
  columns,
  sort,
  onToggleSort,
  sortable = isSortable,
  widths,
  rowIndex = 1,
}: {
  columns: ReadonlyArray<DataColumn<Row>>;
  sort: SortState | null;
  onToggleSort: (columnId: string) => void;
  /** Whether a column's header sorts (default: it has an accessor and is not `sortable: false`). */
  sortable?: (column: DataColumn<Row>) => boolean;
  /** Cell widths when the table draws block rows. */
  widths?: readonly string[] | undefined;
  /** aria-rowindex of the header row (none in a static table, which counts no rows). */
  rowIndex?: number | undefined;
}) {
  return (
    <thead role="rowgroup">
      <tr role="row" aria-rowindex={rowIndex}>
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
              {sortable(c) ? (
                <button type="button" className="data-table-sort" onClick={() => onToggleSort(c.id)}>
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
