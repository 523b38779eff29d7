// The one account the whole terminal trades and watches: the header's switcher chooses it, an
// account page's URL sets it, and every ticket, position badge and the assistant read it. It is
// remembered per connection (demo, or the live base URL) in localStorage: only the account id,
// never a secret. A stored id is checked against the server before it is trusted (the shell's
// ActiveAccountSync); a bad one falls back to asking, with a notice.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { ticketIntentStore } from './ticket-intent';
import { sessionStore, type SessionState } from '@/api/session';

const STORAGE_KEY = 'terminal.active-account.v1';

/** How the current account was set: the notice and the header word it differently. */
export type ActiveAccountSource = 'stored' | 'chosen' | 'url' | 'only-account';

export interface ActiveAccountState {
  /** The connection the id belongs to (see connectionKey). */
  connection: string;
  accountId: number | undefined;
  source: ActiveAccountSource | undefined;
  /** Why a remembered account was dropped (shown once in the header, then cleared). */
  notice: string | null;
}

/**
 * An account as every account select says it (the header's switcher, the ticket's field): the id and
 * the type first ("#100001 · MARGIN · ELLIS-MARGIN-01"), so a select too narrow for the whole text
 * cuts the short name, not what kind of account orders go to; a closed or inactive one says so.
 */
export function accountLabel(a: {
  id: number;
  short_name: string;
  subtype: string;
  status?: string;
}): string {
  const status = a.status && a.status !== 'ACTIVE' ? ` (${a.status.toLowerCase()})` : '';
  return `#${a.id} · ${a.subtype} · ${a.short_name}${status}`;
}

/** Which server an account id belongs to: demo mode, or the live base URL without a trailing slash. */
export function connectionKey(
  state: Pick<SessionState, 'mode' | 'baseUrl'> = sessionStore.getState(),
): string {
  return state.mode === 'demo' ? 'demo' : `live:${state.baseUrl.replace(/\/+$/, '')}`;
}

type StoredMap = Record<string, number>;

function readStored(): StoredMap {
  if (typeof window === 'undefined') return {};
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: StoredMap = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>))
      if (isAccountId(value)) out[key] = value;
    return out;
  } catch {
    return {};
  }
}

function writeStored(connection: string, accountId: number | undefined): void {
  if (typeof window === 'undefined') return;
  try {
    const map = readStored();
    if (accountId === undefined) delete map[connection];
    else map[connection] = accountId;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(map));
  } catch {
    // Storage unavailable (private mode, quota): the choice lasts for this page only.
  }
}

export function isAccountId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The raw stored value for a connection, valid or not (a corrupt entry is reported, not trusted). */
function readRawStored(connection: string): unknown {
  if (typeof window === 'undefined') return undefined;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[connection] : raw;
  } catch {
    return window.localStorage.getItem(STORAGE_KEY) ?? undefined;
  }
}

function initialFor(connection: string): ActiveAccountState {
  const raw = readRawStored(connection);
  if (raw === undefined) return { connection, accountId: undefined, source: undefined, notice: null };
  if (isAccountId(raw)) return { connection, accountId: raw, source: 'stored', notice: null };
  writeStored(connection, undefined);
  return {
    connection,
    accountId: undefined,
    source: undefined,
    notice: 'The saved account could not be read, so it was cleared: choose an account.',
  };
}

export const activeAccountStore = createStore<ActiveAccountState>(() => initialFor(connectionKey()));

// A new connection (demo ↔ live, another base URL) has its own remembered account.
sessionStore.subscribe((state, previous) => {
  const next = connectionKey(state);
  if (next !== connectionKey(previous) && next !== activeAccountStore.getState().connection)
    activeAccountStore.setState(initialFor(next), true);
});

// A ticket opened for a named account (a position row, the assistant's prepared order) makes that
// account active before the ticket renders: the ticket, the header and the page never disagree.
ticketIntentStore.subscribe((state, previous) => {
  if (state.sequence !== previous.sequence && state.request.accountId !== undefined)
    setActiveAccount(state.request.accountId, 'chosen');
});

/** Makes `accountId` the active account (and remembers it for this connection). */
export function setActiveAccount(accountId: number, source: ActiveAccountSource = 'chosen'): void {
  const state = activeAccountStore.getState();
  if (state.accountId === accountId && state.source === source) return;
  activeAccountStore.setState({
    accountId,
    source,
    notice: state.accountId === accountId ? state.notice : null,
  });
  writeStored(state.connection, accountId);
}

/** Forgets the active account (e.g. the server says it no longer exists), with a notice for the user. */
export function clearActiveAccount(notice: string | null = null): void {
  const state = activeAccountStore.getState();
  activeAccountStore.setState({ accountId: undefined, source: undefined, notice });
  writeStored(state.connection, undefined);
}

export function dismissActiveAccountNotice(): void {
  if (activeAccountStore.getState().notice !== null) activeAccountStore.setState({ notice: null });
}

export function getActiveAccountId(): number | undefined {
  return activeAccountStore.getState().accountId;
}

/** The active account id (undefined until one is chosen). */
export function useActiveAccountId(): number | undefined {
  return useStore(activeAccountStore, (s) => s.accountId);
}

export function useActiveAccount<T>(selector: (state: ActiveAccountState) => T): T {
  return useStore(activeAccountStore, selector);
}

/** For tests: re-read the stored choice for the current connection. */
export function resetActiveAccountStore(): void {
  activeAccountStore.setState(initialFor(connectionKey()), true);
}
