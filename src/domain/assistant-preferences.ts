// The user's assistant preferences (Settings → Assistant), kept in this browser. They decide which
// structured-action capabilities the app offers the assistant: the request carries an allowlist.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { Capability } from '@/api/schemas/assistant';

export type AssistantCapability = Capability;

export interface AssistantPreferences {
  /** Let the assistant prepare order tickets (PREFILL_ORDER). */
  orderPrefills: boolean;
}

const KEY = 'assistant.preferences.v1';
const DEFAULTS: AssistantPreferences = { orderPrefills: true };

function load(): AssistantPreferences {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<AssistantPreferences>) : {};
    return { orderPrefills: parsed.orderPrefills !== false };
  } catch {
    return { ...DEFAULTS };
  }
}

export const assistantPreferencesStore = createStore<AssistantPreferences>(() => load());

export function setAssistantPreferences(patch: Partial<AssistantPreferences>): void {
  assistantPreferencesStore.setState(patch);
  try {
    localStorage.setItem(KEY, JSON.stringify(assistantPreferencesStore.getState()));
  } catch {
    // Storage full or disabled: the choice holds for this session.
  }
}

/** Re-reads storage (tests clear it between cases). */
export function reloadAssistantPreferences(): void {
  assistantPreferencesStore.setState(load(), true);
}

/** The capabilities sent with every assistant request. */
export function allowedCapabilities(prefs: AssistantPreferences): AssistantCapability[] {
  const all: AssistantCapability[] = [...Capability.options];
  return prefs.orderPrefills ? all : all.filter((c) => c !== 'PREFILL_ORDER');
}

export function useAssistantPreferences(): AssistantPreferences {
  return useStore(assistantPreferencesStore);
}
