// The blotter's filters (status, symbol, instrument type, date range in New York dates). Applied
// on submit so typing a symbol does not fire a request per key.
import { useState } from 'react';
import { OrderStatus } from '@/api/schemas/orders';
import { INSTRUMENT_TYPES, label } from '../lib/order-draft';
import { statusesOfView, type BlotterView } from '../lib/order-status';
import type { OrdersSearch } from '../lib/search-params';

export function OrderFilters({
  search,
  view,
  onChange,
}: {
  search: OrdersSearch;
  view: BlotterView;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const [symbol, setSymbol] = useState(search.symbol ?? '');
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const statuses = statusesOfView(view) ?? OrderStatus.options;

  return (
    <form
      className="form inline-fields blotter-filters"
      aria-label="Order filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({
          symbol: symbol.trim().toUpperCase() || undefined,
          from: from || undefined,
          to: to || undefined,
        });
      }}
    >
      <label>
        Status
        <select
          value={search.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
        >
          <option value="">Any in this view</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Symbol
        <input value={symbol} onChange={(e) => setSymbol(e.target.value)} placeholder="e.g. AAPL" />
      </label>
      <label>
        Instrument type
        <select
          value={search.instrument_type ?? ''}
          onChange={(e) =>
            onChange({ instrument_type: (e.target.value || undefined) as OrdersSearch['instrument_type'] })
          }
        >
          <option value="">Any</option>
          {INSTRUMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        From (ET)
        <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        To (ET)
        <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="submit">Apply</button>
      <button
        type="button"
        onClick={() => {
          setSymbol('');
          setFrom('');
          setTo('');
          onChange({
            symbol: undefined,
            from: undefined,
            to: undefined,
            status: undefined,
            instrument_type: undefined,
          });
        }}
      >
        Clear
      </button>
    </form>
  );
}
