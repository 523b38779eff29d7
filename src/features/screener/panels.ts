// The screener's workspace panel (issue 28): a saved screener's results.
import type { PanelDefinition } from '@/components/panel-contract';

export const screenerPanels: readonly PanelDefinition[] = [
  {
    kind: 'screener',
    title: 'Screener results',
    linkable: false,
    load: () => import('./panels/screener-results-panel'),
  },
];
