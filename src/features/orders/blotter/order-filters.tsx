// The blotter's filters (status, symbol, instrument type, date range in New York dates). Applied
// on submit so typing a symbol does not fire a request per key.
import { useState } from 'react';
import { enumWords, ORDER_INSTRUMENT_TYPES, ORDER_STATUSES } from '@/domain/order-vocabulary';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { choicesOf, SelectField, TextField } from '@/components/form/fields';
import { statusesOfView, type BlotterView } from '../lib/order-status';
import type { OrdersSearch } from '../lib/search-params';

const INSTRUMENT_TYPE_CHOICES = choicesOf(ORDER_INSTRUMENT_TYPES, enumWords);

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
  const statuses = statusesOfView(view) ?? ORDER_STATUSES;

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
      <SelectField
        label="Status"
        value={search.status ?? ''}
        onChange={(status) => onChange({ status: status || undefined })}
        choices={choicesOf(statuses, enumWords)}
        emptyLabel="Any in this view"
      />
      <TextField
        label="Symbol"
        value={symbol}
        onChange={setSymbol}
        placeholder="e.g. AAPL"
        maxLength={INPUT_LIMITS.symbol}
      />
      <SelectField
        label="Instrument type"
        value={search.instrument_type ?? ''}
        onChange={(type) => onChange({ instrument_type: type || undefined })}
        choices={INSTRUMENT_TYPE_CHOICES}
        emptyLabel="Any"
      />
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
