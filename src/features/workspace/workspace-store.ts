// The workspace's layouts and link groups (issue 28), kept in this browser (localStorage,
// versioned, checked with zod on read). Every change is saved at once: layouts are "saved
// automatically as they change". A stored copy that does not read falls back to the presets with a
// notice that keeps the bad copy for download.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RoutedTicketRequest } from '@/components/panel-contract';
import type { TicketRequest } from '@/domain/ticket-intent';
import {
  parseStoredWorkspace,
  WORKSPACE_VERSION,
  type DockJson,
  type Layout,
  type LinkColour,
  type StoredWorkspace,
} from './layout-schema';
import { presetLayout, presetLayouts, type PresetName } from './presets';

export const WORKSPACE_STORAGE_KEY = 'terminal.workspace.v1';

export interface WorkspaceNotice {
  message: string;
  /** The stored text that could not be read, offered for download. */
  badCopy: string;
}

export interface WorkspaceState {
  /** False until the stored layouts were read (the registry's kinds are needed to check them). */
  loaded: boolean;
  layouts: Layout[];
  active: string;
  notice: WorkspaceNotice | null;
  /** Increases when a layout is replaced from outside the dock (switch, import, reset). */
  revision: number;
  /** The last ticket request of each link group, for its docked ticket (not saved). */
  ticketRequests: Partial<Record<LinkColour, RoutedTicketRequest>>;
}

const initial = (): WorkspaceState => ({
  loaded: false,
  layouts: presetLayouts(),
  active: 'Day trading',
  notice: null,
  revision: 0,
  ticketRequests: {},
});

export const workspaceStore = createStore<WorkspaceState>(initial);

export function resetWorkspaceStore(): void {
  workspaceStore.setState(initial(), true);
}

function save(): void {
  const { layouts, active } = workspaceStore.getState();
  const stored: StoredWorkspace = { version: WORKSPACE_VERSION, active, layouts };
  try {
    localStorage.setItem(WORKSPACE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the layouts hold for this page.
  }
}

/** Reads the stored layouts once; a corrupt copy falls back to the presets with a notice. */
export function loadWorkspace(kinds: ReadonlySet<string>): void {
  if (workspaceStore.getState().loaded) return;
  let text: string | null = null;
  try {
    text = localStorage.getItem(WORKSPACE_STORAGE_KEY);
  } catch {
    text = null;
  }
  if (text === null) {
    workspaceStore.setState({ loaded: true });
    return;
  }
  const parsed = parseStoredWorkspace(text, kinds);
  if (parsed.ok) {
    workspaceStore.setState({ loaded: true, layouts: parsed.value.layouts, active: parsed.value.active });
    return;
  }
  workspaceStore.setState({
    loaded: true,
    notice: {
      message: `Your saved layouts could not be read (${parsed.message}), so the preset layouts are shown. Download the unreadable copy to keep it; it is replaced when the layout next changes.`,
      badCopy: text,
    },
  });
}

export function dismissWorkspaceNotice(): void {
  workspaceStore.setState({ notice: null });
}

export function activeLayout(state: WorkspaceState = workspaceStore.getState()): Layout {
  return (
    state.layouts.find((l) => l.name === state.active) ?? state.layouts[0] ?? presetLayout('Day trading')
  );
}

function replaceLayout(name: string, update: (layout: Layout) => Layout): void {
  workspaceStore.setState((s) => ({ layouts: s.layouts.map((l) => (l.name === name ? update(l) : l)) }));
  save();
}

/** The dock changed (a panel added, moved, resized, closed): saved into the active layout. */
export function saveDock(dock: DockJson): void {
  replaceLayout(workspaceStore.getState().active, (l) => ({ ...l, dock }));
}

/** A link group's symbol (the active layout's). */
export function setLinkSymbol(colour: LinkColour, symbol: string): void {
  replaceLayout(workspaceStore.getState().active, (l) => ({ ...l, links: { ...l.links, [colour]: symbol } }));
}

let ticketSequence = 0;

/** A panel of the `colour` group asked for a ticket: the group's docked ticket takes it. */
export function routeTicket(colour: LinkColour, request: TicketRequest): void {
  ticketSequence += 1;
  const routed = { request, sequence: ticketSequence };
  workspaceStore.setState((s) => ({ ticketRequests: { ...s.ticketRequests, [colour]: routed } }));
}

export function switchLayout(name: string): boolean {
  const state = workspaceStore.getState();
  if (!state.layouts.some((l) => l.name === name) || state.active === name) return false;
  workspaceStore.setState({ active: name, revision: state.revision + 1 });
  save();
  return true;
}

/** A unique name from `wanted` ("Day trading 2" when taken). */
export function freeLayoutName(wanted: string, layouts = workspaceStore.getState().layouts): string {
  const base = wanted.trim().slice(0, 56) || 'Layout';
  if (!layouts.some((l) => l.name === base)) return base;
  for (let n = 2; ; n += 1) if (!layouts.some((l) => l.name === `${base} ${n}`)) return `${base} ${n}`;
}

/** Adds a layout (a copy, an import) under a free name and shows it. */
export function addLayout(layout: Layout): string {
  const state = workspaceStore.getState();
  const name = freeLayoutName(layout.name, state.layouts);
  workspaceStore.setState({
    layouts: [...state.layouts, { ...layout, name }],
    active: name,
    revision: state.revision + 1,
  });
  save();
  return name;
}

export function renameLayout(from: string, to: string): string {
  const state = workspaceStore.getState();
  const name = freeLayoutName(
    to,
    state.layouts.filter((l) => l.name !== from),
  );
  workspaceStore.setState({
    layouts: state.layouts.map((l) => (l.name === from ? { ...l, name } : l)),
    active: state.active === from ? name : state.active,
  });
  save();
  return name;
}

export function deleteLayout(name: string): void {
  const state = workspaceStore.getState();
  const layouts = state.layouts.filter((l) => l.name !== name);
  if (layouts.length === 0) return;
  const active = state.active === name ? (layouts[0]?.name ?? '') : state.active;
  workspaceStore.setState({ layouts, active, revision: state.revision + 1 });
  save();
}

/** The active layout becomes the preset again (its name kept). */
export function resetToPreset(preset: PresetName): void {
  const state = workspaceStore.getState();
  const fresh = presetLayout(preset, state.active);
  workspaceStore.setState({
    layouts: state.layouts.map((l) => (l.name === state.active ? fresh : l)),
    revision: state.revision + 1,
  });
  save();
}

/** Every layout back to the three presets. */
export function resetAllLayouts(): void {
  workspaceStore.setState((s) => ({
    layouts: presetLayouts(),
    active: 'Day trading',
    revision: s.revision + 1,
    notice: null,
  }));
  save();
}

export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  return useStore(workspaceStore, selector);
}
