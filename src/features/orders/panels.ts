// The orders feature's workspace panels (issue 28): the docked ticket, the blotter and executions,
// all for the active account (domain/active-account).
import type { PanelDefinition } from '@/components/panel-contract';

export const ordersPanels: readonly PanelDefinition[] = [
  { kind: 'ticket', title: 'Order ticket', linkable: true, load: () => import('./panels/ticket-dock-panel') },
  { kind: 'orders', title: 'Orders', linkable: false, load: () => import('./panels/orders-dock-panel') },
  {
    kind: 'executions',
    title: 'Executions',
    linkable: false,
    load: () => import('./panels/executions-dock-panel'),
  },
];
