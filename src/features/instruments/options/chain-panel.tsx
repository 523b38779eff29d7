// The option chain: expiry picker with days to expiry, calls | strike | puts centred on the money
// (±N strikes or all), ITM shading and a price line, choosable greek columns, a calls / puts filter.
// Contracts and snapshots (greeks, last, volume) load and fail on their own; visible rows stream L1.
// The body is virtualized (a chain of 200 strikes mounts only the rows in view), and opens with the
// money in the middle of the view.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatPrice } from '@/lib/format';
import { instrumentQueries } from '@/api/resources/instruments';
import { marketDataQueries } from '@/api/resources/market-data';
import type { Instrument } from '@/api/schemas/instruments';
import { marketDate } from '@/lib/market-time';
import { useQuote } from '@/live/hooks';
import { PanelError, PanelLoading } from '../panel-state';
import { DEFAULT_GREEKS, GREEK_LABELS, GREEKS, STRIKE_WINDOWS, type Greek } from './chain-columns';
import {
  atmIndex,
  buildChainRows,
  daysToExpiry,
  priceLineIndex,
  snapshotsBySymbol,
  windowRows,
} from './chain-model';
import { ChainRow } from './chain-row';
import type { ChainRow as ChainRowModel } from './chain-model';
import './chain.css';

const route = getRouteApi('/instruments/$instrument');

/** Height of a chain row (and of the price line), px: the virtualizer lays rows out by it. */
export const CHAIN_ROW_HEIGHT = 27;
/** Before layout (and in jsdom) the scrolling area measures 0 px: assume this height. */
const ASSUMED_VIEW_HEIGHT = 600;

type BodyItem = { kind: 'row'; row: ChainRowModel; index: number } | { kind: 'line' };

export function ChainPanel({ instrument }: { instrument: Instrument }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const today = marketDate();
  const expiries = instrument.options_expiry_dates ?? [];
  const expiry =
    search.expiry && expiries.includes(search.expiry)
      ? search.expiry
      : (expiries.find((e) => e >= today) ?? expiries[0]);
  if (!expiry) return <p className="empty-state">{instrument.symbol} has no listed options.</p>;
  return (
    <ChainForExpiry
      key={expiry}
      instrument={instrument}
      expiries={expiries}
      expiry={expiry}
      today={today}
      onExpiry={(e) => void navigate({ search: (prev) => ({ ...prev, expiry: e }), replace: true })}
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
  const atm = atmIndex(rows, price);
  const shown = windowRows(rows, atm, strikes);
  const line = priceLineIndex(shown.rows, price);
  const sides = { calls: filter !== 'puts', puts: filter !== 'calls' };
  const sideSpan = 5 + greeks.length;
  const sideHeads = ['Bid', 'Ask', 'Last', 'Volume', 'OI', ...greeks.map((g) => GREEK_LABELS[g])];

  return (
    <section className="chain-panel panel" aria-label="Option chain">
      <div className="chain-controls">
        <label>
          Expiry{' '}
          <select value={expiry} onChange={(e) => onExpiry(e.target.value)} aria-label="Expiry">
            {expiries.map((e) => (
              <option key={e} value={e}>
                {e} ({daysToExpiry(e, today)} DTE)
              </option>
            ))}
          </select>
        </label>
        <label>
          Strikes{' '}
          <select
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
          </select>
        </label>
        <label>
          Show{' '}
          <select
            aria-label="Calls and puts"
            value={filter}
            onChange={(e) => setFilter(e.target.value as typeof filter)}
          >
            <option value="both">Calls and puts</option>
            <option value="calls">Calls only</option>
            <option value="puts">Puts only</option>
          </select>
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
          atm={atm - shown.start}
          line={line}
          price={price}
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

function ChainBody({
  centreKey,
  label,
  rows,
  atm,
  line,
  price,
  greeks,
  sides,
  sideSpan,
  sideHeads,
  snapshots,
}: {
  /** When this changes (the strikes window), the money is brought back to the middle. */
  centreKey: string | number;
  label: string;
  rows: readonly ChainRowModel[];
  /** Index of the at-the-money row in `rows` (-1: unknown). */
  atm: number;
  /** Index in `rows` the price line goes before (rows.length: after the last; -1: none). */
  line: number;
  price: string | undefined;
  greeks: readonly Greek[];
  sides: { calls: boolean; puts: boolean };
  sideSpan: number;
  sideHeads: string[];
  snapshots: ReturnType<typeof snapshotsBySymbol>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = useMemo<BodyItem[]>(() => {
    const out: BodyItem[] = [];
    rows.forEach((row, index) => {
      if (index === line) out.push({ kind: 'line' });
      out.push({ kind: 'row', row, index });
    });
    if (line === rows.length) out.push({ kind: 'line' });
    return out;
  }, [rows, line]);
  const observeRect = useCallback(
    (
      instance: Parameters<typeof observeElementRect<HTMLDivElement>>[0],
      cb: (rect: { width: number; height: number }) => void,
    ) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: ASSUMED_VIEW_HEIGHT }),
      ),
    [],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHAIN_ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: ASSUMED_VIEW_HEIGHT },
    observeElementRect: observeRect,
  });
  // Open with the money in the middle of the view.
  const atmItem = items.findIndex((item) => item.kind === 'row' && item.index === atm);
  const centred = useRef<string | number | null>(null);
  useEffect(() => {
    if (centred.current === centreKey || atmItem < 0) return;
    centred.current = centreKey;
    virtualizer.scrollToIndex(atmItem, { align: 'center' });
  }, [atmItem, centreKey, virtualizer]);

  const virtualItems = virtualizer.getVirtualItems();
  const paddingTop = virtualItems[0]?.start ?? 0;
  const paddingBottom =
    virtualItems.length > 0 ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
  const span = (sides.calls ? sideSpan : 0) + (sides.puts ? sideSpan : 0) + 1;
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true" className="chain-spacer" style={{ height }}>
        <td colSpan={span} />
      </tr>
    );

  return (
    <div className="chain-scroll" ref={scrollRef}>
      <table
        className="chain-table"
        aria-label={label}
        aria-rowcount={items.length + 2}
        data-strikes={rows.length}
      >
        <thead>
          <tr>
            {sides.calls && <th colSpan={sideSpan}>Calls</th>}
            <th />
            {sides.puts && <th colSpan={sideSpan}>Puts</th>}
          </tr>
          <tr>
            {sides.calls &&
              [...sideHeads].reverse().map((h) => (
                <th key={`c-${h}`} scope="col">
                  {h}
                </th>
              ))}
            <th scope="col">Strike</th>
            {sides.puts &&
              sideHeads.map((h) => (
                <th key={`p-${h}`} scope="col">
                  {h}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {spacer(paddingTop)}
          {virtualItems.map((v) => {
            const item = items[v.index];
            if (!item) return null;
            if (item.kind === 'line') return <PriceLine key="price-line" span={span} price={price} />;
            return (
              <ChainRow
                key={item.row.strike}
                row={item.row}
                price={price}
                atm={item.index === atm}
                greeks={greeks}
                sides={sides}
                snapshots={snapshots}
              />
            );
          })}
          {spacer(paddingBottom)}
        </tbody>
      </table>
    </div>
  );
}

function PriceLine({ span, price }: { span: number; price: string | undefined }) {
  return (
    <tr className="chain-price-line" aria-label="At the money">
      <td colSpan={span}>
        <span>At the money · {formatPrice(price)}</span>
      </td>
    </tr>
  );
}
