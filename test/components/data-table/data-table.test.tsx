// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { KeyboardEvent } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';

interface Fill {
  id: string;
  symbol: string;
  price: string | null;
}

const PRICES = ['9.5', '100.25', '20', null, '3', '-4.5', '1000', '75.1'];
const fills = (count: number): Fill[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `F${String(i).padStart(4, '0')}`,
    symbol: ['MSFT', 'AAPL', 'KO'][i % 3] ?? 'KO',
    // Decimal strings whose text order differs from their numeric order, and one blank.
    price: PRICES[i % PRICES.length] ?? null,
  }));

const columns: Array<DataColumn<Fill>> = [
  { id: 'id', header: 'Fill', accessor: (f) => f.id, sticky: 'start' },
  { id: 'symbol', header: 'Symbol', accessor: (f) => f.symbol },
  { id: 'price', header: 'Price', numeric: true, accessor: (f) => f.price, cell: (f) => f.price ?? '—' },
];

function renderTable(props: Partial<DataTableProps<Fill>> = {}) {
  return render(
    <DataTable<Fill> rows={fills(8)} columns={columns} getRowKey={(f) => f.id} label="Fills" {...props} />,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fills' }))
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'));
const firstCells = () => bodyRows().map((r) => r.querySelector('td')?.textContent);
const prices = () => bodyRows().map((r) => r.querySelectorAll('td')[2]?.textContent);

describe('DataTable', () => {
  it('renders a short list whole, and mounts only the rows in view of a long one', () => {
    const { unmount } = renderTable();
    expect(firstCells()).toEqual(['F0000', 'F0001', 'F0002', 'F0003', 'F0004', 'F0005', 'F0006', 'F0007']);
    unmount();
    renderTable({ rows: fills(5000), maxHeight: 400, rowHeight: 30 });
    const mounted = bodyRows().length;
    expect(mounted).toBeGreaterThan(5);
    expect(mounted).toBeLessThan(40);
    expect(screen.getByRole('table', { name: 'Fills' })).toHaveAttribute('aria-rowcount', '5001');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('sorts from its header: decimals numerically, blanks last, and says the order in aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const header = () => screen.getByRole('columnheader', { name: /Price/ });
    expect(header()).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(prices()).toEqual(['-4.5', '3', '9.5', '20', '75.1', '100.25', '1000', '—']);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(prices()).toEqual(['1000', '100.25', '75.1', '20', '9.5', '3', '-4.5', '—']);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(header()).not.toHaveAttribute('aria-sort');
    expect(firstCells()[0]).toBe('F0000');
  });

  it("sorting another column starts it ascending; equal values keep the rows' given order", async () => {
    const user = userEvent.setup();
    renderTable({ initialSort: { columnId: 'price', direction: 'desc' } });
    await user.click(screen.getByRole('button', { name: 'Symbol' }));
    expect(screen.getByRole('columnheader', { name: /Symbol/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Price/ })).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['F0001', 'F0004', 'F0007', 'F0002', 'F0005', 'F0000', 'F0003', 'F0006']);
    await user.click(screen.getByRole('button', { name: 'Symbol' }));
    expect(firstCells()).toEqual(['F0000', 'F0003', 'F0006', 'F0002', 'F0005', 'F0001', 'F0004', 'F0007']);
  });

  it('starts from the given sort; a column without an accessor has no sort button', () => {
    renderTable({
      columns: [...columns, { id: 'note', header: 'Note', cell: () => 'x' }],
      initialSort: { columnId: 'symbol', direction: 'desc' },
    });
    expect(screen.getByRole('columnheader', { name: /Symbol/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('MSFT');
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
  });

  // jsdom does not scroll, so End and Home are checked on a list that is rendered whole.
  it('moves a single tab stop with the arrow keys, Home and End, and activates with Enter', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    renderTable({ rows: fills(60), onRowActivate: onActivate });
    const focusable = bodyRows().filter((r) => r.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    // The header's sort buttons come first in the tab order, then the rows' one tab stop.
    for (let i = 0; i < columns.length + 1; i++) await user.tab();
    expect(document.activeElement).toHaveTextContent('F0000');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement).toHaveTextContent('F0001');
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'F0001' }));
    await user.keyboard('{End}');
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('F0059'));
    await user.keyboard('{Home}');
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('F0000'));
  });

  it('passes row hotkeys the focused row; a claimed key does not move the focus', async () => {
    const user = userEvent.setup();
    const hotkey = vi.fn((event: KeyboardEvent, _row: Fill) => {
      if (event.key === 'b' || event.key === 'ArrowDown') event.preventDefault();
    });
    renderTable({ onRowKeyDown: hotkey });
    act(() => bodyRows()[0]?.focus());
    await user.keyboard('b');
    expect(hotkey).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'b' }), fills(8)[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('F0000');
  });

  it('row actions act on their row without activating it', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    const onCancel = vi.fn();
    renderTable({
      onRowActivate: onActivate,
      rowActions: {
        label: 'Actions',
        render: (f) => (
          <button type="button" onClick={() => onCancel(f.id)}>
            Cancel {f.id}
          </button>
        ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel F0003' }));
    expect(onCancel).toHaveBeenCalledWith('F0003');
    expect(onActivate).not.toHaveBeenCalled();
    await user.click(screen.getByText('F0002'));
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'F0002' }));
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('shows loading, then an empty message, under its header', () => {
    const { rerender } = renderTable({ rows: [], loading: true });
    expect(screen.getByRole('columnheader', { name: 'Symbol' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <DataTable<Fill>
        rows={[]}
        columns={columns}
        getRowKey={(f) => f.id}
        label="Fills"
        empty="No fills today."
      />,
    );
    expect(within(screen.getByRole('table')).getByText('No fills today.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failed load with the server message and request_id, and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const error = new ApiError(503, 503, 'fills store down', [], {
      operationId: 'get_executions',
      requestId: 'req-fills-1',
    });
    renderTable({ rows: [], error, errorContext: 'Loading fills', onRetry });
    const alert = within(screen.getByRole('table')).getByRole('alert');
    expect(alert).toHaveTextContent('Loading fills:');
    expect(alert).toHaveTextContent('fills store down');
    expect(alert).toHaveTextContent('req-fills-1');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks for more rows as the end of a long list comes into view', () => {
    const onEndReached = vi.fn();
    const { rerender } = renderTable({ rows: fills(1000), maxHeight: 300, onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();
    rerender(
      <DataTable<Fill>
        rows={fills(40)}
        columns={columns}
        getRowKey={(f) => f.id}
        label="Fills"
        maxHeight={300}
        onEndReached={onEndReached}
      />,
    );
    expect(onEndReached).toHaveBeenCalled();
  });

  it('renders on a scroll only the rows that come into view, and they still navigate and activate', async () => {
    const user = userEvent.setup();
    const rendered: string[] = [];
    const onRowActivate = vi.fn();
    const counted: Array<DataColumn<Fill>> = [
      ...columns,
      {
        id: 'count',
        header: 'Count',
        cell: (f) => {
          rendered.push(f.id);
          return f.id.slice(1);
        },
      },
    ];
    renderTable({ rows: fills(5000), columns: counted, height: 300, rowHeight: 30, onRowActivate });
    const before = new Set(rendered);
    expect(before.has('F0000')).toBe(true);
    rendered.length = 0;
    const viewport = screen.getByRole('table', { name: 'Fills' }).parentElement as HTMLElement;
    act(() => {
      viewport.scrollTop = 30 * 5;
      fireEvent.scroll(viewport);
    });
    // Five more rows at the bottom; the rows still mounted did not render again.
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.filter((id) => before.has(id))).toEqual([]);
    expect(new Set(rendered).size).toBe(rendered.length);

    // The memoized rows read the table's latest handlers.
    const first = bodyRows()[0]!;
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[1]);
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenLastCalledWith(fills(2)[1]);
  });

  it('pins the first column only while the table is scrolled sideways', () => {
    renderTable({ rows: fills(500), height: 300, rowHeight: 30 });
    const viewport = screen.getByRole('table', { name: 'Fills' }).parentElement as HTMLElement;
    expect(bodyRows()[0]?.querySelector('td')).toHaveClass('sticky-start');
    expect(viewport).not.toHaveAttribute('data-scrolled-x');
    act(() => {
      viewport.scrollLeft = 40;
      fireEvent.scroll(viewport);
    });
    expect(viewport).toHaveAttribute('data-scrolled-x');
    act(() => {
      viewport.scrollLeft = 0;
      fireEvent.scroll(viewport);
    });
    expect(viewport).not.toHaveAttribute('data-scrolled-x');
  });

  it('keeps a totals row in the footer', () => {
    renderTable({
      showTotals: true,
      columns: [{ ...columns[0]!, total: 'Total' }, columns[1]!, { ...columns[2]!, total: '199.0' }],
    });
    const footer = screen.getAllByRole('rowgroup').at(-1) as HTMLElement;
    expect(footer.tagName).toBe('TFOOT');
    expect(footer).toHaveTextContent('Total');
    expect(footer).toHaveTextContent('199.0');
  });
});
