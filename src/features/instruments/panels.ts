// The instrument feature's workspace panels (components/panel-contract.ts): the workspace registry
// in app/ composes every feature's panels. `kind` is stored in saved layouts: never rename one.
import type { PanelDefinition } from '@/components/panel-contract';

/** The price chart of the link group's symbol: candles from the live feed, Ticks/1m/5m/15m. */
export const chart: PanelDefinition = {
  kind: 'chart',
  title: 'Chart',
  linkable: true,
  load: () => import('./chart/chart-dock-panel'),
};

export const instrumentPanels: readonly PanelDefinition[] = [chart];
