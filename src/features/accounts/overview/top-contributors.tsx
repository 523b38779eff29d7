// The positions contributing most to the margin requirement. The API returns them only when asked
// (top_margin_contributors_limit); each names its underlying by id, shown here by symbol (the
// instrument lookup is its own chunk, loaded once there is a contributor to name).
import { lazy, Suspense } from 'react';
import { untilLoaded } from '@/lib/code-load';
import { formatMoney } from '@/domain/decimal/format';
import type { MarginTopContributor } from '@/api/schemas/accounts';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { plainOptions, Select } from '@/components/form/fields';

export const CONTRIBUTOR_LIMITS = [1, 3, 5, 10, 25] as const;

/** The underlying's symbol; "…" while its chunk or the instrument loads (the same as before). */
const LazyUnderlyingSymbol = lazy(untilLoaded('The underlying symbols', () => import('./underlying-symbol')));
function UnderlyingSymbol({ instrumentId }: { instrumentId: string }) {
  return (
    <Suspense fallback={<span className="muted">…</span>}>
      <LazyUnderlyingSymbol instrumentId={instrumentId} />
    </Suspense>
  );
}

export function TopContributors({
  contributors,
  limit,
  onLimitChange,
}: {
  contributors: readonly MarginTopContributor[];
  limit: number;
  onLimitChange: (limit: number) => void;
}) {
  return (
    <>
      <div className="toolbar">
        <h3>Top margin contributors</h3>
        <span className="spacer" />
        <label>
          Show top{' '}
          <Select
            aria-label="Number of top margin contributors"
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {plainOptions(CONTRIBUTOR_LIMITS)}
          </Select>
        </label>
      </div>
      {contributors.length === 0 ? (
        <p className="muted">No position contributes to the margin requirement.</p>
      ) : (
        <StaticTable
          label="Top margin contributors"
          rows={contributors}
          columns={columns}
          getRowKey={(c) => c.underlying_instrument_id}
        />
      )}
    </>
  );
}

const money = (
  id: string,
  header: string,
  value: (c: MarginTopContributor) => string | null | undefined,
  headerTitle?: string,
): DataColumn<MarginTopContributor> => ({
  id,
  header,
  align: 'right',
  className: 'mono',
  cell: (c) => formatMoney(value(c)),
  ...(headerTitle ? { headerTitle } : {}),
});

const columns: Array<DataColumn<MarginTopContributor>> = [
  {
    id: 'underlying',
    header: 'Underlying',
    cell: (c) => <UnderlyingSymbol instrumentId={c.underlying_instrument_id} />,
  },
  money('market-value', 'Market value', (c) => c.market_value),
  money('initial', 'Initial requirement', (c) => c.initial_margin_requirement),
  money('maintenance', 'Maintenance requirement', (c) => c.maintenance_margin_requirement),
  money(
    'day-trade',
    'Day-trade BP usage',
    (c) => c.day_trade_buying_power_usage,
    'Populated only for pattern day trader accounts',
  ),
];
