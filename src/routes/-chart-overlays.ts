// Orders' chart trading and alerts' alert lines, composed for a chart that loads on demand (the
// instrument page's Chart tab, the workspace's chart panel): one download, one composed overlay
// (React keeps its identity), tried afresh after a failed download. The `-` prefix keeps this file
// out of the route tree; features never import each other, so they are composed here.
import type { ChartOverlay } from '@/components/charts/chart-overlay';
import { composeChartOverlays } from '@/components/charts/compose-chart-overlays';

let loaded: Promise<ChartOverlay> | undefined;

export function loadTradingChartOverlay(): Promise<ChartOverlay> {
  loaded ??= Promise.all([
    import('@/features/orders/chart-trading/chart-trading'),
    import('@/features/alerts/chart-alerts'),
  ])
    .then(([orders, alerts]) => composeChartOverlays(orders.ChartTrading, alerts.ChartAlerts))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
