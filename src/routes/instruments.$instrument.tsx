import { createFileRoute } from '@tanstack/react-router';
import { InstrumentNotFound } from '@/features/instruments/instrument-not-found';
import { InstrumentScreen } from '@/features/instruments/instrument-screen';
import { composeChartOverlays } from '@/components/charts/compose-chart-overlays';
import type { ChartOverlay } from '@/components/charts/chart-overlay';
import {
  InstrumentPageSearch,
  normalizeInstrumentParam,
} from '@/features/instruments/lib/instrument-search-params';

/**
 * Orders' chart trading and alerts' alert lines on the instrument's chart (one layer, one price
 * menu), loaded with the Chart tab, not with the page.
 */
let chartOverlay: Promise<ChartOverlay> | undefined;
const loadChartOverlay = () =>
  (chartOverlay ??= Promise.all([
    import('@/features/orders/chart-trading/chart-trading'),
    import('@/features/alerts/chart-alerts'),
  ]).then(([orders, alerts]) => composeChartOverlays(orders.ChartTrading, alerts.ChartAlerts))).catch(
    (error: unknown) => {
      chartOverlay = undefined; // a failed download is tried again next time
      throw error;
    },
  );

export const Route = createFileRoute('/instruments/$instrument')({
  params: {
    parse: ({ instrument }) => ({ instrument: normalizeInstrumentParam(instrument) }),
    stringify: ({ instrument }) => ({ instrument }),
  },
  validateSearch: (search) => InstrumentPageSearch.parse(search),
  // Imported on demand so the instrument schemas stay out of the entry bundle.
  loader: async ({ context, params }) =>
    (await import('@/features/instruments/lib/load-instrument')).loadInstrument(
      context.queryClient,
      params.instrument,
    ),
  // The orders and alerts features on the instrument's chart: composed here, where all may be imported.
  component: function InstrumentRoute() {
    return <InstrumentScreen loadChartOverlay={loadChartOverlay} />;
  },
  notFoundComponent: InstrumentNotFound,
});
