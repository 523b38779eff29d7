// The option chain: expiry picker with days to expiry, calls | strike | puts centred on the money
// (±N strikes or all), ITM shading and a price line, choosable greek columns, a calls / puts filter.
// Contracts and snapshots (greeks, last, volume) load and fail on their own; visible rows stream L1.
// The body is virtualized (a chain of 200 strikes mounts only the rows in view), and opens with the
// money in the middle of the view: the body is mounted already scrolled there, so its first render
// mounts the rows around the money and nothing else. The virtualizer, the scroll gate and the body
// are the table engine's (components/data-table/virtual-rows.tsx, as DataTable's); the rows are the
// chain's own: fixed-size boxes on a CSS grid, each at its own top (no spacer rows, no table layout),
// so a row scrolling in lays out itself, not the table.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatPrice } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import { marketDataQueries } from '@/api/resources/market-data';
import type { Instrument } from '@/api/schemas/instruments';
import { marketDate } from '@/lib/market-time';
import { useQuote } from '@/live/hooks';
import { useVirtualRows, VirtualBody } from '@/components/data-table/virtual-rows';
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
} from './chain-model';
import { ChainRow } from './chain-row';
import {
  describePosition,
  useActivePositions,
  type ActivePositions,
} from '@/components/positions/active-positions';
import type { OptionsContract } from '@/api/schemas/instruments';
import type { ChainRow as ChainRowModel } from './chain-model';
import './chain.css';
import { Select } from '@/components/form/fields';

const route = getRouteApi('/instruments/$instrument');

/** Height of a chain row (and of the price line), px: the virtualizer lays rows out by it. */
export const CHAIN_ROW_HEIGHT = 27;
/** Rows mounted beyond each edge of the view (once the first paint is done), ≈ 100 px. */
const CHAIN_OVERSCAN = 4;
/** Before layout (and in jsdom) the scrolling area measures 0 px: assume this height. */
const ASSUMED_VIEW_HEIGHT = 600;

type BodyItem = { kind: 'row'; row: ChainRowModel; index: number } | { kind: 'line' };

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
    <ChainForExpiry
      key={expiry}
      instrument={instrument}
      expiries={expiries}
      expiry={expiry}
      today={today}
      onExpiry={onExpiry}
    />
  );
}

function ChainForExpiry({
  instrument,
  expiries,
  expiry,
  today,
  onExpiry,
}: {
  instrument: Instrument;
  expiries: string[];
  expiry: string;
  today: string;
  onExpiry: (e: string) => void;
}) {
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
  const sideHeads = ['Bid', 'Ask', 'Last', 'Volume', 'OI', ...greeks.map((g) => GREEK_LABELS[g])];
  // The scrolling area's height, kept across the bodies of each strikes window (see ChainBody).
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
        <ChainBody
          centreKey={strikes ?? 'all'}
          label={`${instrument.symbol} options expiring ${expiry}`}
          rows={shown.rows}
          atm={atm < 0 ? -1 : atm - shown.start}
          line={line}
          itm={itm}
          price={price}
          viewHeight={viewHeight}
          greeks={greeks}
          sides={sides}
          sideSpan={sideSpan}
          sideHeads={sideHeads}
          snapshots={snapshots}
        />
      )}
    </section>
  );
}

interface BodyProps {
  label: string;
  rows: readonly ChainRowModel[];
  /** Index of the at-the-money row in `rows` (-1: unknown). */
  atm: number;
  /** Index in `rows` the price line goes before (rows.length: after the last; -1: none). */
  line: number;
  /** Calls in the money before this index, puts from that one (chain-model `itmBounds`). */
  itm: { callsBefore: number; putsFrom: number };
  price: string | undefined;
  /** The scrolling area's last measured height (px), to mount the first rows around the money. */
  viewHeight: RefObject<number>;
  greeks: readonly Greek[];
  sides: { calls: boolean; puts: boolean };
  sideSpan: number;
  sideHeads: string[];
  snapshots: ReturnType<typeof snapshotsBySymbol>;
}

