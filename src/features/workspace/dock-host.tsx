// The bridge between dockview (its framework-free core: the installed `dockview` 8 package is a
// re-export of dockview-core, the React bindings live in another package) and React: dockview owns
// the grid, tabs, splitters, floating groups and serialisation; each panel's content element is a
// React portal of this component, so panels keep the app's providers (router, query client, live
// client). Tabs are small DOM renderers showing the panel's link colour.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type * as DockviewLibrary from 'dockview';
import type {
  DockviewApi,
  DockviewTheme,
  DockviewPanelApi,
  GroupPanelPartInitParameters,
  IContentRenderer,
  ITabRenderer,
  PanelUpdateEvent,
  SerializedDockview,
  TabPartInitParameters,
} from 'dockview';
import 'dockview/dist/styles/dockview.css';

// The library is its own chunk (≈ 80 kB gzipped), loaded by the workspace when it mounts.
type DockviewModule = typeof DockviewLibrary;
let dockviewModule: Promise<DockviewModule> | null = null;
const loadDockview = () => (dockviewModule ??= import('dockview'));
import {
  LINK_MARK_COLOURS,
  LINK_NAMES,
  type DockJson,
  type PanelLink,
  type PanelState,
} from './layout-schema';

interface Mounted {
  element: HTMLElement;
  api: DockviewPanelApi;
  dock: DockviewApi;
  /** The panel's parameters when it was made (the api reports them only after init). */
  params: unknown;
}

type Register = (key: string, mounted: Mounted | null) => void;

let bridgeSequence = 0;
let themes: Record<'dark' | 'light', DockviewTheme> | null = null;

/** A panel's content: an element dockview places; React renders into it through a portal. */
class ContentBridge implements IContentRenderer {
  readonly element = document.createElement('div');
  private readonly key = `panel-${(bridgeSequence += 1)}`;
  private entry: Mounted | null = null;
  constructor(private readonly register: Register) {
    this.element.className = 'workspace-panel-host';
  }
  init(parameters: GroupPanelPartInitParameters): void {
    this.entry = {
      element: this.element,
      api: parameters.api,
      dock: parameters.containerApi,
      params: parameters.params,
    };
    this.register(this.key, this.entry);
  }
  /** New parameters (a layout read, a panel's own change): React renders the panel with them. */
  update(event: PanelUpdateEvent): void {
    if (!this.entry) return;
    this.entry = { ...this.entry, params: event.params };
    this.register(this.key, this.entry);
  }
  dispose(): void {
    this.register(this.key, null);
  }
}

function linkOf(params: unknown): PanelLink {
  const link = (params as Partial<PanelState> | undefined)?.link;
  return typeof link === 'string' && link in LINK_NAMES ? (link as PanelLink) : 'none';
}

/** A tab: the link colour's mark, the title and a close button, all named for screen readers. */
class LinkTab implements ITabRenderer {
  readonly element = document.createElement('div');
  private readonly mark = document.createElement('span');
  private readonly title = document.createElement('span');
  private readonly colourName = document.createElement('span');
  /** A pointer target only (a control inside a tab is not allowed): the panel's bar has a Close button. */
  private readonly close = document.createElement('span');
  private disposers: Array<{ dispose(): void }> = [];
  private currentTitle: string | undefined;
  private currentParams: unknown;
  constructor() {
    this.element.className = 'dv-default-tab workspace-tab';
    this.mark.className = 'workspace-link-mark';
    this.mark.setAttribute('aria-hidden', 'true');
    this.title.className = 'dv-default-tab-content';
    this.colourName.className = 'visually-hidden';
    this.close.className = 'workspace-tab-close';
    this.close.setAttribute('aria-hidden', 'true');
    this.close.textContent = '×';
    this.element.append(this.mark, this.title, this.colourName, this.close);
  }
  private render(title: string | undefined, params: unknown): void {
    this.currentTitle = title;
    this.currentParams = params;
    const link = linkOf(params);
    this.element.dataset.link = link;
    this.title.textContent = title ?? '';
    this.colourName.textContent =
      link === 'none' ? ' (not linked)' : ` (${LINK_NAMES[link].toLowerCase()} link)`;
    this.mark.title = LINK_NAMES[link];
    if (link === 'none') this.mark.style.removeProperty('--workspace-link');
    else this.mark.style.setProperty('--workspace-link', LINK_MARK_COLOURS[link]);
    this.close.title = `Close ${title ?? 'panel'}`;
  }
  update(event: PanelUpdateEvent): void {
    this.render(this.currentTitle, event.params);
  }
  init(parameters: TabPartInitParameters): void {
    const render = (title: string | undefined, params: unknown) => this.render(title, params);
    render(parameters.title, parameters.params);
    this.disposers.push(parameters.api.onDidTitleChange((e) => render(e.title, this.currentParams)));
    const onPointerDown = (e: Event) => e.preventDefault();
    const onClick = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
      parameters.api.close();
    };
    this.close.addEventListener('pointerdown', onPointerDown);
    this.close.addEventListener('click', onClick);
    this.disposers.push({
      dispose: () => {
        this.close.removeEventListener('pointerdown', onPointerDown);
        this.close.removeEventListener('click', onClick);
      },
    });
  }
  dispose(): void {
    this.disposers.forEach((d) => d.dispose());
    this.disposers = [];
  }
}

