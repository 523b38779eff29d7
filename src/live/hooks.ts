// React bindings for live quotes: a component subscribes to its symbols for its lifetime and selects
// only its slice of the store, so a tick re-renders just the rows showing that symbol.
import { createContext, createElement, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { getLiveClient, normalizeSymbol, type LiveQuoteClient } from './client';
import type { ConnectionState, Quote, QuoteStoreState } from './quote-store';

const LiveClientContext = createContext<LiveQuoteClient | null>(null);

/** Lets tests (or a second terminal instance) use their own client instead of the tab's one. */
export function LiveClientProvider({ client, children }: { client: LiveQuoteClient; children?: ReactNode }) {
  return createElement(LiveClientContext.Provider, { value: client }, children);
}

export function useLiveClient(): LiveQuoteClient {
  return useContext(LiveClientContext) ?? getLiveClient();
}

/** Any selection from the quote store (no subscription of symbols). */
export function useQuoteStore<T>(selector: (state: QuoteStoreState) => T): T {
  return useStore(useLiveClient().store, selector);
}

function useSymbolSubscription(symbols: readonly string[]): void {
  const client = useLiveClient();
  const key = symbols.join(',');
  useEffect(() => {
    if (!key) return undefined;
    const releases = key.split(',').map((symbol) => client.subscribe(symbol));
    return () => releases.forEach((release) => release());
  }, [client, key]);
}

const identity = (quote: Quote | undefined) => quote;

/**
 * One symbol's quote, streamed while the component is mounted. A selector must return a primitive
 * or a value from the store (a new object per call would re-render forever).
 */
export function useQuote(symbol: string | null | undefined): Quote | undefined;
export function useQuote<T>(symbol: string | null | undefined, selector: (quote: Quote | undefined) => T): T;
export function useQuote<T>(
  symbol: string | null | undefined,
  selector: (quote: Quote | undefined) => T = identity as (quote: Quote | undefined) => T,
): T {
  const key = symbol ? normalizeSymbol(symbol) : '';
  useSymbolSubscription(key ? [key] : []);
  return useQuoteStore((state) => selector(key ? state.quotes[key] : undefined));
}

/** Several symbols' quotes, in the order given. */
export function useQuotes(symbols: readonly string[]): Array<Quote | undefined> {
  const key = symbols.map(normalizeSymbol).filter(Boolean).join(',');
  const list = useMemo(() => (key ? key.split(',') : []), [key]);
  useSymbolSubscription(list);
  return useQuoteStore(useShallow((state) => list.map((symbol) => state.quotes[symbol])));
}

export function useConnectionState(): ConnectionState {
  return useQuoteStore((state) => state.connection);
}
