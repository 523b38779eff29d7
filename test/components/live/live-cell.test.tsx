// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LiveAge, LiveCell } from '@/components/live/live-cell';
import { LiveClientProvider } from '@/live/hooks';
import { liveHarnessPerTest, tick } from '../../live/live-harness';

const harness = liveHarnessPerTest();

function Row() {
  return (
    <div>
      <span data-testid="last">
        <LiveCell symbol="AAPL" field="last" showAge />
      </span>
      <span data-testid="change">
        <LiveCell symbol="aapl" field="change" />
      </span>
      <span data-testid="pct">
        <LiveCell symbol="AAPL" field="change_percent" />
      </span>
      <span data-testid="bid">
        <LiveCell symbol="AAPL" field="bid" />
      </span>
    </div>
  );
}

const cell = (id: string) => screen.getByTestId(id).firstElementChild as HTMLElement;

async function mounted() {
  render(
    <LiveClientProvider client={harness.client}>
      <Row />
    </LiveClientProvider>,
  );
  await act(() => harness.settle());
  act(() => {
    harness.socket.open();
    harness.socket.ack(['AAPL']);
  });
}

async function send(seq: number, fields: Record<string, unknown>) {
  act(() => harness.socket.receive({ type: 'market-data-l1', data: [tick('AAPL', seq, fields)] }));
  await act(() => vi.advanceTimersByTimeAsync(16));
}

describe('LiveCell', () => {
  it('shows the snapshot, then change and change % against the previous close', async () => {
    await mounted();
    expect(harness.fetchSnapshots).toHaveBeenCalledExactlyOnceWith(['AAPL'], expect.any(AbortSignal));
    expect(cell('last')).toHaveTextContent('100.00');
    expect(cell('change')).toHaveTextContent('+1.00');
    expect(cell('pct')).toHaveTextContent('+1.01%');
    expect(cell('change')).toHaveClass('up');

    await send(1, { last_price: '98.505' });
    expect(cell('last')).toHaveTextContent('98.505');
    expect(cell('change')).toHaveTextContent('-0.50'); // -0.495 rounds half up to -0.50
    expect(cell('pct')).toHaveTextContent('-0.50%');
    expect(cell('change')).toHaveClass('down');
  });

  it('flashes up or down when the value moves, and only the cell that moved', async () => {
    await mounted();
    expect(cell('last').className).not.toMatch(/\bflash-up\b/);
    await send(1, { last_price: '101.25' });
    expect(cell('last').className).toMatch(/\bflash-up\b/);
    expect(cell('bid').className).not.toMatch(/\bflash-up\b/);
    expect(cell('bid').className).not.toMatch(/\bflash-down\b/);
    await send(2, { last_price: '100.75', bid: '100.70' });
    expect(cell('last').className).toMatch(/\bflash-down\b/);
    expect(cell('last').className).not.toMatch(/\bflash-up\b/);
    expect(cell('bid').className).toMatch(/\bflash-up\b/);
  });

  it('turns grey with the title "stale" when the feed goes silent, and shows the age', async () => {
    await mounted();
    expect(cell('last')).not.toHaveClass('stale');
    expect(cell('last')).not.toHaveAttribute('title');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(cell('last')).toHaveClass('stale');
    expect(cell('last')).toHaveAttribute('title', 'stale');
    expect(cell('last')).toHaveTextContent('(stale)');
    expect(cell('last')).toHaveTextContent('10s');
    // Back live: the stale symbol is fetched again, and ticks flow into it.
    await act(() => vi.advanceTimersByTimeAsync(250));
    act(() => {
      harness.socket.open();
      harness.socket.ack(['AAPL']);
    });
    await act(() => harness.settle());
    expect(cell('last')).not.toHaveClass('stale');
    await send(9, { last_price: '100.10' });
    expect(cell('last')).toHaveTextContent('100.10');
  });

  it('shows a dash until anything is known', () => {
    harness.fetchSnapshots.mockImplementation(() => new Promise(() => {}));
    render(
      <LiveClientProvider client={harness.client}>
        <Row />
      </LiveClientProvider>,
    );
    expect(cell('last')).toHaveTextContent('—');
    expect(cell('pct')).toHaveTextContent('—');
  });

  it('writes ticks into the DOM without a React render, and waits while the tab is hidden', async () => {
    const renders = vi.fn();
    render(
      <LiveClientProvider client={harness.client}>
        <Profiler id="row" onRender={renders}>
          <Row />
        </Profiler>
      </LiveClientProvider>,
    );
    await act(() => harness.settle());
    act(() => {
      harness.socket.open();
      harness.socket.ack(['AAPL']);
    });
    const before = renders.mock.calls.length;
    await send(1, { last_price: '101.25', bid: '101.20' });
    await send(2, { last_price: '101.50' });
    expect(cell('last')).toHaveTextContent('101.50');
    expect(cell('bid')).toHaveTextContent('101.20');
    expect(renders.mock.calls.length).toBe(before);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await send(3, { last_price: '102.00' });
    await act(() => vi.advanceTimersByTimeAsync(150)); // the ingest's hidden-tab flush has run
    expect(harness.client.store.getState().quotes.AAPL?.last_price).toBe('102.00');
    expect(cell('last')).toHaveTextContent('101.50');
    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(cell('last')).toHaveTextContent('102.00');
  });

  it('shows a quote’s age with its first value, not a second later', async () => {
    render(
      <LiveClientProvider client={harness.client}>
        <span data-testid="age">
          <LiveAge symbol="AAPL" />
        </span>
      </LiveClientProvider>,
    );
    // Mounted before any quote: no age to show.
    expect(screen.getByTestId('age')).toHaveTextContent(/^$/);
    // The snapshot seeds the quote: its age shows with it, not at the board's next second.
    await act(() => harness.settle());
    expect(harness.client.store.getState().quotes.AAPL).toBeDefined();
    expect(screen.getByTestId('age')).toHaveTextContent(/^now$/);
  });

  it("shows one field's age (when the tick that set it came) from the DOM-write path, with no render per second", async () => {
    const renders = vi.fn();
    render(
      <LiveClientProvider client={harness.client}>
        <Profiler id="ages" onRender={renders}>
          <span data-testid="bid-age">
            <LiveAge symbol="AAPL" field="bid" />
          </span>
          <span data-testid="age">
            <LiveAge symbol="AAPL" />
          </span>
        </Profiler>
      </LiveClientProvider>,
    );
    await act(() => harness.settle());
    act(() => {
      harness.socket.open();
      harness.socket.ack(['AAPL']);
    });
    const bidAge = () => screen.getByTestId('bid-age').querySelector('.quote-age') as HTMLElement;
    expect(bidAge()).toHaveAttribute('title', 'Time since this value last changed');
    expect(bidAge()).toHaveAttribute('data-age-of', 'bid');
    await send(1, { bid: '100.70' }); // event time :01
    // Event time :06 with no gap in seq: the bid is 5 s older than the newest tick.
    act(() =>
      harness.socket.receive({
        type: 'market-data-l1',
        data: [tick('AAPL', 2, { last_price: '101.00' }, '2026-11-20T14:30:06.000000000Z')],
      }),
    );
    const before = renders.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(bidAge()).toHaveTextContent(/^(7|8)s$/);
    expect(screen.getByTestId('age')).toHaveTextContent(/^(2|3)s$/);
    expect(renders.mock.calls.length).toBe(before);
  });
});