export interface DockHostProps {
  theme: 'dark' | 'light';
  /** The layout to show; a new `revision` loads it again (a switch, an import, a reset). */
  dock: DockJson;
  revision: number;
  /** The dock changed: the new serialised form (to save). */
  onChange: (dock: SerializedDockview) => void;
  /** dockview could not read `dock` (it is left as it was). */
  onLoadError: (error: unknown) => void;
  onReady: (api: DockviewApi | null) => void;
  renderPanel: (api: DockviewPanelApi, dock: DockviewApi, params: unknown) => ReactNode;
  empty: ReactNode;
}

export function DockHost({
  theme,
  dock,
  revision,
  onChange,
  onLoadError,
  onReady,
  renderPanel,
  empty,
}: DockHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<DockviewApi | null>(null);
  const [mounted, setMounted] = useState<ReadonlyMap<string, Mounted>>(new Map());
  const [panelCount, setPanelCount] = useState(0);
  const latest = useRef({ onChange, onLoadError, onReady, dock, theme });
  useEffect(() => {
    latest.current = { onChange, onLoadError, onReady, dock, theme };
  });

  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = hostRef.current;
    if (!element) return undefined;
    let gone = false;
    let cleanup: (() => void) | undefined;
    const register: Register = (key, entry) =>
      setMounted((previous) => {
        const next = new Map(previous);
        if (entry) next.set(key, entry);
        else next.delete(key);
        return next;
      });
    void loadDockview().then(({ createDockview, themeDark, themeLight }) => {
      if (gone) return;
      themes = { dark: themeDark, light: themeLight };
      const api = createDockview(element, {
        theme: themes[latest.current.theme],
        createComponent: () => new ContentBridge(register),
        createTabComponent: () => new LinkTab(),
        defaultTabComponent: 'panel-tab',
        singleTabMode: 'default',
      });
      apiRef.current = api;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const changed = api.onDidLayoutChange(() => {
        setPanelCount(api.totalPanels);
        clearTimeout(timer);
        timer = setTimeout(() => {
          timer = undefined;
          latest.current.onChange(api.toJSON());
        }, 250);
      });
      latest.current.onReady(api);
      setReady(true);
      cleanup = () => {
        clearTimeout(timer);
        changed.dispose();
        // The last state is saved before the dock goes (a route change inside the debounce).
        if (timer !== undefined) latest.current.onChange(api.toJSON());
        latest.current.onReady(null);
        apiRef.current = null;
        api.dispose();
      };
    });
    return () => {
      gone = true;
      cleanup?.();
    };
  }, []);

  useEffect(() => {
    if (themes) apiRef.current?.updateOptions({ theme: themes[theme] });
  }, [theme, ready]);

  // Load the layout (at mount and on every new revision); a layout dockview refuses changes nothing.
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const before = api.toJSON();
    try {
      api.fromJSON(latest.current.dock as unknown as SerializedDockview);
    } catch (error) {
      try {
        if (before.panels && Object.keys(before.panels).length > 0) api.fromJSON(before);
        else api.clear();
      } catch {
        api.clear();
      }
      latest.current.onLoadError(error);
    }
    setPanelCount(api.totalPanels);
  }, [revision, ready]);

  return (
    <div className="workspace-dock-frame">
      <div ref={hostRef} className="workspace-dock" />
      {ready && panelCount === 0 && <div className="workspace-empty">{empty}</div>}
      {[...mounted].map(([key, entry]) =>
        createPortal(renderPanel(entry.api, entry.dock, entry.params), entry.element, key),
      )}
    </div>
  );
}
