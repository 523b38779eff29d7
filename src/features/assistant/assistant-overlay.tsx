// What the assistant adds to every screen but /assistant itself: a toggle in the shell's status strip
// and the assistant as a side panel beside the current screen (the shell narrows the screen for it,
// so it hides nothing). The panel loads on first use.
import { Suspense } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { useRouterState } from '@tanstack/react-router';
import { setAssistantPanel, useAssistantPanel } from './lib/panel-store';

const AssistantPanel = lazyPart(
  'The assistant',
  () => import('./components/assistant-panel').then((m) => ({ default: m.AssistantPanel })),
  { className: 'assistant-panel', onClose: () => setAssistantPanel({ open: false }) },
);

const usePathname = () => useRouterState({ select: (s) => s.location.pathname });

/** "Ask the assistant": opens (or closes) the side panel. */
export function AssistantToggle() {
  const pathname = usePathname();
  const open = useAssistantPanel((s) => s.open);
  if (pathname.startsWith('/assistant')) return null;
  return (
    <button
      type="button"
      className="assistant-panel-toggle"
      aria-expanded={open}
      onClick={() => setAssistantPanel({ open: !open })}
    >
      Ask the assistant
    </button>
  );
}

/** The side panel, while it is open. */
export function AssistantSidePanel() {
  const pathname = usePathname();
  const open = useAssistantPanel((s) => s.open);
  if (pathname.startsWith('/assistant') || !open) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel />
    </Suspense>
  );
}
