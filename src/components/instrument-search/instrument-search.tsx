// The instrument search box, shared by the header, news, the assistant and watchlists: a combobox
// over search_instruments (ranked by the server), with an options mode, recent symbols when empty,
// keyboard navigation (↑ ↓ Enter Esc, B / S on a highlighted result) and clear no-match and error
// states. The caller decides what picking means (open the page, add to a list, ...).
import {
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from 'react';
import { describeError } from '@/api/errors';
import type { InstrumentCore } from '@/api/schemas/instruments';
import {
  addRecentSymbol,
  clearRecentSymbols,
  useRecentSymbols,
} from '@/domain/instrument-search/recent-symbols';
import { ResultRow } from './result-row';
import { optionFormLabels, optionQueryForm, type SearchMode } from '@/domain/instrument-search/search-mode';
import { lazyPart } from '../lazy-part';
import { useInstrumentSearch } from '@/domain/instrument-search/use-instrument-search';
import './instrument-search.css';
import { INPUT_LIMITS } from '@/lib/input-limits';

/** What the user picked: a search result, or a recent symbol (no instrument record yet). */
// Loaded on first use: the search sits in the shell, and the entry bundle stays small.
const WatchlistMenuPanel = lazyPart('The watchlist menu', () =>
  import('../watchlists/watchlist-menu-panel').then((m) => ({ default: m.WatchlistMenuPanel })),
);

export interface InstrumentPick {
  symbol: string;
  instrument?: InstrumentCore;
}

export interface InstrumentSearchProps {
  /** Enter or click on a result. */
  onSelect: (pick: InstrumentPick) => void;
  /** B / S on a highlighted result; without it the keys just type. */
  onTrade?: (pick: InstrumentPick, side: 'BUY' | 'SELL') => void;
  label?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Keep the text after a pick (a filter) or clear it (navigation). Default: clear. */
  keepTextOnSelect?: boolean;
  className?: string;
  /** Each result offers "Add to watchlist" (a ☆ button, or W on the highlighted result). */
  offerWatchlists?: boolean;
  /** The result Enter would pick now changed (to warm what picking it opens). */
  onHighlight?: (pick: InstrumentPick) => void;
}

export function InstrumentSearch({
  onSelect,
  onTrade,
  label = 'Search instruments',
  placeholder = 'Symbol, name, CUSIP/ISIN, OSI…',
  inputRef,
  keepTextOnSelect = false,
  className,
  offerWatchlists = false,
  onHighlight,
}: InstrumentSearchProps) {
  const listId = useId();
  const boxRef = useRef<HTMLInputElement>(null);
  // The caller's ref (the shell's `/` focus) reaches the same input this component focuses.
  useImperativeHandle(inputRef, () => boxRef.current as HTMLInputElement, []);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [chosenMode, setChosenMode] = useState<SearchMode>('equity');
  // -1: nothing highlighted (Enter takes the first result). B / S act only on a highlighted row.
  const [active, setActive] = useState(-1);
  const recent = useRecentSymbols();
  const { q, mode, query, settled } = useInstrumentSearch(text, chosenMode, open);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [watchlistFor, setWatchlistFor] = useState<InstrumentPick | null>(null);

  const showRecent = text.trim() === '';
  const results: InstrumentPick[] = showRecent
    ? recent.map((symbol) => ({ symbol }))
    : (query.data?.data ?? []).map((instrument) => ({ symbol: instrument.symbol, instrument }));
  const current = !showRecent && query.isSuccess && !query.isPlaceholderData && settled;

  // What Enter would take: the highlighted result, else the first of a current answer.
  const target = open && !showRecent ? (results[active] ?? (current ? results[0] : undefined)) : undefined;
  const highlightRef = useRef(onHighlight);
  const targetRef = useRef(target);
  useLayoutEffect(() => {
    highlightRef.current = onHighlight;
    targetRef.current = target;
  });
  const targetKey = target ? `${target.symbol}|${target.instrument?.id ?? ''}` : '';
  useEffect(() => {
    if (targetKey && targetRef.current) highlightRef.current?.(targetRef.current);
  }, [targetKey]);

  const pick = (item: InstrumentPick) => {
    addRecentSymbol(item.symbol);
    setOpen(false);
    setActive(-1);
    if (!keepTextOnSelect) setText('');
    onSelect(item);
  };

  const offerWatchlist = (item: InstrumentPick) => {
    setOpen(false);
    setActive(-1);
    setWatchlistFor(item);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active] ?? (current || showRecent ? results[0] : undefined);
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) setText('');
    } else if (
      offerWatchlists &&
      active >= 0 &&
      /^[wW]$/.test(event.key) &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      const chosen = results[active];
      if (!chosen) return;
      event.preventDefault();
      offerWatchlist(chosen);
    } else if (onTrade && active >= 0 && /^[bBsS]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      const chosen = results[active];
      if (!chosen) return;
      event.preventDefault();
      addRecentSymbol(chosen.symbol);
      setOpen(false);
      setActive(-1);
      onTrade(chosen, event.key.toLowerCase() === 'b' ? 'BUY' : 'SELL');
    }
  };

  const optionForm = mode === 'option' ? optionQueryForm(q) : null;
  const activeId = open && results[active] ? `${listId}-${active}` : undefined;

  return (
    <div className={`instrument-search${className ? ` ${className}` : ''}`}>
      <div className="instrument-search-box">
        <input
          maxLength={INPUT_LIMITS.search}
          ref={boxRef}
          type="search"
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), 120);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="search-mode-toggle"
          aria-pressed={chosenMode === 'option'}
          title="Search option contracts: a full OSI symbol, root + YYMMDD, or a phrase like “AAPL Dec 150 call”"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setChosenMode((m) => (m === 'option' ? 'equity' : 'option'));
            setActive(-1);
            // The user wants to type a contract next: the box takes the focus (and opens).
            boxRef.current?.focus();
          }}
        >
          Options
        </button>
      </div>
      {open && (
        <div className="instrument-search-popup" onMouseDown={(e) => e.preventDefault()}>
          {showRecent ? (
            <div className="search-heading muted">
              {recent.length > 0 ? (
                <>
                  Recent{' '}
                  <button type="button" className="link-button" onClick={clearRecentSymbols}>
                    Clear
                  </button>
                </>
              ) : (
                'Type a symbol, a company name, a CUSIP / ISIN, or an option (OSI, root + YYMMDD, “AAPL Dec 150 call”).'
              )}
            </div>
          ) : (
            <div className="search-heading muted" aria-live="polite">
              {mode === 'option'
                ? `Options search${optionForm ? `: ${optionFormLabels[optionForm]}` : ''}`
                : 'Instruments'}
              {query.isFetching && <span className="spinner" aria-label="Searching" />}
            </div>
          )}
          <ul id={listId} role="listbox" aria-label={showRecent ? 'Recent symbols' : 'Search results'}>
            {results.map((item, index) => (
              <li
                key={item.instrument?.id ?? item.symbol}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`search-result${index === active ? ' active' : ''}${offerWatchlists ? ' with-watchlist' : ''}`}
                onClick={() => pick(item)}
              >
                {item.instrument ? (
                  <ResultRow instrument={item.instrument} />
                ) : (
                  <span className="search-symbol mono">{item.symbol}</span>
                )}
                {offerWatchlists && (
                  <button
                    type="button"
                    className="link-button search-watchlist-button"
                    tabIndex={-1}
                    aria-label={`Add ${item.symbol} to a watchlist`}
                    title="Add to watchlist (W)"
                    onClick={(e) => {
                      e.stopPropagation();
                      offerWatchlist(item);
                    }}
                  >
                    ☆
                  </button>
                )}
              </li>
            ))}
          </ul>
          {current && results.length === 0 && (
            <div className="search-empty" role="status">
              {mode === 'option' ? (
                <>
                  No option contract matches “{q}”. Try a full OSI symbol (<code>AAPL 261218C00150000</code>
                  ), a root and expiry (<code>AAPL261218</code>) or a phrase (<code>AAPL Dec 150 call</code>).
                </>
              ) : (
                <>
                  No instrument matches “{q}”.{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setChosenMode('option');
                      boxRef.current?.focus();
                    }}
                  >
                    Search options instead
                  </button>
                </>
              )}
            </div>
          )}
          {!showRecent && query.isError && (
            <SearchError error={query.error} onRetry={() => query.refetch()} />
          )}
          {results.length > 0 && (
            <div className="search-hint muted">
              ↑ ↓ choose · Enter open{onTrade ? ' · B buy · S sell' : ''}
              {offerWatchlists ? ' · W watchlist' : ''} · Esc close
            </div>
          )}
        </div>
      )}
      {watchlistFor && (
        <Suspense fallback={<div className="watchlist-menu search-watchlist-menu muted">Loading lists…</div>}>
          <WatchlistMenuPanel
            className="search-watchlist-menu"
            pick={{ symbol: watchlistFor.symbol, instrument: watchlistFor.instrument ?? null }}
            onClose={() => setWatchlistFor(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function SearchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const d = describeError(error);
  return (
    <div className="search-error" role="alert">
      <strong>Search failed: {d.title}</strong>
      <div>{d.message}</div>
      {d.requestId && (
        <div className="request-id">
          request_id: <code>{d.requestId}</code>
        </div>
      )}
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