function ChainBody({
  centreKey,
  ...props
}: BodyProps & {
  /** When this changes (the strikes window), the rows are mounted anew centred on the money. */
  centreKey: string | number;
}) {
  const { label, rows, line, sides, sideSpan, sideHeads } = props;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const span = (sides.calls ? sideSpan : 0) + (sides.puts ? sideSpan : 0) + 1;
  // One grid for the header and every row: fixed tracks, so a row's cells never move the table.
  const sideTracks = `repeat(${sideSpan}, minmax(58px, 1fr))`;
  const columns = [sides.calls && sideTracks, 'minmax(76px, 0.9fr)', sides.puts && sideTracks]
    .filter(Boolean)
    .join(' ');
  const itemCount = rows.length + (line >= 0 ? 1 : 0);

  return (
    <div className="chain-scroll" ref={scrollRef}>
      <table
        role="table"
        className="chain-table"
        aria-label={label}
        aria-rowcount={itemCount + 2}
        data-strikes={rows.length}
        style={{ ['--chain-columns' as string]: columns, minWidth: span * 58 + 20 } as CSSProperties}
      >
        <thead role="rowgroup">
          <tr role="row" aria-rowindex={1} className="chain-head">
            {sides.calls && (
              <th role="columnheader" colSpan={sideSpan} style={{ gridColumn: `span ${sideSpan}` }}>
                Calls
              </th>
            )}
            <th role="columnheader" />
            {sides.puts && (
              <th role="columnheader" colSpan={sideSpan} style={{ gridColumn: `span ${sideSpan}` }}>
                Puts
              </th>
            )}
          </tr>
          <tr role="row" aria-rowindex={2} className="chain-head">
            {sides.calls &&
              [...sideHeads].reverse().map((h) => (
                <th key={`c-${h}`} role="columnheader" scope="col">
                  {h}
                </th>
              ))}
            <th role="columnheader" scope="col">
              Strike
            </th>
            {sides.puts &&
              sideHeads.map((h) => (
                <th key={`p-${h}`} role="columnheader" scope="col">
                  {h}
                </th>
              ))}
          </tr>
        </thead>
        <ChainRows key={centreKey} scrollRef={scrollRef} {...props} />
      </table>
    </div>
  );
}

/**
 * The virtualized body. Mounted anew for each strikes window, already scrolled to the money: the
 * offset is set before the virtualizer first reads it, so its first render is the rows around the
 * money (not the rows at the old offset, then a scroll, then those).
 */
