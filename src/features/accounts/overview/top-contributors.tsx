// The positions contributing most to the margin requirement. The API returns them only when asked
// (top_margin_contributors_limit); each names its underlying by id, shown here by symbol (the
// instrument lookup is its own chunk, loaded once there is a contributor to name).
import { lazy, Suspense } from 'react';
import { formatMoney } from '@/domain/decimal/format';
import type { MarginTopContributor } from '@/api/schemas/accounts';

export const CONTRIBUTOR_LIMITS = [1, 3, 5, 10, 25] as const;

/** The underlying's symbol; "…" while its chunk or the instrument loads (the same as before). */
const LazyUnderlyingSymbol = lazy(() => import('./underlying-symbol'));
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
          <select
            aria-label="Number of top margin contributors"
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {CONTRIBUTOR_LIMITS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {contributors.length === 0 ? (
        <p className="muted">No position contributes to the margin requirement.</p>
      ) : (
        <table className="data-table" aria-label="Top margin contributors">
          <thead>
            <tr>
              <th scope="col">Underlying</th>
              <th scope="col" className="num">
                Market value
              </th>
              <th scope="col" className="num">
                Initial requirement
              </th>
              <th scope="col" className="num">
                Maintenance requirement
              </th>
              <th scope="col" className="num" title="Populated only for pattern day trader accounts">
                Day-trade BP usage
              </th>
            </tr>
          </thead>
          <tbody>
            {contributors.map((c) => (
              <tr key={c.underlying_instrument_id}>
                <td>
                  <UnderlyingSymbol instrumentId={c.underlying_instrument_id} />
                </td>
                <td className="num mono">{formatMoney(c.market_value)}</td>
                <td className="num mono">{formatMoney(c.initial_margin_requirement)}</td>
                <td className="num mono">{formatMoney(c.maintenance_margin_requirement)}</td>
                <td className="num mono">{formatMoney(c.day_trade_buying_power_usage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
