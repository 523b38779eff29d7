// The assistant's workspace panel (issue 28).
import type { PanelDefinition } from '@/components/panel-contract';

export const assistantPanels: readonly PanelDefinition[] = [
  {
    kind: 'assistant',
    title: 'Assistant',
    linkable: false,
    load: () => import('./panels/assistant-dock-panel'),
  },
];
