// Executions (fills) of the account, newest first, filtered by instrument and a from/to range in
// New York time, with token pagination. Filters and page live in the URL.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { orderQueries, type ExecutionListFilters } from '@/api/resources/orders';
import { formatMoney, formatPrice, formatQuantity } from '@/api/decimal';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { setFocusedSymbol } from '@/lib/ticket-intent';
import Decimal from 'decimal.js';
import { newYorkLocalToUtc } from '../lib/market-local-time';
import type { ExecutionsSearch } from '../lib/search-params';
import '../orders.css';

const route = getRouteApi('/accounts/$accountId/executions');

export function executionFiltersOf(search: ExecutionsSearch): ExecutionListFilters {
  const from = search.from ? newYorkLocalToUtc(search.from) : undefined;
  const toMinute = search.to ? newYorkLocalToUtc(search.to) : undefined;
  return {
    ...(search.instrument ? { instrument_ids: [search.instrument] } : {}),
    ...(from ? { from } : {}),
    // "To 15:30" includes fills during 15:30 (up to 15:30:59.999).
    ...(toMinute ? { to: new Date(Date.parse(toMinute) + 59_999).toISOString() } : {}),
  };
}

export function ExecutionsScreen() {
  const { accountId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const executions = useQuery({
    ...orderQueries.executions(accountId, { ...executionFiltersOf(search), page_size: 100 }, search.page),
    placeholderData: keepPreviousData,
  });
  const [instrument, setInstrument] = useState(search.instrument ?? '');
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const setSearch = (patch: Partial<ExecutionsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }) });

  return (
    <section className="panel blotter" aria-labelledby="executions-heading">
      <div className="blotter-header">
        <h2 id="executions-heading">Executions</h2>
        <Link to="/accounts/$accountId/orders" params={{ accountId }}>
          Orders
        </Link>
      </div>
      <form
        className="form inline-fields blotter-filters"
        aria-label="Execution filters"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({
            instrument: instrument.trim().toUpperCase() || undefined,
            from: from || undefined,
            to: to || undefined,
          });
        }}
      >
        <label>
          Instrument
          <input
            value={instrument}
            onChange={(e) => setInstrument(e.target.value)}
            placeholder="Symbol or id"
          />
        </label>
        <label>
          From (ET)
          <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To (ET)
          <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">Apply</button>
      </form>
      {executions.isPending ? (
        <RoutePending />
      ) : executions.isError ? (
        <ErrorPanel
          error={executions.error}
          context="Loading executions"
          onRetry={() => void executions.refetch()}
        />
      ) : executions.data.data.length === 0 ? (
        <p className="empty-state">No executions match these filters.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Executions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Time (ET)</th>
              <th scope="col">Symbol</th>
              <th scope="col">Side</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Value
              </th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {executions.data.data.map((e) => (
              <tr key={e.id} tabIndex={0} onFocus={() => setFocusedSymbol(e.symbol ?? null)}>
                <td className="mono">{formatMarketDateTime(parseTimestamp(e.transaction_time))}</td>
                <td className="mono">{e.symbol ?? e.instrument_id ?? '—'}</td>
                <td>{e.side}</td>
                <td className="num">{formatQuantity(e.quantity)}</td>
                <td className="num">{e.price ? formatPrice(e.price) : '—'}</td>
                <td className="num">{e.price ? formatMoney(new Decimal(e.price).times(e.quantity)) : '—'}</td>
                <td className="mono">
                  <Link
                    to="/accounts/$accountId/orders"
                    params={{ accountId }}
                    search={{ view: 'all', order: e.order_id }}
                  >
                    {e.order_id.slice(0, 8)}…
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {executions.isSuccess && (
        <div className="blotter-pages">
          <button
            type="button"
            disabled={!executions.data.metadata.previous_page_token}
            onClick={() => setSearch({ page: executions.data.metadata.previous_page_token ?? undefined })}
          >
            Previous
          </button>
          <span className="muted">
            {executions.data.metadata.total_items != null && (
              <>{executions.data.metadata.total_items} executions</>
            )}
          </span>
          <button
            type="button"
            disabled={!executions.data.metadata.next_page_token}
            onClick={() => setSearch({ page: executions.data.metadata.next_page_token ?? undefined })}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}
