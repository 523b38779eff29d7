// The option chain: expiry picker with days to expiry, calls | strike | puts centred on the money
// (±N strikes or all), ITM shading and a price line, choosable greek columns, a calls / puts filter.
// Contracts and snapshots (greeks, last, volume) load and fail on their own; visible rows stream L1.
// The chain is a column set of the one table engine (chain-row.tsx): virtualized positioned rows on
// one grid of fixed tracks (a chain of 200 strikes mounts only the rows in view, and a row scrolling
// in lays out itself, not the table), opened with the money in the middle of the view: the table is
// mounted already scrolled there, so its first render mounts the rows around the money and nothing
// else, and mounted anew, centred again, for each strikes window.
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatPrice } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import { marketDataQueries } from '@/api/resources/market-data';
import type { Instrument, OptionsContract } from '@/api/schemas/instruments';
import { marketDate } from '@/lib/market-time';
import { useQuote } from '@/live/hooks';
import { DataTable } from '@/components/data-table/data-table';
import { Select } from '@/components/form/fields';
import { useLiveBoard } from '@/components/live/live-cell';
import {
  describePosition,
  useActivePositions,
  type ActivePositions,
} from '@/components/positions/active-positions';
import { PanelError, PanelLoading } from '../panel-state';
import { DEFAULT_GREEKS, GREEK_LABELS, GREEKS, STRIKE_WINDOWS, type Greek } from './chain-columns';
import {
  atmIndex,
  buildChainRows,
  daysToExpiry,
  itmBounds,
  priceLineIndex,
  snapshotsBySymbol,
  windowRows,
  type ChainRow,
} from './chain-model';
import {
  chainColumns,
  chainHeaderGroups,
  chainRowAttributes,
  chainRowClass,
  ContractChosenContext,
  type ChainItem,
} from './chain-row';
import './chain.css';

const route = getRouteApi('/instruments/$instrument');

/** Height of a chain row (and of the price line), px: the virtualizer lays rows out by it. */
export const CHAIN_ROW_HEIGHT = 27;
/** Rows mounted beyond each edge of the view (once the first paint is done), ≈ 100 px. */
const CHAIN_OVERSCAN = 4;
/** Before layout (and in jsdom) the scrolling area measures 0 px: assume this height. */
const ASSUMED_VIEW_HEIGHT = 600;
const PRICE_LINE: ChainItem = { kind: 'line' };

export function ChainPanel({ instrument }: { instrument: Instrument }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ChainView
      instrument={instrument}
      requestedExpiry={search.expiry}
      onExpiry={(e) => void navigate({ search: (prev) => ({ ...prev, expiry: e }), replace: true })}
    />
  );
}

/** The chain of one expiry (the requested one when listed, else the next): the page's and the workspace's. */
export function ChainView({
  instrument,
  requestedExpiry,
  onExpiry,
}: {
  instrument: Instrument;
  requestedExpiry: string | undefined;
  onExpiry: (expiry: string) => void;
}) {
  const today = marketDate();
  const expiries = instrument.options_expiry_dates ?? [];
  const expiry =
    requestedExpiry && expiries.includes(requestedExpiry)
      ? requestedExpiry
      : (expiries.find((e) => e >= today) ?? expiries[0]);
  if (!expiry) return <p className="empty-state">{instrument.symbol} has no listed options.</p>;
  return (
    <ChainForExpiry key={expiry} instrument={instrument} expiry={expiry} today={today} onExpiry={onExpiry} />
  );
}

