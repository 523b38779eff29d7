// The accounts feature's workspace panels (issue 28), for the active account (domain/active-account).
import type { PanelDefinition } from '@/components/panel-contract';

export const accountsPanels: readonly PanelDefinition[] = [
  {
    kind: 'positions',
    title: 'Positions',
    linkable: false,
    load: () => import('./panels/positions-dock-panel'),
  },
  {
    kind: 'balances',
    title: 'Balances',
    linkable: false,
    load: () => import('./panels/balances-dock-panel'),
  },
];
