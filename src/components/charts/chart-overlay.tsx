// The slot a price chart offers to what another feature draws on it (orders' chart trading today),
// so the chart's feature and the orders feature never import each other: the route composes them
// (src/routes/instruments.$instrument.tsx and src/routes/monitor.tsx pass the orders overlay into
// the screen that shows the chart, which renders `PriceChartWithOverlay`).
// The overlay gets the chart's main series once it is built (`host`, from PriceChart's `onSeries`),
// null before and while it is being replaced (a timeframe switch); it renders its accessible part
// (rows, dialogs) beside the chart either way and attaches to the series when it can.
import { useCallback, useState, type ComponentType } from 'react';
import { PriceChart, type PriceChartProps, type PriceChartSeries } from './price-chart';
import './chart-overlay.css';

export type PriceChartHost = PriceChartSeries;

export interface ChartOverlayProps {
  /** The chart's symbol. */
  symbol: string;
  host: PriceChartHost | null;
}

export type ChartOverlay = ComponentType<ChartOverlayProps>;

/** The PriceChart with an overlay's panel beside it (below it on a narrow screen). */
export function PriceChartWithOverlay({
  overlay: Overlay,
  ...chart
}: Omit<PriceChartProps, 'onSeries'> & { overlay?: ChartOverlay | undefined }) {
  const [host, setHost] = useState<PriceChartHost | null>(null);
  const onSeries = useCallback((attached: PriceChartSeries) => {
    setHost(attached);
    return () => setHost((current) => (current === attached ? null : current));
  }, []);
  if (!Overlay) return <PriceChart {...chart} />;
  return (
    <div className="price-chart-with-overlay-frame">
      <div className="price-chart-with-overlay">
        <div className="price-chart-with-overlay-chart">
          <PriceChart {...chart} onSeries={onSeries} />
        </div>
        <aside className="price-chart-with-overlay-side">
          <Overlay symbol={chart.symbol} host={host} />
        </aside>
      </div>
    </div>
  );
}