function ChainForExpiry({
  instrument,
  expiry,
  today,
  onExpiry,
}: {
  instrument: Instrument;
  expiry: string;
  today: string;
  onExpiry: (e: string) => void;
}) {
  const expiries = instrument.options_expiry_dates ?? [];
  const [strikes, setStrikes] = useState<number | null>(10);
  const [filter, setFilter] = useState<'both' | 'calls' | 'puts'>('both');
  const [greeks, setGreeks] = useState<readonly Greek[]>(DEFAULT_GREEKS);
  const contracts = useInfiniteQuery(
    instrumentQueries.optionContractsInfinite({
      underlying_instrument_id: instrument.id,
      expiry,
      page_size: 1000,
    }),
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = contracts;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const list = useMemo(() => contracts.data?.pages.flatMap((p) => p.data) ?? [], [contracts.data]);
  const rows = useMemo(() => buildChainRows(list), [list]);
  const symbols = useMemo(() => list.map((c) => c.symbol), [list]);
  const snapshotQuery = useQuery(marketDataQueries.snapshots(symbols));
  const snapshots = useMemo(() => snapshotsBySymbol(snapshotQuery.data), [snapshotQuery.data]);
  const last = useQuote(instrument.symbol, (q) => q?.last_price);
  const price = last ?? instrument.previous_close ?? undefined;
  const atm = useMemo(() => atmIndex(rows, price), [rows, price]);
  const shown = useMemo(() => windowRows(rows, atm, strikes), [rows, atm, strikes]);
  const line = useMemo(() => priceLineIndex(shown.rows, price), [shown.rows, price]);
  const itm = useMemo(() => itmBounds(shown.rows, price), [shown.rows, price]);
  const sides = useMemo(() => ({ calls: filter !== 'puts', puts: filter !== 'calls' }), [filter]);
  const sideSpan = 5 + greeks.length;
  // The active account's positions in these contracts, marked beside the strike.
  const positions = useActivePositions();
  const items = useMemo(
    () => chainItems(shown.rows, atm < 0 ? -1 : atm - shown.start, line, itm, positions),
    // The bounds, not the object: it is new with every tick of the price.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, atm, line, itm.callsBefore, itm.putsFrom, positions],
  );
  const atmItem = items.findIndex((item) => item.kind === 'strike' && item.atm);
  const board = useLiveBoard();
  const onContractChosen = useContext(ContractChosenContext);
  const columns = useMemo(
    () => chainColumns({ board, greeks, sides, snapshots, onContractChosen }),
    [board, greeks, sides, snapshots, onContractChosen],
  );
  const headerGroups = useMemo(() => chainHeaderGroups(sides, sideSpan), [sides, sideSpan]);
  // The scrolling area's height, kept across the tables of each strikes window.
  const viewHeight = useRef(ASSUMED_VIEW_HEIGHT);

  return (
    <section className="chain-panel panel" aria-label="Option chain">
      <div className="chain-controls">
        <label>
          Expiry{' '}
          <Select value={expiry} onChange={(e) => onExpiry(e.target.value)} aria-label="Expiry">
            {expiries.map((e) => (
              <option key={e} value={e}>
                {e} ({daysToExpiry(e, today)} DTE)
              </option>
            ))}
          </Select>
        </label>
        <label>
          Strikes{' '}
          <Select
            aria-label="Strikes"
            value={strikes === null ? 'all' : String(strikes)}
            onChange={(e) => setStrikes(e.target.value === 'all' ? null : Number(e.target.value))}
          >
            {STRIKE_WINDOWS.map((n) => (
              <option key={n} value={n}>
                ±{n} around the money
              </option>
            ))}
            <option value="all">Show all</option>
          </Select>
        </label>
        <label>
          Show{' '}
          <Select
            aria-label="Calls and puts"
            value={filter}
            onChange={(e) => setFilter(e.target.value as typeof filter)}
          >
            <option value="both">Calls and puts</option>
            <option value="calls">Calls only</option>
            <option value="puts">Puts only</option>
          </Select>
        </label>
        <fieldset className="greek-picker">
          <legend>Greeks</legend>
          {GREEKS.map((g) => (
            <label key={g}>
              <input
                type="checkbox"
                checked={greeks.includes(g)}
                onChange={(e) =>
                  setGreeks((cur) => GREEKS.filter((x) => (x === g ? e.target.checked : cur.includes(x))))
                }
              />{' '}
              {GREEK_LABELS[g]}
            </label>
          ))}
        </fieldset>
        <span className="muted">
          {instrument.symbol} <span className="num">{formatPrice(price)}</span> ·{' '}
          {daysToExpiry(expiry, today)} days to expiry
        </span>
      </div>
      {snapshotQuery.isError && (
        <PanelError
          error={snapshotQuery.error}
          context="Loading option snapshots (greeks, last, volume)"
          onRetry={() => void snapshotQuery.refetch()}
        />
      )}
      {contracts.isPending ? (
        <PanelLoading label="Loading the chain" />
      ) : contracts.isLoadingError ? (
        <PanelError
          error={contracts.error}
          context="Loading option contracts"
          onRetry={() => void contracts.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="empty-state">No contracts listed for {expiry}.</p>
      ) : (
        <DataTable
          // Mounted anew for each strikes window, centred on the money.
          key={strikes ?? 'all'}
          rows={items}
          columns={columns}
          getRowKey={(item) => (item.kind === 'strike' ? item.row.strike : 'price-line')}
          label={`${instrument.symbol} options expiring ${expiry}`}
          headerGroups={headerGroups}
          rowHeight={CHAIN_ROW_HEIGHT}
          height="65vh"
          viewHeight={viewHeight}
          centreIndex={atmItem}
          virtualize
          positioned
          overscan={CHAIN_OVERSCAN}
          deferOverscan
          rowAttributes={chainRowAttributes}
          rowClassName={chainRowClass}
          fullRow={(item) =>
            item.kind === 'line' ? <span>At the money · {formatPrice(price)}</span> : undefined
          }
          className="chain-scroll"
          tableClassName="chain-table"
          tableAttributes={{ 'data-strikes': shown.rows.length }}
        />
      )}
    </section>
  );
}

/** The last item made for each strike: kept while nothing of it changes, so its row does not render again. */
const itemCache = new WeakMap<ChainRow, Extract<ChainItem, { kind: 'strike' }>>();

/** The strikes shown, with the price line before row `line` (rows.length: after the last; -1: none). */
function chainItems(
  rows: readonly ChainRow[],
  atm: number,
  line: number,
  itm: { callsBefore: number; putsFrom: number },
  positions: ActivePositions,
): ChainItem[] {
  const out: ChainItem[] = [];
  rows.forEach((row, index) => {
    if (index === line) out.push(PRICE_LINE);
    const next = {
      kind: 'strike' as const,
      row,
      atm: index === atm,
      callItm: index < itm.callsBefore,
      putItm: index >= itm.putsFrom,
      callPosition: positionMark(positions, row.call),
      putPosition: positionMark(positions, row.put),
    };
    const cached = itemCache.get(row);
    if (
      cached &&
      cached.atm === next.atm &&
      cached.callItm === next.callItm &&
      cached.putItm === next.putItm &&
      cached.callPosition === next.callPosition &&
      cached.putPosition === next.putPosition
    )
      out.push(cached);
    else {
      itemCache.set(row, next);
      out.push(next);
    }
  });
  if (line === rows.length) out.push(PRICE_LINE);
  return out;
}

/** "Long 2 contracts" for a contract the active account holds (a string, so the memoized row re-renders only when it changes). */
function positionMark(positions: ActivePositions, contract: OptionsContract | undefined): string | undefined {
  const position = contract
    ? positions.find({ instrumentId: contract.id, symbol: contract.symbol })
    : undefined;
  return position ? describePosition(position) : undefined;
}
