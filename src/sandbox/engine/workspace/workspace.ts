// The user's workspace in the sandbox: the screener and saved screeners, watchlists, and the
// assistant with its entitlements. Reads the Universe, the Market and the Brokerage through the
// structural interfaces of deps.ts; its own state is plain JSON (snapshot/restore), so the browser
// demo can persist it.
import type { SandboxClock } from '../clock';
import type { Rng } from '../rng';
import type { WorkspaceBrokerage, WorkspaceMarket, WorkspaceUniverse } from './deps';
import { Assistant } from './assistant';
import { Entitlements } from './entitlements';
import { MarketView } from './market-view';
import { SavedScreeners } from './saved-screeners';
import { Screener } from './screener';
import { seedWorkspace } from './seed';
import { emptyState, type WorkspaceSnapshot, type WorkspaceState, type WorkspaceStore } from './state';
import { Watchlists } from './watchlists';

export type { WorkspaceSnapshot } from './state';

export class Workspace {
  readonly view: MarketView;
  readonly screener: Screener;
  readonly savedScreeners: SavedScreeners;
  readonly watchlists: Watchlists;
  readonly entitlements: Entitlements;
  readonly assistant: Assistant;
  private readonly store: WorkspaceStore = { state: emptyState() };

  constructor(
    universe: WorkspaceUniverse,
    market: WorkspaceMarket,
    brokerage: WorkspaceBrokerage,
    clock: SandboxClock,
    rng: Rng,
  ) {
    const ids = rng.fork('ids');
    this.view = new MarketView(universe, market);
    this.screener = new Screener(this.view);
    this.savedScreeners = new SavedScreeners(this.store, clock, ids, () => this.view.today());
    this.watchlists = new Watchlists(this.store, universe, market, clock, ids);
    this.entitlements = new Entitlements(this.store, brokerage, clock, ids);
    this.assistant = new Assistant(
      this.store,
      this.view,
      this.screener,
      brokerage,
      this.entitlements,
      clock,
      ids,
    );
    seedWorkspace(this.store, universe, market, clock.now(), ids);
  }

  /** Everything the workspace has changed, as plain JSON. */
  snapshot(): WorkspaceSnapshot {
    return structuredClone(this.store.state);
  }

  /** Continues from a snapshot (throws on something that is not one; the state is then unchanged). */
  restore(snapshot: WorkspaceSnapshot): void {
    this.store.state = normalize(snapshot);
  }
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

function normalize(input: unknown): WorkspaceState {
  if (!input || typeof input !== 'object') throw new Error('Workspace snapshot: not an object');
  const s = input as Partial<WorkspaceState>;
  if (s.version !== 1) throw new Error(`Workspace snapshot: unsupported version ${String(s.version)}`);
  if (typeof s.next_id !== 'number') throw new Error('Workspace snapshot: next_id missing');
  for (const key of [
    'screeners',
    'watchlists',
    'threads',
    'messages',
    'responses',
    'feedback',
    'entitlements',
  ] as const)
    if (!isArray(s[key])) throw new Error(`Workspace snapshot: ${key} is not a list`);
  const state = structuredClone(s) as WorkspaceState;
  // Fields added after the first version of the state default to their neutral values.
  for (const t of state.threads) t.updated_ms ??= t.created_ms;
  for (const m of state.messages) m.error ??= null;
  for (const r of state.responses) {
    r.failure ??= null;
    r.thought_ms ??= 600;
    r.word_ms ??= 30;
  }
  return state;
}
