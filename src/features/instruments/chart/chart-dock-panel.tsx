// The workspace's `chart` panel (issue 28 contract): the PriceChart of the link group's symbol.
// Hidden (behind another tab): nothing is drawn, so the symbol is released unless others stream it.
import type { PanelProps } from '@/components/panel-contract';
import { PriceChart } from '@/components/charts/price-chart';

export default function ChartDockPanel({ symbol, visible }: PanelProps) {
  if (!symbol) return <p className="muted">Choose a symbol in a linked panel to chart it.</p>;
  if (!visible) return null;
  return <PriceChart key={symbol} symbol={symbol} height={320} />;
}
