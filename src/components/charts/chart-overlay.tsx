// The slot a price chart offers to what other features draw on it (orders' chart trading, alerts'
// alert lines), so the chart's feature and those features never import each other: the route
// composes them (src/routes/instruments.$instrument.tsx and src/routes/monitor.tsx pass the overlays
// into the screen that shows the chart, which renders `PriceChartWithOverlay`; the workspace's
// registry does the same for its chart panel).
// Every overlay gets the chart's main series once it is built (`host`, from PriceChart's
// `onSeries`), null before and while it is being replaced (a timeframe switch), and the chart's
// shared `layer` (chart-layer.ts): its lines go there as one group, and its price-menu choices join
// the others'. It renders its accessible part (rows, dialogs) beside the chart either way.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { normalizeSymbol } from '@/live/client';
import { ChartLayer } from './chart-layer';
import { ChartPriceMenu, type PricePick } from './chart-price-menu';
import { PriceChart, type PriceChartProps, type PriceChartSeries } from './price-chart';
import './chart-overlay.css';

export type PriceChartHost = PriceChartSeries;

export interface ChartOverlayProps {
  /** The chart's symbol. */
  symbol: string;
  host: PriceChartHost | null;
  /** The chart's lines and price menu, shared by every overlay (the same object for the chart's life). */
  layer: ChartLayer;
}

export type ChartOverlay = ComponentType<ChartOverlayProps>;

/** The PriceChart with an overlay's panel beside it (below it on a narrow screen). */
export function PriceChartWithOverlay({
  overlay: Overlay,
  ...chart
}: Omit<PriceChartProps, 'onSeries'> & { overlay?: ChartOverlay | undefined }) {
  const [host, setHost] = useState<PriceChartHost | null>(null);
  const [layer] = useState(() => new ChartLayer());
  const [pick, setPick] = useState<PricePick | null>(null);
  useEffect(() => layer.onMenu(setPick), [layer]);
  const onSeries = useCallback(
    (attached: PriceChartSeries) => {
      attached.series.attachPrimitive(layer.primitive);
      setHost(attached);
      return () => {
        setHost((current) => (current === attached ? null : current));
        try {
          attached.series.detachPrimitive(layer.primitive);
        } catch {
          // The chart was removed first: nothing left to detach from.
        }
      };
    },
    [layer],
  );
  if (!Overlay) return <PriceChart {...chart} />;
  return (
    <div className="price-chart-with-overlay-frame">
      <div className="price-chart-with-overlay">
        <div className="price-chart-with-overlay-chart">
          <PriceChart {...chart} onSeries={onSeries} />
        </div>
        <aside className="price-chart-with-overlay-side">
          <Overlay symbol={chart.symbol} host={host} layer={layer} />
        </aside>
      </div>
      {pick && (
        <ChartPriceMenu
          symbol={normalizeSymbol(chart.symbol)}
          pick={pick}
          choices={layer.choicesAt(pick.price)}
          onClose={() => setPick(null)}
        />
      )}
    </div>
  );
}
