// The instrument page's Chart tab (first): the kit's PriceChart of the instrument, candles built
// from the live feed, as tall as the window allows (the source line stays in view). The workspace docks the same chart as its `chart` panel (../panels.ts).
import type { Instrument } from '@/api/schemas/instruments';
import { PriceChartWithOverlay, type ChartOverlay } from '@/components/charts/chart-overlay';

/** `overlay`: what the route puts on the chart (orders' chart trading), see chart-overlay.tsx. */
export function ChartPanel({
  instrument,
  overlay,
}: {
  instrument: Instrument;
  overlay?: ChartOverlay | undefined;
}) {
  return (
    <section aria-label={`${instrument.symbol} chart`} className="instrument-chart">
      <PriceChartWithOverlay
        symbol={instrument.symbol}
        height="clamp(260px, calc(100vh - 470px), 640px)"
        overlay={overlay}
      />
    </section>
  );
}
