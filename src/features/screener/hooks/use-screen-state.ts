// The screen being built lives in the URL (shareable, survives a reload); edits go to local state
// at once and reach the URL shortly after, so typing never waits on the router. A URL changed from
// outside (back / forward, a link, opening a saved screener) replaces the local state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { ScreenerUrlSearch } from '@/domain/screener-url';
import type { CatalogIndex } from '../lib/catalog';
import type { ScreenState } from '../lib/screen-state';
import { screenFromSearch, screenToSearch } from '../lib/screen-url';

const route = getRouteApi('/screener');
const URL_DELAY_MS = 250;

const urlPart = (search: ScreenerUrlSearch) =>
  JSON.stringify([search.v ?? null, search.f ?? null, search.c ?? null, search.s ?? null, search.n ?? null]);

export function useScreenState(catalog: CatalogIndex) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [initial] = useState(() => screenFromSearch(catalog, search));
  const [state, setLocal] = useState<ScreenState>(initial.state);
  const [warnings, setWarnings] = useState<string[]>(initial.warnings);
  const written = useRef(urlPart(screenToSearch(catalog, initial.state)));
  const seen = useRef(urlPart(search));

  // A URL that changed from outside replaces the screen.
  const incoming = urlPart(search);
  useEffect(() => {
    if (incoming === seen.current) return;
    seen.current = incoming;
    if (incoming === written.current) return;
    const next = screenFromSearch(catalog, search);
    written.current = urlPart(screenToSearch(catalog, next.state));
    setLocal(next.state);
    setWarnings(next.warnings);
  }, [incoming, catalog, search]);

  // Local edits reach the URL once typing pauses.
  useEffect(() => {
    const encoded = screenToSearch(catalog, state);
    const part = urlPart(encoded);
    if (part === written.current) return;
    const timer = setTimeout(() => {
      written.current = part;
      seen.current = part;
      void navigate({ search: (prev) => ({ saved: prev.saved, ...encoded }), replace: true });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [catalog, state, navigate]);

  const setState = useCallback((update: (prev: ScreenState) => ScreenState) => setLocal(update), []);

  /** Replace the whole screen (a preset, a saved screener) and, optionally, which saved one is open. */
  const replace = useCallback(
    (next: ScreenState, saved?: string | null) => {
      const encoded = screenToSearch(catalog, next);
      written.current = urlPart(encoded);
      seen.current = written.current;
      setLocal(next);
      setWarnings([]);
      void navigate({
        search: (prev) => ({ ...encoded, saved: saved === undefined ? prev.saved : (saved ?? undefined) }),
      });
    },
    [catalog, navigate],
  );

  return { state, setState, replace, warnings, savedId: search.saved };
}
