// The instrument feature's workspace panels (components/panel-contract.ts): the workspace registry
// (routes/-workspace-panels.ts) composes every feature's panels. `kind` is stored in saved layouts:
// never rename one. Each follows its link group's symbol.
import type { PanelDefinition } from '@/components/panel-contract';

/** The price chart of the link group's symbol: candles from the live feed, Ticks/1m/5m/15m. */
export const chart: PanelDefinition = {
  kind: 'chart',
  title: 'Chart',
  linkable: true,
  load: () => import('./chart/chart-dock-panel'),
};

export const instrumentPanels: readonly PanelDefinition[] = [
  chart,
  {
    kind: 'instrument',
    title: 'Instrument',
    linkable: true,
    load: () => import('./panels/instrument-summary-panel'),
  },
  { kind: 'option-chain', title: 'Option chain', linkable: true, load: () => import('./panels/option-chain-panel') },
  { kind: 'news', title: 'News', linkable: true, load: () => import('./panels/news-dock-panel') },
  { kind: 'events', title: 'Corporate events', linkable: true, load: () => import('./panels/events-dock-panel') },
];
