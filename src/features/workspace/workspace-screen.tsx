// /workspace (issue 28): dockable panels from every feature, colour-linked symbols and named
// layouts. The route hands in the panel registry (features never import each other: the route
// composes their panels.ts). Layouts: a menu and Alt+1…9 switch them; save as, rename, delete,
// export / import a JSON file (checked before anything changes), reset to a preset. F6 / Shift+F6
// move focus between panels.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import type { DockviewApi, DockviewPanelApi } from 'dockview';
import { sessionStore } from '@/api/session';
import type { PanelDefinition } from '@/components/panel-contract';
import { Dialog } from '@/components/dialog';
import { Select } from '@/components/form/fields';
import { downloadText } from '@/lib/download';
import { pushToast } from '@/lib/toast-store';
import { DockHost } from './dock-host';
import { PanelFrame, panelComponent } from './panel-frame';
import { layoutFileText, parseLayoutFile, type DockJson, type PanelState } from './layout-schema';
import { PRESET_NAMES, type PresetName } from './presets';
import {
  activeLayout,
  addLayout,
  deleteLayout,
  dismissWorkspaceNotice,
  loadWorkspace,
  renameLayout,
  resetAllLayouts,
  resetToPreset,
  saveDock,
  switchLayout,
  useWorkspace,
  workspaceStore,
} from './workspace-store';
import './workspace.css';

export interface WorkspaceScreenProps {
  /** Every panel kind the terminal offers (the registry the route composes). */
  panels: readonly PanelDefinition[];
}

let panelSequence = 0;
function newPanelId(kind: string, dock: DockviewApi): string {
  for (;;) {
    panelSequence += 1;
    const id = `${kind}-${Date.now().toString(36)}-${panelSequence}`;
    if (!dock.getPanel(id)) return id;
  }
}

/** The panel groups (regions named after their shown panel) in screen order: top to bottom, left to right. */
function panelsInOrder(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.dv-groupview')]
    .filter((el) => el.getClientRects().length > 0)
    .sort((a, b) => {
      const ra = a.getBoundingClientRect();
      const rb = b.getBoundingClientRect();
      return Math.abs(ra.top - rb.top) > 4 ? ra.top - rb.top : ra.left - rb.left;
    });
}

type NameDialog = { kind: 'save-as' | 'rename'; name: string; error: string | null } | null;

