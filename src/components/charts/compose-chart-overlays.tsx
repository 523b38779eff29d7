// Several overlays on one chart (chart-overlay.tsx): rendered beside it in the given order, their
// lines in the chart's one layer and their choices in its one price menu. Its own module, so a
// registry composes overlays without loading the chart.
import type { ChartOverlay, ChartOverlayProps } from './chart-overlay';

/** Call it once at module level (or once per load): React keeps the result's identity. */
export function composeChartOverlays(...overlays: ChartOverlay[]): ChartOverlay {
  return function ComposedChartOverlay(props: ChartOverlayProps) {
    return overlays.map((Overlay, index) => <Overlay key={index} {...props} />);
  };
}
