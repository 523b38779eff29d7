// The one panel registry of the workspace (issue 28): every feature's panels.ts, composed here
// because features never import each other. A panel's `kind` is stored in saved layouts: never
// rename one. (The `-` prefix keeps this file out of the route tree.)
import type { PanelDefinition } from '@/components/panel-contract';
import { monitorPanels } from '@/features/monitor/panels';
import { ordersPanels } from '@/features/orders/panels';
import { accountsPanels } from '@/features/accounts/panels';
import { instrumentPanelsWith } from '@/features/instruments/panels';
import { screenerPanels } from '@/features/screener/panels';
import { assistantPanels } from '@/features/assistant/panels';
import { alertsPanels } from '@/features/alerts/panels';
import { loadTradingChartOverlay } from './-chart-overlays';

export const workspacePanels: readonly PanelDefinition[] = [
  ...monitorPanels,
  ...ordersPanels,
  ...accountsPanels,
  // Orders' chart trading and alerts' alert lines on the workspace's chart, as on the instrument
  // page and the monitor (loaded with the chart panel, not with the workspace).
  ...instrumentPanelsWith({
    chartOverlay: loadTradingChartOverlay,
  }),
  ...screenerPanels,
  ...assistantPanels,
  ...alertsPanels,
];
