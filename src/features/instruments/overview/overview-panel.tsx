// Overview: fundamentals, the 52-week range with today's price, previous close, ADV and notional ADV.
// Yields and margin rates are ratios on the wire (0.005 = 0.50%).
import { useQuery } from '@tanstack/react-query';
import { formatPercent, formatPrice, formatQuantity, formatCompact } from '@/domain/decimal/format';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { Facts } from '../facts';
import { QueryPanel } from '../panel-state';
import { RangeBar } from './range-bar';

const label = (text: string | null | undefined) =>
  text
    ? text
        .replace(/_/g, ' ')
        .toLowerCase()
        .replace(/^\w/, (c) => c.toUpperCase())
    : '—';

export function OverviewPanel({ instrument }: { instrument: Instrument }) {
  const fundamentals = useQuery(instrumentQueries.fundamentals(instrument.id));
  return (
    <div className="overview-panel">
      <section className="panel" aria-label="Trading figures">
        <h2>Trading</h2>
        <Facts
          rows={[
            ['Previous close', formatPrice(instrument.previous_close)],
            ['ADV (shares)', formatQuantity(instrument.adv, { decimals: 0 })],
            ['Notional ADV', formatCompact(instrument.notional_adv, { decimals: 2, currency: 'USD' })],
            [
              'Margin long / short',
              `${formatPercent(instrument.long_margin_rate, { ratio: true, decimals: 0 })} / ${formatPercent(instrument.short_margin_rate, { ratio: true, decimals: 0 })}`,
            ],
          ]}
        />
      </section>
      <section className="panel" aria-label="Fundamentals">
        <h2>Fundamentals</h2>
        <QueryPanel query={fundamentals} context="Loading fundamentals">
          {(f) => (
            <>
              <RangeBar
                symbol={instrument.symbol}
                low={f.fifty_two_week_low}
                high={f.fifty_two_week_high}
                fallbackPrice={f.previous_close ?? instrument.previous_close}
              />
              <Facts
                rows={[
                  ['Market cap', formatCompact(f.market_cap, { decimals: 2, currency: 'USD' })],
                  ['P/E', formatPrice(f.price_to_earnings, { decimals: 2 })],
                  ['EPS (TTM)', formatPrice(f.earnings_per_share, { decimals: 2 })],
                  ['Dividend yield', formatPercent(f.dividend_yield, { ratio: true })],
                  ['Beta', formatPrice(f.beta, { decimals: 2 })],
                  ['Average volume', formatQuantity(f.average_volume ?? null, { decimals: 0 })],
                  ['Listed', f.list_date ?? '—'],
                  ['Sector', label(f.sector)],
                  ['Industry', f.industry ?? '—'],
                ]}
              />
              {f.description && <p className="instrument-description">{f.description}</p>}
            </>
          )}
        </QueryPanel>
      </section>
    </div>
  );
}
