// The workspace's `chart` panel (issue 28 contract): the PriceChart of the link group's symbol, with
// the chart overlay the registry composes in (orders' chart trading, as on the instrument page and
// the monitor). Hidden (behind another tab): nothing is drawn, so the symbol is released unless
// others stream it.
import type { ComponentType } from 'react';
import type { PanelProps } from '@/components/panel-contract';
import { PriceChartWithOverlay, type ChartOverlay } from '@/components/charts/chart-overlay';

export function ChartDockPanel({
  symbol,
  visible,
  chartOverlay,
}: PanelProps & { chartOverlay?: ChartOverlay | undefined }) {
  if (!symbol) return <p className="muted">Choose a symbol in a linked panel to chart it.</p>;
  if (!visible) return null;
  return <PriceChartWithOverlay key={symbol} symbol={symbol} height={320} overlay={chartOverlay} />;
}

export default function PlainChartDockPanel(props: PanelProps) {
  return <ChartDockPanel {...props} />;
}

/** The chart panel with an overlay drawn on it (one component per overlay: React keeps its identity). */
export function chartDockPanelWith(overlay: ChartOverlay): ComponentType<PanelProps> {
  return function ChartWithOverlayDockPanel(props: PanelProps) {
    return <ChartDockPanel {...props} chartOverlay={overlay} />;
  };
}
