// The monitor's workspace panels (issue 28): the live quote board, a watchlist and the tick chart
// (the candle chart is the instruments feature's `chart`).
import type { PanelDefinition } from '@/components/panel-contract';

export const monitorPanels: readonly PanelDefinition[] = [
  { kind: 'board', title: 'Quote board', linkable: false, load: () => import('./board-panel') },
  { kind: 'watchlist', title: 'Watchlist', linkable: false, load: () => import('./watchlist-panel') },
  { kind: 'tick-chart', title: 'Tick chart', linkable: true, load: () => import('./tick-chart-panel') },
];
