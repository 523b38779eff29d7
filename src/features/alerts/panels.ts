// The alerts feature's workspace panels (components/panel-contract.ts).
import type { PanelDefinition } from '@/components/panel-contract';

export const alertsPanels: readonly PanelDefinition[] = [
  {
    kind: 'alerts',
    title: 'Alerts',
    linkable: false,
    load: () => import('./alerts-panel'),
  },
];