function ChainRows({
  scrollRef,
  rows,
  atm,
  line,
  itm,
  price,
  viewHeight,
  greeks,
  sides,
  snapshots,
}: BodyProps & { scrollRef: RefObject<HTMLDivElement | null> }) {
  const items = useMemo<BodyItem[]>(() => {
    const out: BodyItem[] = [];
    rows.forEach((row, index) => {
      if (index === line) out.push({ kind: 'line' });
      out.push({ kind: 'row', row, index });
    });
    if (line === rows.length) out.push({ kind: 'line' });
    return out;
  }, [rows, line]);
  const atmItem = items.findIndex((item) => item.kind === 'row' && item.index === atm);
  // The active account's positions in these contracts, marked beside the strike.
  const positions = useActivePositions();
  /** The scroll offset that puts the money in the middle of a view `height` px high. */
  const centreOffset = (height: number) =>
    Math.max(
      0,
      Math.min(
        items.length * CHAIN_ROW_HEIGHT - height,
        atmItem * CHAIN_ROW_HEIGHT + CHAIN_ROW_HEIGHT / 2 - height / 2,
      ),
    );
  // Centred once per strikes window, as soon as the money is known.
  const centred = useRef(false);
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  // Declared before the virtualizer, so this runs before its layout effect reads the offset. It
  // writes the measured height (a ref the parent owns) and the area's scroll offset, by design.
  // eslint-disable-next-line react-hooks/immutability -- see above
  useLayoutEffect(() => {
    // The scrolling area through this body's own element: the area's ref (set by the parent) is not
    // attached yet when the first body's layout effects run, and its children's refs are.
    const el = bodyRef.current?.closest<HTMLDivElement>('.chain-scroll') ?? scrollRef.current;
    // Measured even before the money is known: the next strikes window opens at the offset this
    // height gives (its virtualizer's initialOffset), so it must be the real one.
    // eslint-disable-next-line react-hooks/immutability -- the parent's ref, written once measured
    if (el && el.clientHeight > 0) viewHeight.current = el.clientHeight;
    if (!el || centred.current || atmItem < 0) return;
    centred.current = true;
    // eslint-disable-next-line react-hooks/immutability -- the scrolling area opens on the money
    el.scrollTop = centreOffset(viewHeight.current);
    // Only on mount: later the money is centred by the virtualizer (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item?.kind === 'row' ? item.row.strike : 'price-line';
    },
    [items],
  );
  // The first paint needs the rows in view only: the rows kept mounted just outside it (for a
  // scroll) are added once that paint is done.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOverscan(CHAIN_OVERSCAN), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // Rows that only pass by in a scroll do not subscribe their contracts: they wait until the chain
  // has not scrolled for a moment (or has been mounted a while), as a DataTable's rows do
  // (live/subscribe-gate.ts). One timer for the body.
  const { virtualizer, gate } = useVirtualRows({
    count: items.length,
    scrollRef,
    rowHeight: CHAIN_ROW_HEIGHT,
    getItemKey,
    overscan,
    fallbackHeight: ASSUMED_VIEW_HEIGHT,
    initialHeight: viewHeight.current,
    initialOffset: () => (atmItem >= 0 ? centreOffset(viewHeight.current) : 0),
  });
  // The money was not known when the rows mounted (no price yet): centre once it is.
  useEffect(() => {
    if (centred.current || atmItem < 0) return;
    centred.current = true;
    virtualizer.scrollToIndex(atmItem, { align: 'center' });
  }, [atmItem, virtualizer]);

  return (
    <VirtualBody gate={gate} height={virtualizer.getTotalSize()} bodyRef={bodyRef}>
      {virtualizer.getVirtualItems().map((v) => {
        const item = items[v.index];
        if (!item) return null;
        if (item.kind === 'line')
          return <PriceLine key="price-line" index={v.index} top={v.start} price={price} />;
        return (
          <ChainRow
            key={item.row.strike}
            row={item.row}
            index={v.index}
            top={v.start}
            atm={item.index === atm}
            callItm={item.index < itm.callsBefore}
            putItm={item.index >= itm.putsFrom}
            greeks={greeks}
            sides={sides}
            snapshots={snapshots}
            callPosition={positionMark(positions, item.row.call)}
            putPosition={positionMark(positions, item.row.put)}
          />
        );
      })}
    </VirtualBody>
  );
}

/** "Long 2 contracts" for a contract the active account holds (a string, so the memoized row re-renders only when it changes). */
function positionMark(positions: ActivePositions, contract: OptionsContract | undefined): string | undefined {
  const position = contract
    ? positions.find({ instrumentId: contract.id, symbol: contract.symbol })
    : undefined;
  return position ? describePosition(position) : undefined;
}

function PriceLine({ index, top, price }: { index: number; top: number; price: string | undefined }) {
  return (
    <tr
      role="row"
      aria-rowindex={index + 3}
      data-index={index}
      className="chain-price-line"
      aria-label="At the money"
      style={{ top }}
    >
      <td role="cell">
        <span>At the money · {formatPrice(price)}</span>
      </td>
    </tr>
  );
}
