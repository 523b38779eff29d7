// What the user is typing, per thread (and for a new thread), kept across navigation for the
// session: leaving the assistant and coming back finds the text where it was.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

const KEY = 'assistant.drafts.v1';

function load(): Record<string, string> {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const draftStore = createStore<Record<string, string>>(() => load());

export function setDraft(threadKey: string, text: string): void {
  draftStore.setState((s) => {
    const next = { ...s };
    if (text) next[threadKey] = text;
    else delete next[threadKey];
    return next;
  }, true);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draftStore.getState()));
  } catch {
    // Storage unavailable: drafts live for this page only.
  }
}

export function useDraft(threadKey: string): string {
  return useStore(draftStore, (s) => s[threadKey] ?? '');
}

export function resetDrafts(): void {
  draftStore.setState({}, true);
}
