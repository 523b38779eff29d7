// Executions (fills) of the account, newest first, filtered by instrument and a from/to range in
// New York time, with token pagination. Filters and page live in the URL.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Execution } from '@/api/schemas/orders';
import { mul } from '@/domain/decimal/decimal';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { MarketTimestamp } from '@/components/market-timestamp';
import { SymbolLink } from '@/components/symbol-link';
import { setFocusedSymbol } from '@/domain/ticket-intent';
import { sideWords } from '@/domain/order-vocabulary';
import type { ExecutionsSearch } from '../lib/search-params';
import { executionsQuery } from '../lib/blotter-queries';
import '../orders.css';

export { executionFiltersOf, executionsQuery } from '../lib/blotter-queries';

const route = getRouteApi('/accounts/$accountId/executions');

/** The account's executions, newest first: the blotter's table and the workspace panel's. */
export function ExecutionsTable({
  accountId,
  ...props
}: { accountId: number } & Omit<DataTableProps<Execution>, 'label' | 'columns' | 'getRowKey'>) {
  const columns = useMemo(() => executionColumns(accountId), [accountId]);
  return <DataTable label="Executions, newest first" columns={columns} getRowKey={(e) => e.id} {...props} />;
}

function executionColumns(accountId: number): Array<DataColumn<Execution>> {
  return [
    {
      id: 'time',
      header: 'Time (ET)',
      width: 150,
      accessor: (e) => e.transaction_time,
      cell: (e) => <MarketTimestamp value={e.transaction_time} />,
    },
    {
      id: 'symbol',
      header: 'Symbol',
      accessor: (e) => e.symbol ?? e.instrument_id,
      cell: (e) => (
        <span className="mono">{e.symbol ? <SymbolLink symbol={e.symbol} /> : (e.instrument_id ?? '—')}</span>
      ),
    },
    { id: 'side', header: 'Side', accessor: (e) => e.side, cell: (e) => sideWords(e.side) },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      accessor: (e) => e.quantity,
      cell: (e) => formatQuantity(e.quantity),
    },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      accessor: (e) => e.price,
      cell: (e) => (e.price ? formatPrice(e.price) : '—'),
    },
    {
      id: 'value',
      header: 'Value',
      numeric: true,
      accessor: (e) => mul(e.price, e.quantity)?.toFixed(),
      cell: (e) => (e.price ? formatMoney(mul(e.price, e.quantity)) : '—'),
    },
    {
      id: 'order',
      header: 'Order',
      cell: (e) => (
        <Link
          className="mono"
          to="/accounts/$accountId/orders"
          params={{ accountId }}
          search={{ view: 'all', order: e.order_id }}
        >
          {e.order_id.slice(0, 8)}…
        </Link>
      ),
    },
  ];
}

export function ExecutionsScreen() {
  const { accountId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const executions = useQuery({
    ...executionsQuery(accountId, search),
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
      ) : executions.isLoadingError ? (
        <ErrorPanel
          error={executions.error}
          context="Loading executions"
          onRetry={() => void executions.refetch()}
        />
      ) : (
        <ExecutionsTable
          accountId={accountId}
          rows={executions.data.data}
          rowHeight={34}
          maxHeight={1800}
          empty="No executions match these filters."
          onRowFocus={(e) => setFocusedSymbol(e.symbol ?? null)}
        />
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
