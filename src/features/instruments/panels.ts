// The instruments feature's workspace panels (issue 28); each follows its link group's symbol.
import type { PanelDefinition } from '@/components/panel-contract';

export const instrumentsPanels: readonly PanelDefinition[] = [
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
