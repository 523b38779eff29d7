// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@/domain/decimal/format';
import { marketDate } from '@/lib/market-time';
import { presetStart } from '@/features/accounts/history/history-range';
import { summarizeHistory } from '@/features/accounts/history/history-summary';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

// jsdom has no canvas: record what the chart is given instead of drawing it.
const chart = vi.hoisted(() => ({
  series: [] as Array<{ kind: string; data: Array<{ time: string; value: number }> }>,
  crosshair: null as ((param: { time?: string }) => void) | null,
}));
vi.mock('lightweight-charts', () => {
  const series = (kind: string) => {
    const entry = { kind, data: [] as Array<{ time: string; value: number }> };
    chart.series.push(entry);
    return {
      setData: (data: Array<{ time: string; value: number }>) => {
        entry.data = data;
      },
    };
  };
  return {
    AreaSeries: 'Area',
    HistogramSeries: 'Histogram',
    ColorType: { Solid: 'solid' },
    createChart: () => ({
      addSeries: (kind: string) => series(kind),
      panes: () => [],
      subscribeCrosshairMove: (handler: (param: { time?: string }) => void) => {
        chart.crosshair = handler;
      },
      unsubscribeCrosshairMove: () => {},
      timeScale: () => ({ fitContent: () => {} }),
      remove: () => {},
    }),
  };
});

// A closed market keeps prices (and so today's segment) still while the test compares figures.
const harness = withSandbox(() => ({ scenarios: ['market-closed'] }));

function apiHistory(accountId: number, start: string, end: string) {
  return harness.sandbox.brokerage.getPortfolioHistory(accountId, start, end).segments;
}

describe('portfolio history', () => {
  it('defaults to the last 3 months ending today in New York, with summary figures from decimal math', async () => {
    renderApp('/accounts/100001/history');
    const today = marketDate();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(screen.getByLabelText('From')).toHaveValue(presetStart('3M', today, '2000-01-01'));
    const expected = summarizeHistory(apiHistory(100001, presetStart('3M', today, '2000-01-01'), today));
    expect(expected).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('summary-change')).toHaveTextContent(
        formatMoney(expected?.change, { sign: 'always' }),
      ),
    );
    expect(screen.getByTestId('summary-best-day')).toHaveTextContent(expected?.bestDay?.date ?? 'none');
    expect(screen.getByTestId('summary-worst-day')).toHaveTextContent(expected?.worstDay?.date ?? 'none');
    expect(screen.getByTestId('summary-method')).toHaveTextContent(/max drawdown is the largest fall/i);
  });

  it('switches presets, keeps the range in the URL and charts equity and daily P&L', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001/history');
    await screen.findByTestId('summary-change');
    const today = marketDate();
    await user.click(screen.getByRole('button', { name: '1M' }));
    const start = presetStart('1M', today, '2000-01-01');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ start, end: today }));
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    const segments = apiHistory(100001, start, today);
    const expected = summarizeHistory(segments);
    await waitFor(() =>
      expect(screen.getByTestId('summary-change')).toHaveTextContent(
        formatMoney(expected?.change, { sign: 'always' }),
      ),
    );
    await waitFor(() => {
      const area = chart.series.filter((s) => s.kind === 'Area').at(-1);
      const histogram = chart.series.filter((s) => s.kind === 'Histogram').at(-1);
      expect(area?.data.map((p) => p.time)).toEqual(segments.map((s) => s.date).sort());
      expect(histogram?.data).toHaveLength(segments.length);
    });

    await user.click(screen.getByRole('button', { name: 'YTD' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ start: `${today.slice(0, 4)}-01-01` }),
    );
  });

  it('shows the same days as a table', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002/history');
    await screen.findByTestId('summary-change');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Portfolio history by day' });
    const today = marketDate();
    const segments = apiHistory(100002, presetStart('3M', today, '2000-01-01'), today);
    expect(within(table).getAllByRole('row')).toHaveLength(segments.length + 1);
    const newest =
      segments
        .map((s) => s.date)
        .sort()
        .at(-1) ?? '';
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(newest);
  });

  it('shows every field of the day under the crosshair', async () => {
    renderApp('/accounts/100001/history');
    await screen.findByTestId('summary-change');
    const today = marketDate();
    const segments = apiHistory(100001, presetStart('3M', today, '2000-01-01'), today);
    const segment = segments.find((s) => s.net_pnl != null) ?? segments[0];
    if (!segment) throw new Error('the seeded account has history');
    await waitFor(() => expect(chart.crosshair).not.toBeNull());
    act(() => chart.crosshair?.({ time: segment.date }));
    const tooltip = screen.getByRole('status', { name: 'Day under the cursor' });
    expect(tooltip).toHaveTextContent(segment.date);
    const fields: Array<[string, string | null | undefined]> = [
      ['Start-of-day equity', segment.sod_equity],
      ['End-of-day equity', segment.eod_equity],
      ['Realized P&L', segment.realized_pnl],
      ['Unrealized P&L', segment.unrealized_pnl],
      ['Day P&L', segment.day_pnl],
      ['Net P&L', segment.net_pnl],
      ['Position P&L', segment.position_pnl],
      ['Bought notional', segment.bought_notional],
      ['Sold notional', segment.sold_notional],
    ];
    for (const [label, value] of fields) {
      const term = within(tooltip).getByText(label);
      expect(term.nextElementSibling, label).toHaveTextContent(formatMoney(value));
    }
    act(() => chart.crosshair?.({}));
    expect(screen.queryByRole('status', { name: 'Day under the cursor' })).not.toBeInTheDocument();
  });

  it('exports the range as CSV with every field of every day', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:history';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      renderApp('/accounts/100001/history?start=2020-01-01&end=2099-12-31');
      await screen.findByTestId('summary-change');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(click).toHaveBeenCalledOnce();
      const csv = await blobs[0]?.text();
      const lines = csv?.trim().split('\r\n') ?? [];
      expect(lines[0]).toBe(
        'date,sod_equity,eod_equity,realized_pnl,unrealized_pnl,day_pnl,net_pnl,position_pnl,bought_notional,sold_notional,daily_pnl_used',
      );
      const segments = apiHistory(100001, '2020-01-01', '2099-12-31');
      expect(lines).toHaveLength(segments.length + 1);
      const first = [...segments].sort((a, b) => a.date.localeCompare(b.date))[0];
      expect(lines[1]?.startsWith(`${first?.date},${first?.sod_equity},${first?.eod_equity},`)).toBe(true);
    } finally {
      click.mockRestore();
    }
  });

  it('uses explicit dates from the URL', async () => {
    renderApp('/accounts/100001/history?start=2020-01-01&end=2020-01-31');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2020-01-01'));
    expect(screen.getByLabelText('To')).toHaveValue('2020-01-31');
    for (const preset of ['1M', '3M', 'YTD', '1Y', 'All'])
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
  });
});
