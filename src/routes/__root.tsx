import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { ShellLayout } from '@/features/shell/shell-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: ShellLayout,
});
