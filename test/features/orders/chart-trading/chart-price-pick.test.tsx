// @vitest-environment jsdom
// A price picked on the instrument page's chart (Alt+click or right-click): with bars drawn, the
// menu offers orders and an alert at that price; before the chart has any bars there is no price
// scale to read, and the user is told so (it used to do nothing at all). Escape closes either.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withSandbox } from '../../../utils/sandbox';
import { renderApp } from '../../../utils/render';
import { stubCharts } from '../../../utils/lightweight-charts-stub';

const candleChart = () =>
  stubCharts.find(
    (c) => !c.removed && c.container.isConnected && c.series.some((s) => s.kind === 'Candlestick'),
  );
const candles = () => candleChart()?.series.find((s) => s.kind === 'Candlestick');

/** Alt+click on the chart at pane point (x, y), as the primitive hears it. */
function altClick(element: HTMLElement, x: number, y: number) {
  element.dispatchEvent(
    new MouseEvent('pointerdown', {
      bubbles: true,
      cancelable: true,
      altKey: true,
      button: 0,
      clientX: x,
      clientY: y,
    }),
  );
}

async function openChart(symbol: string) {
  renderApp(`/instruments/${symbol}?tab=chart`);
  await screen.findByRole('img', { name: new RegExp(`${symbol} 1m candles and volume`) }, { timeout: 8000 });
  await waitFor(() => expect(candles()).toBeDefined());
  return candleChart()!.container;
}

describe('picking a price on the chart', () => {
  describe('with bars', () => {
    withSandbox(() => ({ scenarios: ['market-open'] }));

    it('Alt+click opens the menu of orders and an alert at that price', async () => {
      const element = await openChart('AAPL');
      await waitFor(() => expect(candles()!.data.length).toBeGreaterThan(0), { timeout: 8000 });
      altClick(element, 200, 100);
      const menu = await screen.findByRole('menu', { name: /^AAPL at [\d,.]+$/ });
      expect(within(menu).getByRole('menuitem', { name: /^Buy limit at [\d,.]+/ })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: /^Alert at [\d,.]+/ })).toBeInTheDocument();
      await userEvent.setup().keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  });

  describe('where the chart has no price', () => {
    // A closed market: no quote comes to change what the chart was given. What the library knows
    // is the stand-in's series data: without any it has no price scale (coordinateToPrice null).
    withSandbox(() => ({ scenarios: ['market-closed'] }));

    it('Alt+click and right-click say there is no price to pick yet, instead of doing nothing', async () => {
      const element = await openChart('MSFT');
      candles()!.setData([]);
      altClick(element, 200, 100);
      const note = await screen.findByText(/No price to pick yet: the chart has no bars/);
      expect(note.closest('[role="alert"]')).toHaveFocus();
      expect(screen.queryByRole('menu')).toBeNull();
      await userEvent.setup().keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByText(/No price to pick yet/)).toBeNull());

      fireEvent.contextMenu(element, { clientX: 200, clientY: 100 });
      expect(await screen.findByText(/No price to pick yet: the chart has no bars/)).toBeInTheDocument();
    });

    it('right-click below zero on the price scale says it is not a price', async () => {
      const element = await openChart('MSFT');
      // The stand-in's scale: a cent a pixel, the last close at y 150; at 1.00, y 290 is -0.40.
      candles()!.setData([{ time: 1_796_161_560, open: 1, high: 1, low: 1, close: 1 }]);
      fireEvent.contextMenu(element, { clientX: 200, clientY: 290 });
      expect(await screen.findByText(/No price at that point: it is below zero/)).toBeInTheDocument();
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });
});
