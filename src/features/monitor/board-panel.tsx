// The quote board as a workspace panel (issue 28): the monitor's live columns over the panel's own
// symbol list or a watchlist (its settings, saved with the layout). Choosing a row sets the panel's
// link group's symbol; B / S on a row open a ticket as on the monitor. The columns fit the panel's
// width by priority (Symbol, Last, Chg %, Bid, Ask first; Volume, Change, Age give way), and the
// "Columns" chooser shows the rest (a column shown keeps its full width: the board scrolls sideways).
// Each column keeps its width in a wider panel too (the spare room, less than the next column's
// width until all are shown, stays at the right): a splitter dragged beside the panel moves no cell,
// and the panel renders only when a column comes or goes (bench:workspace, docs/performance.md).
import { useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { columnsBeyondWidth } from '@/components/data-table/column';
import { ColumnChooser } from '@/components/data-table/column-chooser';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import type { PanelProps } from '@/components/panel-contract';
import { Select } from '@/components/form/fields';
import { useElementFit, type ElementSize } from '@/components/use-element-size';
import { useWatchlists } from '@/domain/watchlists/watchlist-edits';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { MAX_MONITOR_SYMBOLS } from './symbols';
import { PANEL_COLUMNS, panelSymbolWidth, QuoteBoard } from './monitor-board';

const CHOOSABLE = PANEL_COLUMNS.map(({ id, label }) => ({ id, label }));
const CHOOSABLE_IDS = PANEL_COLUMNS.map((c) => c.id);
/** The board's borders (2 px) and a vertical scrollbar's room (16 px) are inside the frame. */
const FRAME_CHROME = 18;
import { useBoardSymbols } from './use-board-symbols';

/** What the board makes of its frame's size: its height, and the columns that do not fit its width. */
interface BoardFit {
  height: number;
  beyond: readonly string[];
}
/** The fit of a board whose Symbol column is `symbolWidth` wide. */
const boardFit =
  (symbolWidth: number) =>
  ({ width, height }: ElementSize): BoardFit => ({
    height,
    beyond: columnsBeyondWidth(PANEL_COLUMNS, symbolWidth, width - FRAME_CHROME),
  });
/** The same fit while the height and the set of columns that fit hold (the width may change). */
const sameFit = (a: BoardFit, b: BoardFit) => a.height === b.height && a.beyond.join() === b.beyond.join();

export default function BoardPanel({ symbol, onSymbolChosen, params, setParams }: PanelProps) {
  const lists = useWatchlists();
  const { symbols, watchlistQuery } = useBoardSymbols({
    symbols: params.symbols,
    watchlist: params.watchlist,
  });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Renders again when a column comes or goes or the height changes, not on each pixel of width (a
  // splitter dragged beside the panel changes its width every frame).
  // An option's symbol widens the Symbol column: fewer figure columns then fit.
  const symbolWidth = panelSymbolWidth(symbols);
  const fitBoard = useMemo(() => boardFit(symbolWidth), [symbolWidth]);
  const [frame, { height, beyond }] = useElementFit(fitBoard, sameFit);
  const visibility = useColumnVisibility('board-panel', CHOOSABLE_IDS, beyond);
  const { visible } = visibility;
  // The same array while the same columns fit: the board's rows render again (a panel dragged wider
  // or narrower) only when a column comes or goes.
  const hidden = useMemo(() => CHOOSABLE_IDS.filter((id) => !visible(id)), [visible]);
  // The board's frame is as wide as its columns (never wider than the panel): in a wider panel the
  // spare room is the panel's, and a splitter dragged beside it resizes no part of the board.
  const boardWidth = PANEL_COLUMNS.reduce(
    (sum, c) => (hidden.includes(c.id) ? sum : sum + c.width),
    symbolWidth + FRAME_CHROME,
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    const { symbols: parsed, invalid } = parseSymbolList(draft);
    if (invalid.length > 0) {
      setError(`Not symbols: ${invalid.join(', ')}. Correct them and add again.`);
      return;
    }
    if (parsed.length === 0) return;
    const next = [...new Set([...symbols, ...parsed])];
    if (next.length > MAX_MONITOR_SYMBOLS) {
      setError(`A board holds at most ${MAX_MONITOR_SYMBOLS} symbols.`);
      return;
    }
    setError(null);
    setDraft('');
    setParams({ symbols: next.join(',') });
  };

  return (
    <div className="board-panel">
      <div className="panel-toolbar">
        <Select
          aria-label="Board source"
          value={params.watchlist ?? ''}
          onChange={(e) =>
            setParams(e.target.value ? { watchlist: e.target.value } : { symbols: symbols.join(',') })
          }
        >
          <option value="">Own symbols</option>
          {(lists.data?.data ?? []).map((list) => (
            <option key={list.id} value={list.id}>
              Watchlist: {list.name}
            </option>
          ))}
        </Select>
        {params.watchlist === undefined && (
          <form onSubmit={add} className="inline-form" aria-label="Add symbols to the board">
            <input
              aria-label="Symbols to add"
              maxLength={INPUT_LIMITS.search}
              value={draft}
              placeholder="Add symbols"
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            <button type="submit">Add</button>
          </form>
        )}
        <span className="panel-toolbar-end">
          <ColumnChooser
            columns={CHOOSABLE}
            visibility={visibility}
            tableLabel="the quote board"
            hiddenCount={hidden.length}
          />
        </span>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {watchlistQuery?.isError && (
        <p role="alert" className="field-error">
          The watchlist could not be loaded. Choose another source or try again later.
        </p>
      )}
      <div
        ref={frame}
        className="board-panel-table"
        style={{ '--board-width': `${boardWidth}px` } as CSSProperties}
      >
        <QuoteBoard
          symbols={symbols}
          variant="panel"
          label="Quote board"
          // The height the board has in its panel (it follows the panel's size).
          height={height > 0 ? height : 360}
          selected={symbol}
          hiddenColumns={hidden}
          onSelect={onSymbolChosen}
          empty={watchlistQuery?.isPending ? 'Loading…' : 'No symbols on this board. Add some above.'}
        />
      </div>
    </div>
  );
}
