// /instruments/$instrument: the header (identity, live quote, session, flags, Buy / Sell), then one
// panel at a time. The instrument record is loaded by the route; every panel loads on its own.
// Only the header and the default Overview come with the page: each other tab's code is its own
// chunk, loaded when the tab is opened or pointed at (and the Chart's, with its library and stored
// bars, once the header shows a price), so opening the page downloads what it shows and no more.
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { whenIdle } from '@/lib/startup';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Instrument } from '@/api/schemas/instruments';
import { instrumentQueries } from '@/api/resources/instruments';
import type { ChartOverlay } from '@/components/charts/chart-overlay';
import { lazyPart } from '@/components/lazy-part';
import type { LiveQuoteClient } from '@/live/client';
import { useLiveClient, useQuote } from '@/live/hooks';
import { InstrumentHeader } from './header/instrument-header';
import { InstrumentTabs, TAB_LABELS } from './instrument-tabs';
import type { InstrumentTab } from './lib/instrument-search-params';
import { OverviewPanel } from './overview/overview-panel';
import { PanelLoading } from './panel-state';
import './instruments.css';

const route = getRouteApi('/instruments/$instrument');
/** The tabs, in the order of their labels (every tab has one: TAB_LABELS is a Record of them all). */
const tabs = Object.keys(TAB_LABELS) as InstrumentTab[];

type TabPanel = ComponentType<{ instrument: Instrument }>;
type LazyTab = Exclude<InstrumentTab, 'overview' | 'chart'>;

/** Each tab's code (the chart's is built per overlay, below); importing twice loads once. */
const TAB_LOADERS: Record<LazyTab, () => Promise<{ default: TabPanel }>> = {
  financials: () => import('./financials/financials-panel').then((m) => ({ default: m.FinancialsPanel })),
  analysts: () => import('./analysts/analysts-panel').then((m) => ({ default: m.AnalystsPanel })),
  events: () => import('./events/events-panel').then((m) => ({ default: m.EventsPanel })),
  news: () => import('./news/news-panel').then((m) => ({ default: m.NewsPanel })),
  options: () => import('./options/chain-panel').then((m) => ({ default: m.ChainPanel })),
};
const LAZY_TABS = Object.fromEntries(
  Object.entries(TAB_LOADERS).map(([tab, load]) => [
    tab,
    lazyPart(`The ${TAB_LABELS[tab as LazyTab]} tab`, load),
  ]),
) as Record<LazyTab, TabPanel>;

/** The Chart tab's code, its chart library and the overlay the route draws on it. */
function chartTabLoader(loadOverlay?: () => Promise<ChartOverlay>) {
  return () =>
    Promise.all([import('./chart/chart-panel'), loadOverlay?.()]).then(([m, overlay]) => ({
      default: ((props: { instrument: Instrument }) => (
        <m.ChartPanel {...props} overlay={overlay} />
      )) as TabPanel,
    }));
}

/** Before the Chart tab is opened: its code, the library and the symbol's stored bars, so it draws at once. */
async function preloadChart(loadTab: () => Promise<unknown>, symbol: string, client: LiveQuoteClient) {
  const [{ loadChartLibrary }, { getBarRecorder }] = await Promise.all([
    import('@/components/charts/chart-library'),
    import('@/domain/bars/bar-recorder'),
    loadTab(),
  ]);
  await Promise.all([loadChartLibrary(), getBarRecorder(client).history(symbol)]);
}

/** How long the page waits for the header's price before it preloads the Chart tab anyway. */
const CHART_PRELOAD_FALLBACK_MS = 2_000;

/**
 * `loadChartOverlay`: what the route draws on the Chart tab's chart (orders' chart trading and the
 * alert lines), loaded with that tab.
 */
export function InstrumentScreen({
  loadChartOverlay,
}: { loadChartOverlay?: () => Promise<ChartOverlay> } = {}) {
  const { instrument: param } = route.useParams();
  const search = route.useSearch();
  const { data: instrument } = useSuspenseQuery(instrumentQueries.detail(param, true));
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : 'overview';
  const chart = useMemo(() => {
    const load = chartTabLoader(loadChartOverlay);
    return { load, Panel: lazyPart('The Chart tab', load) };
  }, [loadChartOverlay]);

  // Once the header shows a price (or after a while without one), the Chart tab is made ready.
  const client = useLiveClient();
  const priced = useQuote(instrument.symbol, (q) => q?.last_price != null);
  useEffect(() => {
    // A failure is said by the tab, when it is opened.
    const start = () => void preloadChart(chart.load, instrument.symbol, client).catch(() => undefined);
    if (priced) {
      // At an idle moment after the price painted: the header's frame is not the preload's.
      return whenIdle(start, 500);
    }
    const timer = setTimeout(start, CHART_PRELOAD_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [chart, client, instrument.symbol, priced]);

  const preload = (next: InstrumentTab) => {
    if (next === 'chart') void chart.load().catch(() => undefined);
    else if (next !== 'overview') void TAB_LOADERS[next]().catch(() => undefined);
  };
  const Panel: TabPanel = tab === 'overview' ? OverviewPanel : tab === 'chart' ? chart.Panel : LAZY_TABS[tab];
  return (
    <div className="instrument-screen">
      <InstrumentHeader instrument={instrument} />
      <InstrumentTabs tabs={tabs} current={tab} instrument={param} onIntent={preload} />
      <div role="tabpanel" className="instrument-panel" aria-label={tab}>
        <Suspense fallback={<PanelLoading label={`Loading ${TAB_LABELS[tab]}`} />}>
          <Panel instrument={instrument} />
        </Suspense>
      </div>
    </div>
  );
}
