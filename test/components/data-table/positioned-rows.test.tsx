// @vitest-environment jsdom
// DataTable in positioned mode, as the quote monitor draws its board of hundreds of live rows: only
// the rows in view are mounted, each a box at its own top (no spacer rows), its cells placed at their
// column's left edge; sorting, keyboard and totals work as in every DataTable.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DataTableProps } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { PositionedTable } from '../../utils/positioned-table';

interface Position {
  symbol: string;
  quantity: string;
}

const rows: Position[] = Array.from({ length: 500 }, (_, i) => ({
  symbol: `SYM${String(i).padStart(3, '0')}`,
  quantity: String((i * 37) % 101) + '.5',
}));

const columns: Array<DataColumn<Position>> = [
  { id: 'symbol', header: 'Symbol', cell: (r) => r.symbol, accessor: (r) => r.symbol, total: 'Total' },
  {
    id: 'qty',
    header: 'Quantity',
    cell: (r) => r.quantity,
    accessor: (r) => r.quantity,
    align: 'right',
    total: '25,000',
  },
];

function renderTable(props: Partial<DataTableProps<Position>> = {}) {
  return render(
    <PositionedTable
      rows={rows}
      columns={columns}
      getRowKey={(r) => r.symbol}
      label="Positions"
      {...props}
    />,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'));

describe('DataTable with positioned rows', () => {
  it('mounts only the rows in view for hundreds of rows', () => {
    renderTable();
    const mounted = bodyRows();
    expect(mounted.length).toBeGreaterThan(5);
    expect(mounted.length).toBeLessThan(40);
    expect(screen.getByRole('table', { name: 'Positions' })).toHaveAttribute('aria-rowcount', '501');
    expect(mounted[0]).toHaveTextContent('SYM000');
  });

  it('places each mounted row at its own top, without spacer rows', () => {
    renderTable();
    const mounted = bodyRows();
    expect(mounted[1]).toHaveStyle({ top: '28px', height: '28px' });
    expect(screen.getByRole('table').querySelectorAll('tr[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByRole('table').querySelector('tbody')).toHaveStyle({ height: `${500 * 28}px` });
  });

  it('sorts by a column, decimals numerically, and says so in aria-sort', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Quantity' }));
    expect(screen.getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('0.5');
    fireEvent.click(screen.getByRole('button', { name: /Quantity/ }));
    expect(screen.getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('100.5');
  });

  it('moves focus with the arrow keys and reports keys to the caller', () => {
    const onRowKeyDown = vi.fn();
    const onRowActivate = vi.fn();
    renderTable({ onRowKeyDown, onRowActivate });
    const [first, second] = bodyRows();
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(bodyRows()[1]);
    expect(onRowKeyDown).toHaveBeenCalledWith(expect.objectContaining({ key: 'ArrowDown' }), rows[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onRowActivate).toHaveBeenCalledWith(rows[1]);
  });

  it('shows a totals row when asked', () => {
    renderTable({ showTotals: true });
    const totals = screen.getByText('Total').closest('tr');
    expect(totals).toHaveTextContent('25,000');
  });
});
