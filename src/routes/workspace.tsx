import { createFileRoute } from '@tanstack/react-router';
import { WorkspaceScreen } from '@/features/workspace/workspace-screen';
import { workspacePanels } from './-workspace-panels';

// The workspace's chunk (dockview, the shell of the panels) loads with the route; each panel's own
// code loads when it is first shown.
export const Route = createFileRoute('/workspace')({
  component: () => <WorkspaceScreen panels={workspacePanels} />,
});
