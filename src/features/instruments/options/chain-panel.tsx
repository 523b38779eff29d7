// The option chain: expiry picker with days to expiry, calls | strike | puts centred on the money
// (±N strikes or all), ITM shading and a price line, choosable greek columns, a calls / puts filter.
// Contracts and snapshots (greeks, last, volume) load and fail on their own; visible rows stream L1.
import { useEffect, useMemo, useState } from 'react';
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
import './chain.css';

const route = getRouteApi('/instruments/$instrument');

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
        <div className="chain-scroll">
          <table className="chain-table" aria-label={`${instrument.symbol} options expiring ${expiry}`}>
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
              {shown.rows.map((row, i) => (
                <ChainRowWithLine
                  key={row.strike}
                  showLine={i === line}
                  span={(sides.calls ? sideSpan : 0) + (sides.puts ? sideSpan : 0) + 1}
                  price={price}
                  row={row}
                  atm={shown.start + i === atm}
                  greeks={greeks}
                  sides={sides}
                  snapshots={snapshots}
                />
              ))}
              {line === shown.rows.length && (
                <PriceLine
                  span={(sides.calls ? sideSpan : 0) + (sides.puts ? sideSpan : 0) + 1}
                  price={price}
                />
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
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

function ChainRowWithLine({
  showLine,
  span,
  ...props
}: React.ComponentProps<typeof ChainRow> & { showLine: boolean; span: number }) {
  return (
    <>
      {showLine && <PriceLine span={span} price={props.price ?? undefined} />}
      <ChainRow {...props} />
    </>
  );
}
