// The assistant as a workspace panel (issue 28): the side panel's thread for the active account,
// filling its dock panel instead of standing beside the screen.
import type { PanelProps } from '@/components/panel-contract';
import { AssistantPanel } from '../components/assistant-panel';
import '../assistant.css';

export default function AssistantDockPanel(_props: PanelProps) {
  return (
    <div className="assistant-dock">
      <AssistantPanel />
    </div>
  );
}
