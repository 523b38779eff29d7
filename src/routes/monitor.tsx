import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MonitorScreen } from '@/features/monitor/monitor-screen';
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

export const Route = createFileRoute('/monitor')({
  validateSearch: (search) => MonitorSearch.parse(search),
  // The orders feature's chart trading on the selected symbol's chart (composed here, see chart-overlay.tsx).
  component: function MonitorRoute() {
    return <MonitorScreen chartOverlay={ChartTrading} />;
  },
});
