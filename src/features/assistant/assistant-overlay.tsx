// What the assistant adds to every screen: a button that opens the assistant as a side panel over
// the current screen (not on /assistant itself). The panel loads on first use.
import { lazy, Suspense } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { setAssistantPanel, useAssistantPanel } from './lib/panel-store';

const AssistantPanel = lazy(() =>
  import('./components/assistant-panel').then((m) => ({ default: m.AssistantPanel })),
);

export function AssistantOverlay() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const open = useAssistantPanel((s) => s.open);
  if (pathname.startsWith('/assistant')) return null;
  return (
    <>
      {!open && (
        <button
          type="button"
          className="assistant-panel-toggle"
          onClick={() => setAssistantPanel({ open: true })}
        >
          Ask the assistant
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <AssistantPanel />
        </Suspense>
      )}
    </>
  );
}
