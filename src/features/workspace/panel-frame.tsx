// One docked panel: a slim toolbar (link colour, the followed symbol, maximise, float, close) over
// the feature's panel, loaded lazily from its PanelDefinition. The panel gets the link group's
// symbol (or its own while unlinked), reports the symbol the user chose, and is told when it is
// hidden behind another tab: its effects (live subscriptions, polls) stop while hidden (React's
// Activity keeps what it holds, such as a ticket's typed order) and the quote client drops the
// symbols after its usual grace period.
import { Activity, Suspense, useEffect, useMemo, useState, type ComponentType, type FormEvent } from 'react';
import type { DockviewApi, DockviewPanelApi } from 'dockview';
import type { PanelDefinition, PanelProps } from '@/components/panel-contract';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';
import { Select } from '@/components/form/fields';
import { lazyPart } from '@/components/lazy-part';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { INPUT_LIMITS } from '@/lib/input-limits';
import {
  LINK_COLOURS,
  LINK_NAMES,
  linkMarkStyle,
  PanelStateSchema,
  type PanelLink,
  type PanelState,
} from './layout-schema';
import { setLinkSymbol, useWorkspace, activeLayout, routeTicket } from './workspace-store';

const lazyPanels = new Map<string, ComponentType<PanelProps>>();
/**
 * The panel's component, made once per kind: it loads on first use. A panel that cannot load or that
 * throws stays a panel with a message and Try again, not a blank workspace (components/lazy-part).
 */
export function panelComponent(definition: PanelDefinition): ComponentType<PanelProps> {
  let component = lazyPanels.get(definition.kind);
  if (!component) {
    component = lazyPart(`The ${definition.title} panel`, definition.load);
    lazyPanels.set(definition.kind, component);
  }
  return component;
}

function readState(params: unknown): PanelState {
  const parsed = PanelStateSchema.safeParse(params);
  return parsed.success ? parsed.data : { kind: 'unknown', link: 'none', params: {} };
}

export interface PanelFrameProps {
  api: DockviewPanelApi;
  dock: DockviewApi;
  /** The panel's parameters (dockview's, as last given to the panel). */
  params: unknown;
  definition: PanelDefinition | undefined;
  /** The definition's component (panelComponent), made outside render. */
  Panel: ComponentType<PanelProps> | null;
  /** Saves the layout after a change dockview does not report (a panel's settings, its link). */
  onStateChange: () => void;
}

