// The assistant side panel over any screen: whether it is open and which thread it shows (the
// screen's URL belongs to the screen under it, so the panel keeps its own).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface PanelState {
  open: boolean;
  threadId: string | null;
}

export const assistantPanelStore = createStore<PanelState>(() => ({ open: false, threadId: null }));

export const setAssistantPanel = (patch: Partial<PanelState>) => assistantPanelStore.setState(patch);

export function useAssistantPanel<T>(selector: (s: PanelState) => T): T {
  return useStore(assistantPanelStore, selector);
}
