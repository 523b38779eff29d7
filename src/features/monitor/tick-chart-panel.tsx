// The monitor's live tick chart as a workspace panel: the linked symbol's last prices.
import type { PanelProps } from '@/components/panel-contract';
import { TickChart } from '@/components/charts/tick-chart';
import { LiveCell } from '@/components/live/live-cell';

export default function TickChartPanel({ symbol }: PanelProps) {
  if (!symbol) return <p className="muted">Choose a symbol in a linked panel, or type one above.</p>;
  return (
    <section aria-label={`${symbol} chart`} className="tick-chart-panel" data-testid="tick-chart">
      <h2 className="panel-symbol-title">
        {symbol} <LiveCell symbol={symbol} field="last" showAge />
      </h2>
      <TickChart symbol={symbol} height={300} />
    </section>
  );
}