export function PanelFrame({ api, dock, params, definition, Panel, onStateChange }: PanelFrameProps) {
  const state = useMemo(() => readState(params), [params]);
  const [visible, setVisible] = useState(api.isVisible);
  const [title, setTitle] = useState(api.title ?? definition?.title ?? 'Panel');
  const [maximised, setMaximised] = useState(false);
  const [floating, setFloating] = useState(api.location.type === 'floating');
  const links = useWorkspace((s) => activeLayout(s).links);
  useEffect(() => {
    const subscriptions = [
      api.onDidVisibilityChange((e) => setVisible(e.isVisible)),
      api.onDidTitleChange((e) => setTitle(e.title)),
      api.onDidLocationChange((e) => setFloating(e.location.type === 'floating')),
      api.onDidDimensionsChange(() => setMaximised(api.isMaximized())),
    ];
    return () => subscriptions.forEach((s) => s.dispose());
  }, [api]);

  const update = (patch: Partial<PanelState>) => {
    api.updateParameters({ ...state, ...patch });
    onStateChange();
  };
  const symbol = state.link === 'none' ? (state.symbol ?? null) : (links[state.link] ?? null);
  const chooseSymbol = (next: string) => {
    if (state.link === 'none') update({ symbol: next });
    else setLinkSymbol(state.link, next);
  };
  // A ticket asked for here fills the docked ticket of this panel's colour (brought to the front of
  // its group), or opens the overlay ticket when the group has none.
  const ticketRequest = useWorkspace((s) =>
    state.kind === 'ticket' && state.link !== 'none' ? (s.ticketRequests[state.link] ?? null) : null,
  );
  const onTicket = (request: TicketRequest) => {
    const docked =
      state.link === 'none'
        ? undefined
        : dock.panels.find((p) => {
            const other = readState(p.params);
            return p.id !== api.id && other.kind === 'ticket' && other.link === state.link;
          });
    if (!docked || state.link === 'none') {
      openTicket(request);
      return;
    }
    routeTicket(state.link, request);
    if (!docked.api.isVisible) docked.api.setActive();
  };
  const setLink = (link: PanelLink) =>
    // A panel leaving a group keeps the symbol it showed; joining a group takes the group's.
    update({ link, ...(link === 'none' && symbol ? { symbol } : {}) });

  return (
    // dockview's group around it is the region named after its shown panel (F6 focuses it).
    <div className="workspace-panel" data-link={state.link} data-kind={state.kind}>
      <div className="workspace-panel-bar">
        <span
          className="workspace-link-mark"
          data-link={state.link}
          style={linkMarkStyle(state.link)}
          aria-hidden="true"
        />
        <Select
          aria-label={`Link colour of ${title}`}
          value={state.link}
          onChange={(e) => setLink(e.target.value as PanelLink)}
        >
          {(['none', ...LINK_COLOURS] as const).map((c) => (
            <option key={c} value={c}>
              {LINK_NAMES[c]}
            </option>
          ))}
        </Select>
        {definition?.linkable && <SymbolBox title={title} symbol={symbol} onSymbol={chooseSymbol} />}
        <span className="spacer" />
        <button
          type="button"
          className="link-button"
          aria-label={maximised ? `Restore ${title}` : `Maximise ${title}`}
          aria-pressed={maximised}
          onClick={() => {
            if (api.isMaximized()) api.exitMaximized();
            else api.maximize();
            setMaximised(api.isMaximized());
          }}
        >
          {maximised ? 'Restore' : 'Maximise'}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={floating ? `Dock ${title}` : `Float ${title}`}
          onClick={() => {
            const panel = dock.getPanel(api.id);
            if (!panel) return;
            if (!floating) {
              if (api.isMaximized()) api.exitMaximized();
              dock.addFloatingGroup(panel, { width: 520, height: 380 });
              return;
            }
            const target = dock.groups.find((g) => g.api.location.type === 'grid');
            if (target) panel.api.moveTo({ group: target, position: 'right' });
          }}
        >
          {floating ? 'Dock' : 'Float'}
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={`Close ${title}`}
          onClick={() => api.close()}
        >
          Close
        </button>
      </div>
      <div className="workspace-panel-body">
        {Panel && definition ? (
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <Suspense fallback={<p className="muted workspace-loading">Loading {definition.title}…</p>}>
              <Panel
                symbol={symbol}
                onSymbolChosen={chooseSymbol}
                onTicket={onTicket}
                ticketRequest={ticketRequest}
                visible={visible}
                params={state.params}
                setParams={(params) => update({ params })}
              />
            </Suspense>
          </Activity>
        ) : (
          <p role="alert" className="warning">
            This layout names a panel this terminal does not have (“{state.kind}”). Close it.
          </p>
        )}
      </div>
    </div>
  );
}

/** The followed symbol, editable: typing one sets the group's symbol (or the panel's own). */
function SymbolBox({
  title,
  symbol,
  onSymbol,
}: {
  title: string;
  symbol: string | null;
  onSymbol: (s: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { symbols } = parseSymbolList(draft ?? '');
    const first = symbols[0];
    if (!first) {
      setError('Enter a ticker or an OSI option symbol.');
      return;
    }
    setError(null);
    setDraft(null);
    onSymbol(first);
  };
  return (
    <form className="workspace-symbol" onSubmit={submit} aria-label={`Symbol of ${title}`}>
      <input
        aria-label={`Symbol shown by ${title}`}
        maxLength={INPUT_LIMITS.search}
        value={draft ?? symbol ?? ''}
        placeholder="Symbol"
        onChange={(e) => setDraft(e.target.value.toUpperCase())}
        onBlur={() => {
          if (draft !== null && draft.trim() === '') setDraft(null);
        }}
        aria-invalid={error ? true : undefined}
        title={error ?? undefined}
      />
      {error && (
        <span role="alert" className="visually-hidden">
          {error}
        </span>
      )}
    </form>
  );
}
