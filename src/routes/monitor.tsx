import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MonitorScreen } from '@/features/monitor/monitor-screen';
import { composeChartOverlays } from '@/components/charts/compose-chart-overlays';
import { ChartAlerts } from '@/features/alerts/chart-alerts';
import { ChartTrading } from '@/features/orders/chart-trading/chart-trading';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

const MonitorSearch = z.lazy(() =>
  z.object({
    symbols: z.string().optional().catch(undefined),
    selected: z.string().optional().catch(undefined),
    /** Show this watchlist's symbols instead of `symbols`. */
    watchlist: z.string().optional().catch(undefined),
  }),
);

/** Orders' chart trading and alerts' alert lines on the selected symbol's chart. */
const chartOverlay = composeChartOverlays(ChartTrading, ChartAlerts);

export const Route = createFileRoute('/monitor')({
  validateSearch: (search) => MonitorSearch.parse(search),
  // The orders and alerts features on the selected symbol's chart (composed here, see chart-overlay.tsx).
  component: function MonitorRoute() {
    return <MonitorScreen chartOverlay={chartOverlay} />;
  },
});
