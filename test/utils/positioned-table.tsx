// A DataTable drawn as the quote monitor draws its board (positioned rows: each mounted row a box at
// its own top), in a viewport of 280 px with rows of 28 px and 8 rows of overscan, for the tests of
// that mode (the table's own, and the live cells' subscription during a scroll).
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';

export const BOARD_ROW_HEIGHT = 28;

export function PositionedTable<T>(props: DataTableProps<T>) {
  return (
    <DataTable height={280} rowHeight={BOARD_ROW_HEIGHT} overscan={8} virtualize positioned {...props} />
  );
}
