// The instrument feature's workspace panels (components/panel-contract.ts): the workspace registry
// (routes/-workspace-panels.ts) composes every feature's panels. `kind` is stored in saved layouts:
// never rename one. Each follows its link group's symbol.
import type { ChartOverlay } from '@/components/charts/chart-overlay';
import type { PanelDefinition } from '@/components/panel-contract';

/**
 * The price chart of the link group's symbol: candles from the live feed, Ticks/1m/5m/15m. With
 * `loadOverlay` (given by the registry: orders' chart trading), the overlay is drawn on it and loads
 * with the panel.
 */
export function chartPanel(loadOverlay?: () => Promise<ChartOverlay>): PanelDefinition {
  return {
    kind: 'chart',
    title: 'Chart',
    linkable: true,
    load: async () => {
      const [panel, overlay] = await Promise.all([import('./chart/chart-dock-panel'), loadOverlay?.()]);
      return { default: overlay ? panel.chartDockPanelWith(overlay) : panel.default };
    },
  };
}

/** The instrument feature's panels; `chartOverlay` loads what the registry draws on the chart. */
export const instrumentPanelsWith = ({
  chartOverlay,
}: { chartOverlay?: () => Promise<ChartOverlay> } = {}): readonly PanelDefinition[] => [
  chartPanel(chartOverlay),
  {
    kind: 'instrument',
    title: 'Instrument',
    linkable: true,
    load: () => import('./panels/instrument-summary-panel'),
  },
  {
    kind: 'option-chain',
    title: 'Option chain',
    linkable: true,
    load: () => import('./panels/option-chain-panel'),
  },
  { kind: 'news', title: 'News', linkable: true, load: () => import('./panels/news-dock-panel') },
  {
    kind: 'events',
    title: 'Corporate events',
    linkable: true,
    load: () => import('./panels/events-dock-panel'),
  },
];

export const instrumentPanels: readonly PanelDefinition[] = instrumentPanelsWith();
