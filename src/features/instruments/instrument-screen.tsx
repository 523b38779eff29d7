// /instruments/$instrument: the header (identity, live quote, session, flags, Buy / Sell), then one
// panel at a time. The instrument record is loaded by the route; every panel loads on its own.
import { useEffect } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getBarRecorder } from '@/domain/bars/bar-recorder';
import { loadChartLibrary } from '@/components/charts/chart-library';
import { useLiveClient } from '@/live/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { instrumentQueries } from '@/api/resources/instruments';
import { InstrumentHeader } from './header/instrument-header';
import { InstrumentTabs } from './instrument-tabs';
import type { InstrumentTab } from './lib/instrument-search-params';
import { AnalystsPanel } from './analysts/analysts-panel';
import { EventsPanel } from './events/events-panel';
import { FinancialsPanel } from './financials/financials-panel';
import { NewsPanel } from './news/news-panel';
import { ChainPanel } from './options/chain-panel';
import { OverviewPanel } from './overview/overview-panel';
import { ChartPanel } from './chart/chart-panel';
import type { ChartOverlay } from '@/components/charts/chart-overlay';
import './instruments.css';

const route = getRouteApi('/instruments/$instrument');
const tabs: readonly InstrumentTab[] = [
  'chart',
  'overview',
  'financials',
  'analysts',
  'events',
  'news',
  'options',
];

/** `chartOverlay`: drawn on the Chart tab's chart, given by the route (orders' chart trading). */
export function InstrumentScreen({ chartOverlay }: { chartOverlay?: ChartOverlay } = {}) {
  const { instrument: param } = route.useParams();
  const search = route.useSearch();
  const { data: instrument } = useSuspenseQuery(instrumentQueries.detail(param, true));
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : 'overview';
  // The chart's stored sessions are read, and its library (a lazy chunk, never in the initial
  // bundle) is loaded, when the page opens, so the Chart tab draws at once (history, "Price chart").
  const client = useLiveClient();
  useEffect(() => {
    void getBarRecorder(client).history(instrument.symbol);
  }, [client, instrument.symbol]);
  useEffect(() => {
    loadChartLibrary().catch(() => undefined); // a failure is said by the chart, when it is opened
  }, []);
  return (
    <div className="instrument-screen">
      <InstrumentHeader instrument={instrument} />
      <InstrumentTabs tabs={tabs} current={tab} instrument={param} />
      <div role="tabpanel" className="instrument-panel" aria-label={tab}>
        {tab === 'chart' && <ChartPanel instrument={instrument} overlay={chartOverlay} />}
        {tab === 'overview' && <OverviewPanel instrument={instrument} />}
        {tab === 'financials' && <FinancialsPanel instrument={instrument} />}
        {tab === 'analysts' && <AnalystsPanel instrument={instrument} />}
        {tab === 'events' && <EventsPanel instrument={instrument} />}
        {tab === 'news' && <NewsPanel instrument={instrument} />}
        {tab === 'options' && <ChainPanel instrument={instrument} />}
      </div>
    </div>
  );
}
