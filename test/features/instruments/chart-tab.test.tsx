// @vitest-environment jsdom
// The instrument page's Chart tab (issue 29): first among the tabs; candles and volume built from the
// quotes the sandbox streams, an OHLC legend, the previous close and the day's open/high/low as
// lines, an honest source line, and the timeframes. The drawing itself is the stub's record
// (test/utils/lightweight-charts-stub.ts); Chromium draws it in test/e2e/chart.e2e.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { stubCharts } from '../../utils/lightweight-charts-stub';

withSandbox(() => ({ scenarios: ['market-open'] }));
const LOAD = { timeout: 10_000 };

const candleSeries = () =>
  stubCharts.filter((c) => !c.removed).flatMap((c) => c.series.filter((s) => s.kind === 'Candlestick'));

describe('instrument chart tab', () => {
  it('draws candles from live quotes with a legend, reference lines and a source line', async () => {
    stubCharts.length = 0;
    const user = userEvent.setup();
    renderApp('/instruments/AAPL?tab=chart');
    const tabs = await screen.findAllByRole('tab', {}, LOAD);
    expect(tabs[0]).toHaveTextContent('Chart');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    // Quotes stream: a candle appears, with numbers only in what is drawn.
    await waitFor(() => expect(candleSeries()[0]?.data.length ?? 0).toBeGreaterThan(0), LOAD);
    const candle = candleSeries()[0]!.data.at(-1)!;
    expect(typeof candle.open).toBe('number');
    expect(Number(candle.high)).toBeGreaterThanOrEqual(Number(candle.low));
    const legend = screen.getByTestId('chart-legend');
    await waitFor(() => expect(legend).toHaveTextContent(/O [\d,.]+ H [\d,.]+ L [\d,.]+ C [\d,.]+ V [\d,]+/));
    const source = screen.getByText(/The API has no price history/);
    expect(source).toHaveTextContent(
      /Built from live quotes since \d\d:\d\d E[SD]T\. The API has no price history\./,
    );
    // jsdom has no IndexedDB: the chart says the bars are in memory only.
    expect(screen.getByText(/will not survive a reload/)).toBeVisible();

    // Previous close (snapshot) and the day's open, high and low (daily summary) as price lines.
    await waitFor(
      () =>
        expect(
          candleSeries()[0]!
            .priceLines.map((l) => l.options.title)
            .sort(),
        ).toEqual(['High', 'Low', 'Open', 'Prev close']),
      LOAD,
    );

    // Timeframes: 5m keeps candles; Ticks draws the last price as a line.
    const timeframes = screen.getByRole('group', { name: 'Timeframe' });
    await user.click(within(timeframes).getByRole('button', { name: '5m' }));
    expect(within(timeframes).getByRole('button', { name: '5m' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /AAPL 5m candles and volume/ })).toBeInTheDocument(),
    );
    await user.click(within(timeframes).getByRole('button', { name: 'Ticks' }));
    await waitFor(
      () => expect(stubCharts.some((c) => !c.removed && c.series.some((s) => s.kind === 'Line'))).toBe(true),
      LOAD,
    );
    expect(screen.getByRole('img', { name: /AAPL last price, tick by tick/ })).toBeInTheDocument();
  });
});
