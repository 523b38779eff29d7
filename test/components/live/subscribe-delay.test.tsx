// @vitest-environment jsdom
// Cells inside a virtualized table subscribe only after LiveSubscribeDelay mounted, and the cells
// that come into view together subscribe together: one snapshot request for all of them, not one
// timer and one request per cell. A cell unmounted before its delay never subscribes.
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { LiveCell, LiveSubscribeDelay } from '@/components/live/live-cell';
import { LiveClientProvider } from '@/live/hooks';
import type { DataColumn } from '@/components/data-table/column';
import { liveHarnessPerTest } from '../../live/live-harness';
import { BOARD_ROW_HEIGHT, PositionedTable } from '../../utils/positioned-table';

const harness = liveHarnessPerTest();

function Rows({ symbols }: { symbols: string[] }) {
  return (
    <LiveClientProvider client={harness.client}>
      <LiveSubscribeDelay value={120}>
        {symbols.map((s) => (
          <div key={s}>
            <LiveCell symbol={s} field="bid" />
            <LiveCell symbol={s} field="ask" />
          </div>
        ))}
      </LiveSubscribeDelay>
    </LiveClientProvider>
  );
}

describe('LiveSubscribeDelay', () => {
  it('subscribes the rows that came in together in one batch, and never the ones that left first', async () => {
    const { rerender } = render(<Rows symbols={['AAPL', 'MSFT']} />);
    const show = (symbols: string[]) => rerender(<Rows symbols={symbols} />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    // A row that comes in 10 ms later, and one that flies past (mounted and gone within 50 ms).
    act(() => show(['AAPL', 'MSFT', 'NVDA', 'TSLA']));
    await act(() => vi.advanceTimersByTimeAsync(50));
    act(() => show(['AAPL', 'MSFT', 'NVDA']));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(harness.client.activeSymbols()).toEqual([]);
    expect(harness.fetchSnapshots).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(30));
    expect(harness.client.activeSymbols().sort()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    // One request for the three rows (six cells), not one per cell or per row.
    expect(harness.fetchSnapshots).toHaveBeenCalledTimes(1);
    expect(harness.fetchSnapshots.mock.calls[0]![0].sort()).toEqual(['AAPL', 'MSFT', 'NVDA']);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(harness.client.activeSymbols()).not.toContain('TSLA');
    expect(harness.fetchSnapshots).toHaveBeenCalledTimes(1);
  });
});

describe('a positioned DataTable (the quote monitor)', () => {
  const rows = Array.from({ length: 300 }, (_, i) => ({ symbol: `S${String(i).padStart(3, '0')}` }));
  const columns: Array<DataColumn<{ symbol: string }>> = [
    { id: 'symbol', header: 'Symbol', cell: (r) => r.symbol },
    { id: 'bid', header: 'Bid', cell: (r) => <LiveCell symbol={r.symbol} field="bid" /> },
  ];
  const mounted = (container: HTMLElement) =>
    [...container.querySelectorAll('tbody tr[data-index]')].map((tr) => tr.firstElementChild!.textContent!);

  it('lets the rows that pass during a scroll subscribe only once the table stops scrolling', async () => {
    const { container } = render(
      <LiveClientProvider client={harness.client}>
        <PositionedTable rows={rows} columns={columns} getRowKey={(r) => r.symbol} label="Board" />
      </LiveClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    const top = mounted(container);
    expect(harness.client.activeSymbols().sort()).toEqual([...top].sort());

    // Scrolled far down, and still scrolling there: a scroll event every 40 ms for 320 ms.
    const viewport = container.querySelector<HTMLElement>('.data-table-viewport')!;
    const scrollTo = (offset: number) =>
      act(() => {
        viewport.scrollTop = offset;
        viewport.dispatchEvent(new Event('scroll'));
      });
    scrollTo(200 * BOARD_ROW_HEIGHT);
    const passing = mounted(container).filter((s) => !top.includes(s));
    expect(passing.length).toBeGreaterThan(5);
    for (let i = 1; i <= 8; i++) {
      await act(() => vi.advanceTimersByTimeAsync(40));
      scrollTo(200 * BOARD_ROW_HEIGHT + (i % 2));
    }
    // In view 320 ms, longer than the 120 ms a still table waits: none asked for yet.
    expect(harness.client.activeSymbols().filter((s) => passing.includes(s))).toEqual([]);
    // The scroll stops: they subscribe.
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(passing.every((s) => harness.client.activeSymbols().includes(s))).toBe(true);
  });
});
