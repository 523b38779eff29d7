// The symbols the user opened last, newest first, kept in localStorage. Only symbols are stored:
// nothing about the account, the session or the token.
import { useSyncExternalStore } from 'react';

const KEY = 'terminal.recent-symbols';
const MAX = 8;
const listeners = new Set<() => void>();
let cache: string[] | null = null;

function read(): string[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cache = Array.isArray(parsed)
      ? parsed.filter((s): s is string => typeof s === 'string' && /^[A-Z0-9. ]{1,21}$/.test(s)).slice(0, MAX)
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

export function getRecentSymbols(): string[] {
  return read();
}

export function addRecentSymbol(symbol: string): void {
  const s = symbol.trim().toUpperCase();
  if (!s) return;
  cache = [s, ...read().filter((x) => x !== s)].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(cache));
  } catch {
    // Storage full or blocked: the list still works for this tab.
  }
  listeners.forEach((l) => l());
}

export function clearRecentSymbols(): void {
  cache = [];
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: nothing to clear.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests reset the in-memory copy after clearing localStorage. */
export function resetRecentSymbolsCache(): void {
  cache = null;
}

export function useRecentSymbols(): string[] {
  return useSyncExternalStore(subscribe, read, read);
}
