// The instrument page's Chart tab (first): the kit's PriceChart of the instrument, candles built
// from the live feed. The workspace docks the same chart as its `chart` panel (../panels.ts).
import type { Instrument } from '@/api/schemas/instruments';
import { PriceChart } from '@/components/charts/price-chart';

export function ChartPanel({ instrument }: { instrument: Instrument }) {
  return (
    <section aria-label={`${instrument.symbol} chart`} className="instrument-chart">
      <PriceChart symbol={instrument.symbol} height={440} />
    </section>
  );
}