export function WorkspaceScreen({ panels }: WorkspaceScreenProps) {
  const definitions = useMemo(() => new Map(panels.map((p) => [p.kind, p])), [panels]);
  const kinds = useMemo(() => new Set(definitions.keys()), [definitions]);
  // The stored layouts are read once the registry is known (their panel kinds are checked).
  useState(() => loadWorkspace(kinds));
  const layouts = useWorkspace((s) => s.layouts);
  const activeName = useWorkspace((s) => s.active);
  const revision = useWorkspace((s) => s.revision);
  const notice = useWorkspace((s) => s.notice);
  const theme = useStore(sessionStore, (s) => s.theme);
  const [dock, setDock] = useState<DockviewApi | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const [confirmResetAll, setConfirmResetAll] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The layout an import just added, removed again if dockview cannot lay it out. */
  const importing = useRef<{ added: string; previous: string } | null>(null);

  const saveNow = useCallback(() => {
    if (dock) saveDock(dock.toJSON() as unknown as DockJson);
  }, [dock]);

  // The workspace fills the window under the shell's header, whatever that header's height.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const measure = () =>
      root.style.setProperty(
        '--workspace-top',
        `${Math.round(root.getBoundingClientRect().top + window.scrollY)}px`,
      );
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // Alt+1…9 switch layouts; F6 / Shift+F6 move between panels.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && /^Digit[1-9]$/.test(event.code)) {
        const target = workspaceStore.getState().layouts[Number(event.code.slice(5)) - 1];
        if (target) {
          event.preventDefault();
          switchLayout(target.name);
        }
        return;
      }
      if (event.key === 'F6' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const root = rootRef.current;
        if (!root) return;
        const list = panelsInOrder(root);
        if (list.length === 0) return;
        event.preventDefault();
        const current = list.findIndex((el) => el.contains(document.activeElement));
        const next =
          current < 0
            ? event.shiftKey
              ? list.length - 1
              : 0
            : (current + (event.shiftKey ? -1 : 1) + list.length) % list.length;
        list[next]?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const addPanel = (kind: string) => {
    const definition = definitions.get(kind);
    if (!dock || !definition) return;
    const params: PanelState = { kind, link: 'red', params: {} };
    const reference = dock.activePanel;
    const panel = dock.addPanel({
      id: newPanelId(kind, dock),
      component: 'panel',
      tabComponent: 'panel-tab',
      title: definition.title,
      params,
      ...(reference ? { position: { referencePanel: reference.id, direction: 'right' as const } } : {}),
    });
    panel.api.setActive();
  };

  const onImport = async (file: File) => {
    setImportError(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setImportError(`“${file.name}” could not be read. Nothing was changed.`);
      return;
    }
    const parsed = parseLayoutFile(text, kinds);
    if (!parsed.ok) {
      setImportError(`“${file.name}” was not imported: ${parsed.message} Your layouts are unchanged.`);
      return;
    }
    const previous = workspaceStore.getState().active;
    const added = addLayout(parsed.value);
    importing.current = { added, previous };
    pushToast({ kind: 'success', title: `Layout “${added}” imported` });
  };

  const onLoadError = (error: unknown) => {
    const pending = importing.current;
    importing.current = null;
    if (pending && workspaceStore.getState().active === pending.added) {
      deleteLayout(pending.added);
      switchLayout(pending.previous);
      setImportError(
        `The imported layout could not be laid out (${error instanceof Error ? error.message : 'unknown error'}). Your layouts are unchanged.`,
      );
      return;
    }
    pushToast({
      kind: 'error',
      title: 'This layout could not be laid out',
      message: 'Reset it to a preset from the Reset menu.',
    });
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (!nameDialog) return;
    const name = nameDialog.name.trim();
    if (!name) return setNameDialog({ ...nameDialog, error: 'Give the layout a name.' });
    if (name.length > 60) return setNameDialog({ ...nameDialog, error: 'At most 60 characters.' });
    if (nameDialog.kind === 'rename') renameLayout(activeName, name);
    else {
      const current = activeLayout();
      addLayout({ ...current, name, dock: dock ? (dock.toJSON() as unknown as DockJson) : current.dock });
    }
    setNameDialog(null);
  };

  const renderPanel = (api: DockviewPanelApi, container: DockviewApi, params: unknown) => {
    const kind = (params as Partial<PanelState> | undefined)?.kind ?? '';
    const definition = definitions.get(kind);
    return (
      <PanelFrame
        api={api}
        dock={container}
        params={params}
        definition={definition}
        Panel={definition ? panelComponent(definition) : null}
        onStateChange={saveNow}
      />
    );
  };

  const current = layouts.find((l) => l.name === activeName) ?? layouts[0];

  return (
    <div className="workspace-screen" ref={rootRef}>
      <header className="workspace-bar">
        <h1 className="visually-hidden">Workspace</h1>
        <label>
          Layout
          <Select
            value={activeName}
            onChange={(e) => switchLayout(e.target.value)}
            title="Alt+1…9 switch layouts"
          >
            {layouts.map((l, index) => (
              <option key={l.name} value={l.name}>
                {index < 9 ? `${l.name} (Alt+${index + 1})` : l.name}
              </option>
            ))}
          </Select>
        </label>
        <button
          type="button"
          onClick={() => setNameDialog({ kind: 'save-as', name: `${activeName} copy`, error: null })}
        >
          Save as…
        </button>
        <button
          type="button"
          onClick={() => setNameDialog({ kind: 'rename', name: activeName, error: null })}
        >
          Rename…
        </button>
        <button type="button" disabled={layouts.length <= 1} onClick={() => deleteLayout(activeName)}>
          Delete
        </button>
        <Select
          aria-label="Reset the layout to a preset"
          value=""
          onChange={(e) => {
            const value = e.target.value;
            if (value === 'all') setConfirmResetAll(true);
            else if ((PRESET_NAMES as readonly string[]).includes(value)) resetToPreset(value as PresetName);
          }}
        >
          <option value="">Reset to preset…</option>
          {PRESET_NAMES.map((name) => (
            <option key={name} value={name}>
              This layout as “{name}”
            </option>
          ))}
          <option value="all">Every layout back to the presets…</option>
        </Select>
        <button
          type="button"
          onClick={() => {
            const layout = activeLayout();
            const json = dock ? (dock.toJSON() as unknown as DockJson) : layout.dock;
            downloadText(
              layoutFileText({ ...layout, dock: json }),
              `${layout.name.replace(/[^\w.-]+/g, '-')}.layout.json`,
              'application/json',
            );
          }}
        >
          Export
        </button>
        <button type="button" onClick={() => fileRef.current?.click()}>
          Import…
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Layout file to import"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void onImport(file);
          }}
        />
        <span className="spacer" />
        <Select
          aria-label="Add a panel"
          value=""
          onChange={(e) => {
            if (e.target.value) addPanel(e.target.value);
          }}
        >
          <option value="">Add panel…</option>
          {panels.map((p) => (
            <option key={p.kind} value={p.kind}>
              {p.title}
            </option>
          ))}
        </Select>
      </header>
      {notice && (
        <div className="warning workspace-notice" role="alert">
          <p>{notice.message}</p>
          <div className="button-row">
            <button
              type="button"
              onClick={() =>
                downloadText(notice.badCopy, 'unreadable-workspace-layouts.json', 'application/json')
              }
            >
              Download the unreadable copy
            </button>
            <button type="button" onClick={dismissWorkspaceNotice}>
              Dismiss
            </button>
          </div>
        </div>
      )}
      {importError && (
        <div className="field-error workspace-notice" role="alert">
          <p>{importError}</p>
          <button type="button" className="link-button" onClick={() => setImportError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {current && (
        <DockHost
          theme={theme}
          dock={current.dock}
          revision={revision}
          onChange={(json) => saveDock(json as unknown as DockJson)}
          onLoadError={onLoadError}
          onReady={setDock}
          renderPanel={renderPanel}
          empty={
            <p>
              No panels in “{activeName}”. Add one from <strong>Add panel…</strong> above, or reset the layout
              to a preset.
            </p>
          }
        />
      )}
      {nameDialog && (
        <Dialog
          title={nameDialog.kind === 'rename' ? 'Rename the layout' : 'Save the layout as a new one'}
          onCancel={() => setNameDialog(null)}
        >
          <form onSubmit={submitName} className="form">
            <label>
              Name
              <input
                value={nameDialog.name}
                maxLength={60}
                onChange={(e) => setNameDialog({ ...nameDialog, name: e.target.value, error: null })}
                aria-invalid={nameDialog.error ? true : undefined}
                aria-describedby={nameDialog.error ? 'layout-name-error' : undefined}
              />
            </label>
            {nameDialog.error && (
              <p id="layout-name-error" role="alert" className="field-error">
                {nameDialog.error}
              </p>
            )}
            <div className="modal-actions">
              <button type="submit" className="primary">
                {nameDialog.kind === 'rename' ? 'Rename' : 'Save'}
              </button>
              <button type="button" onClick={() => setNameDialog(null)}>
                Cancel
              </button>
            </div>
          </form>
        </Dialog>
      )}
      {confirmResetAll && (
        <Dialog title="Every layout back to the presets?" onCancel={() => setConfirmResetAll(false)}>
          <p>
            Your own layouts are removed and the Day trading, Options and Research presets come back as they
            were.
          </p>
          <div className="modal-actions">
            <button
              type="button"
              className="danger"
              onClick={() => {
                resetAllLayouts();
                setConfirmResetAll(false);
              }}
            >
              Reset every layout
            </button>
            <button type="button" onClick={() => setConfirmResetAll(false)}>
              Cancel
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
