import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { ShellLayout } from '@/features/shell/shell-layout';
import { HotkeysHelpToggle, OrdersOverlay } from '@/features/orders/orders-overlay';
import { AlertsOverlay } from '@/features/alerts/alerts-overlay';
import { AssistantSidePanel, AssistantToggle } from '@/features/assistant/assistant-overlay';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <ShellLayout
        statusEnd={
          <>
            <AssistantToggle />
            <HotkeysHelpToggle />
          </>
        }
        side={<AssistantSidePanel />}
      />
      <OrdersOverlay />
      <AlertsOverlay />
    </>
  ),
});
