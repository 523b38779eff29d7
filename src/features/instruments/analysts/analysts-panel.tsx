// Analysts: the consensus rating, the buy / hold / sell distribution as a stacked bar with counts,
// and the low / average / high price targets against the live price with upside %.
import { useQuery } from '@tanstack/react-query';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { formatPercent, formatPrice } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument, PriceTarget } from '@/api/schemas/instruments';
import { useQuote } from '@/live/hooks';
import { QueryPanel } from '../panel-state';
import { DISTRIBUTION_KEYS, DISTRIBUTION_LABELS, distributionTotal, targetUpside } from './analyst-math';

const TARGET_KEYS = ['low', 'average', 'high'] as const;
type TargetKey = (typeof TARGET_KEYS)[number];

/** The price targets against the price now: low, average, high, and the upside to each. */
function targetColumns(target: PriceTarget, price: string | null | undefined): Array<DataColumn<TargetKey>> {
  const upside = (k: TargetKey) => targetUpside(price, target[k]);
  return [
    { id: 'target', header: 'Target', rowHeader: true, cell: (k) => k[0]!.toUpperCase() + k.slice(1) },
    {
      id: 'price',
      header: `Price (${target.currency})`,
      className: 'num',
      cell: (k) => formatPrice(target[k]),
    },
    {
      id: 'upside',
      header: `vs ${formatPrice(price)} now`,
      className: (k) => {
        const u = upside(k);
        return `num ${u && u.isNegative() ? 'down' : 'up'}`;
      },
      cellAttributes: (k) => ({ 'data-upside': k }),
      cell: (k) => formatPercent(upside(k), { sign: 'always' }),
    },
  ];
}

export function AnalystsPanel({ instrument }: { instrument: Instrument }) {
  const consensus = useQuery(instrumentQueries.analystConsensus(instrument.id));
  const last = useQuote(instrument.symbol, (q) => q?.last_price);
  const price = last ?? instrument.previous_close ?? undefined;
  return (
    <section className="panel analysts-panel" aria-label="Analyst consensus">
      <QueryPanel query={consensus} context="Loading analyst consensus">
        {(c) => {
          const total = c.distribution ? distributionTotal(c.distribution) : 0;
          return (
            <>
              <h2>
                Consensus:{' '}
                <span className={`analyst-rating rating-${(c.rating ?? 'none').toLowerCase()}`}>
                  {c.rating ? c.rating.replace(/_/g, ' ').toLowerCase() : 'no rating'}
                </span>{' '}
                <span className="muted">as of {c.date}</span>
              </h2>
              {c.distribution && total > 0 && (
                <figure className="analyst-distribution" aria-label="Recommendation distribution">
                  <div
                    className="stacked-bar"
                    role="img"
                    aria-label={DISTRIBUTION_KEYS.map(
                      (k) => `${DISTRIBUTION_LABELS[k]} ${c.distribution![k]}`,
                    ).join(', ')}
                  >
                    {DISTRIBUTION_KEYS.filter((k) => c.distribution![k] > 0).map((k) => (
                      <span
                        key={k}
                        className={`segment segment-${k}`}
                        style={{ flexGrow: c.distribution![k] }}
                        title={`${DISTRIBUTION_LABELS[k]}: ${c.distribution![k]}`}
                      />
                    ))}
                  </div>
                  <figcaption className="distribution-legend">
                    {DISTRIBUTION_KEYS.map((k) => (
                      <span key={k}>
                        <i className={`swatch segment-${k}`} /> {DISTRIBUTION_LABELS[k]}{' '}
                        <strong>{c.distribution![k]}</strong>
                      </span>
                    ))}
                    <span className="muted">{total} analysts</span>
                  </figcaption>
                </figure>
              )}
              {c.price_target ? (
                <StaticTable
                  className="analyst-targets"
                  label="Price targets"
                  rows={TARGET_KEYS}
                  columns={targetColumns(c.price_target, price)}
                  getRowKey={(k) => k}
                />
              ) : (
                <p className="empty-state">No price targets.</p>
              )}
            </>
          );
        }}
      </QueryPanel>
    </section>
  );
}
