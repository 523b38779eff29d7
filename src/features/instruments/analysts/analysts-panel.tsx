// Analysts: the consensus rating, the buy / hold / sell distribution as a stacked bar with counts,
// and the low / average / high price targets against the live price with upside %.
import { useQuery } from '@tanstack/react-query';
import { formatPercent, formatPrice } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { useQuote } from '@/live/hooks';
import { QueryPanel } from '../panel-state';
import { DISTRIBUTION_KEYS, DISTRIBUTION_LABELS, distributionTotal, targetUpside } from './analyst-math';

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
                <table className="data-table analyst-targets" aria-label="Price targets">
                  <thead>
                    <tr>
                      <th scope="col">Target</th>
                      <th scope="col">Price ({c.price_target.currency})</th>
                      <th scope="col">vs {formatPrice(price)} now</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(['low', 'average', 'high'] as const).map((k) => {
                      const upside = targetUpside(price, c.price_target![k]);
                      return (
                        <tr key={k}>
                          <th scope="row">{k[0]!.toUpperCase() + k.slice(1)}</th>
                          <td className="num">{formatPrice(c.price_target![k])}</td>
                          <td
                            className={`num ${upside && upside.isNegative() ? 'down' : 'up'}`}
                            data-upside={k}
                          >
                            {formatPercent(upside, { sign: 'always' })}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
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
