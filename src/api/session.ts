// Where requests go and with which credentials. Demo mode talks to the in-browser sandbox; live
// mode to a base URL with a bearer token. The token lives in memory, in sessionStorage only when
// the user opts in ("remember for this tab"), and never in localStorage, a URL or a log.
import { createStore } from 'zustand/vanilla';

export type ConnectionMode = 'demo' | 'live';
export type Theme = 'dark' | 'light';
/** The screen `/` opens: the accounts overview (default) or the trader's workspace. */
export type HomeScreen = 'accounts' | 'workspace';

export interface ConnectionSettings {
  mode: ConnectionMode;
  /** Live-mode API base URL, e.g. http://127.0.0.1:4010 */
  baseUrl: string;
  /** Live-mode WebSocket URL; empty = derived from baseUrl (http → ws) + /v1/ws */
  wsUrl: string;
}

export interface SessionState extends ConnectionSettings {
  token: string | null;
  rememberToken: boolean;
  theme: Theme;
  homeScreen: HomeScreen;
  /** Set when the server answered 401: the shell asks for a token again without leaving the page. */
  sessionExpired: boolean;
  /** Bumped whenever mode, URLs or token change, so caches and sockets can reset. */
  generation: number;
  /**
   * Bumped whenever a token is entered, even the same one again: what failed with 401 is retried
   * then (a token re-entered after a server-side fix must still recover the screen).
   */
  authEpoch: number;
}

const SETTINGS_KEY = 'terminal.settings.v1';
const TOKEN_KEY = 'terminal.token.v1';
/** The sandbox accepts any non-empty token; this one is not a secret. */
export const DEMO_TOKEN = 'demo-sandbox-token';

const hasWindow = typeof window !== 'undefined';

/** Base URL the in-browser sandbox answers on (msw intercepts it; nothing leaves the page). */
export function demoBaseUrl(): string {
  return hasWindow ? `${window.location.origin}/sandbox` : 'http://sandbox.test';
}

export function wsUrlFromBase(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/v1/ws`;
}

function envDefaults(): ConnectionSettings {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  return {
    mode: env.VITE_DEFAULT_MODE === 'live' ? 'live' : 'demo',
    baseUrl: env.VITE_API_BASE_URL ?? 'http://127.0.0.1:4010',
    wsUrl: env.VITE_WS_URL ?? '',
  };
}

function loadSettings(): Partial<ConnectionSettings & { theme: Theme; homeScreen: HomeScreen }> {
  if (!hasWindow) return {};
  try {
    const raw = window.localStorage.getItem(SETTINGS_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const p = parsed as Record<string, unknown>;
    return {
      ...(p.mode === 'demo' || p.mode === 'live' ? { mode: p.mode } : {}),
      // A URL with credentials (saved by an older version) is not used: Settings refuses them now.
      ...(typeof p.baseUrl === 'string' && !/\/\/[^/]*@/.test(p.baseUrl) ? { baseUrl: p.baseUrl } : {}),
      ...(typeof p.wsUrl === 'string' ? { wsUrl: p.wsUrl } : {}),
      ...(p.theme === 'dark' || p.theme === 'light' ? { theme: p.theme } : {}),
      ...(p.homeScreen === 'accounts' || p.homeScreen === 'workspace' ? { homeScreen: p.homeScreen } : {}),
    };
  } catch {
    return {};
  }
}

function loadRememberedToken(): string | null {
  if (!hasWindow) return null;
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function initialState(): SessionState {
  const stored = loadSettings();
  const remembered = loadRememberedToken();
  return {
    ...envDefaults(),
    ...stored,
    theme: stored.theme ?? 'dark',
    homeScreen: stored.homeScreen ?? 'accounts',
    token: remembered,
    rememberToken: remembered !== null,
    sessionExpired: false,
    generation: 0,
    authEpoch: 0,
  };
}

export const sessionStore = createStore<SessionState>(() => initialState());

function persist(state: SessionState): void {
  if (!hasWindow) return;
  try {
    const { mode, baseUrl, wsUrl, theme, homeScreen } = state;
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ mode, baseUrl, wsUrl, theme, homeScreen }));
    if (state.rememberToken && state.token) window.sessionStorage.setItem(TOKEN_KEY, state.token);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); settings then last for this page only.
  }
}

/** Applies new connection settings; a change of target or token starts a new generation. */
export function updateConnection(
  next: Partial<ConnectionSettings> & { token?: string | null; rememberToken?: boolean },
): void {
  const prev = sessionStore.getState();
  const merged: SessionState = { ...prev, ...next };
  const changed =
    merged.mode !== prev.mode ||
    merged.baseUrl !== prev.baseUrl ||
    merged.wsUrl !== prev.wsUrl ||
    merged.token !== prev.token;
  const state: SessionState = {
    ...merged,
    sessionExpired: next.token !== undefined ? false : prev.sessionExpired,
    generation: changed ? prev.generation + 1 : prev.generation,
    authEpoch: next.token !== undefined ? prev.authEpoch + 1 : prev.authEpoch,
  };
  sessionStore.setState(state, true);
  persist(state);
}

export function setTheme(theme: Theme): void {
  sessionStore.setState({ theme });
  persist(sessionStore.getState());
}

export function setHomeScreen(homeScreen: HomeScreen): void {
  sessionStore.setState({ homeScreen });
  persist(sessionStore.getState());
}

export function markSessionExpired(): void {
  if (!sessionStore.getState().sessionExpired) sessionStore.setState({ sessionExpired: true });
}

/** What the API client and the socket use right now. */
export function currentEndpoint(state: SessionState = sessionStore.getState()): {
  baseUrl: string;
  wsUrl: string;
  token: string | null;
} {
  if (state.mode === 'demo') {
    const baseUrl = demoBaseUrl();
    return { baseUrl, wsUrl: wsUrlFromBase(baseUrl), token: DEMO_TOKEN };
  }
  const baseUrl = state.baseUrl.replace(/\/$/, '');
  return { baseUrl, wsUrl: state.wsUrl || wsUrlFromBase(baseUrl), token: state.token };
}
