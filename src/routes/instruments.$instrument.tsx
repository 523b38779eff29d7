import { createFileRoute } from '@tanstack/react-router';
import { InstrumentNotFound } from '@/features/instruments/instrument-not-found';
import { InstrumentScreen } from '@/features/instruments/instrument-screen';
import { loadTradingChartOverlay } from './-chart-overlays';
import {
  InstrumentPageSearch,
  normalizeInstrumentParam,
} from '@/features/instruments/lib/instrument-search-params';

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
    return <InstrumentScreen loadChartOverlay={loadTradingChartOverlay} />;
  },
  notFoundComponent: InstrumentNotFound,
});
