// The monitor's workspace panels (issue 28): the live quote board and the tick chart.
import type { PanelDefinition } from '@/components/panel-contract';

export const monitorPanels: readonly PanelDefinition[] = [
  { kind: 'board', title: 'Quote board', linkable: false, load: () => import('./board-panel') },
  { kind: 'chart', title: 'Chart', linkable: true, load: () => import('./tick-chart-panel') },
];
