// One corporate event, rendered by its type: earnings (BMO / AMC, EPS and revenue estimate vs
// actual, surprise %), dividends (amount, ex / pay dates), splits (ratio), IPOs (range, shares,
// exchange). The symbol opens the instrument page.
import type { ReactNode } from 'react';
import type { InstrumentEventEnvelope } from '@/api/schemas/instruments';
import { SymbolLink } from '@/components/symbol-link';
import { formatCompact, formatMoney, formatPercent, formatPrice } from '@/domain/decimal/format';

const SINGULAR: Record<string, string> = {
  EARNINGS: 'Earnings',
  DIVIDEND: 'Dividend',
  STOCK_SPLIT: 'Split',
  IPO: 'IPO',
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <span className="event-fact">
    <span className="muted">{label}</span> <span className="mono">{children}</span>
  </span>
);

/** Revenue in compact form, with $ for US dollars ("$94.9B"). */
const money = (value: string | null | undefined, usd: boolean) =>
  formatCompact(value, { currency: usd ? 'USD' : null });

const Surprise = ({ value }: { value: string | null | undefined }) => (
  <span className={value ? (value.startsWith('-') ? 'down' : 'up') : undefined}>
    {formatPercent(value, { sign: 'always' })}
  </span>
);

function EventDetail({ event }: { event: InstrumentEventEnvelope }) {
  const currency = event.reporting_currency ?? 'USD';
  const usd = currency === 'USD';
  switch (event.type) {
    case 'EARNINGS': {
      const e = event.earnings_event_data;
      if (!e) return <span className="muted">No details</span>;
      const time =
        e.report_time === 'BMO'
          ? 'Before market open'
          : e.report_time === 'AMC'
            ? 'After market close'
            : undefined;
      return (
        <>
          {e.report_time && (
            <span className="badge" title={time}>
              {e.report_time}
            </span>
          )}
          <Fact label="EPS est.">{formatPrice(e.eps_estimate, { decimals: 2 })}</Fact>
          <Fact label="EPS actual">{formatPrice(e.eps_actual, { decimals: 2 })}</Fact>
          <Fact label="EPS surprise">
            <Surprise value={e.eps_surprise_percent} />
          </Fact>
          <Fact label="Revenue est.">{money(e.revenue_estimate, usd)}</Fact>
          <Fact label="Revenue actual">{money(e.revenue_actual, usd)}</Fact>
          <Fact label="Revenue surprise">
            <Surprise value={e.revenue_surprise_percent} />
          </Fact>
        </>
      );
    }
    case 'DIVIDEND': {
      const d = event.dividend_event_data;
      if (!d) return <span className="muted">No details</span>;
      return (
        <>
          <Fact label="Amount">
            {formatMoney(d.dividend_amount ?? d.adjusted_dividend_amount, { currency, decimals: 4 })}
          </Fact>
          <Fact label="Ex">{d.ex_date}</Fact>
          <Fact label="Pay">{d.payment_date ?? '—'}</Fact>
          {d.frequency && <Fact label="Frequency">{d.frequency}</Fact>}
        </>
      );
    }
    case 'STOCK_SPLIT': {
      const s = event.stock_split_event_data;
      if (!s) return <span className="muted">No details</span>;
      return (
        <>
          <Fact label="Ratio">
            {s.numerator}-for-{s.denominator}
          </Fact>
          <Fact label="Type">{s.split_type}</Fact>
        </>
      );
    }
    case 'IPO': {
      const i = event.ipo_event_data;
      if (!i) return <span className="muted">No details</span>;
      return (
        <>
          {i.company && i.company !== event.name && <Fact label="Company">{i.company}</Fact>}
          <Fact label="Price range">{i.price_range ?? '—'}</Fact>
          <Fact label="Shares">{i.shares ? formatCompact(i.shares) : '—'}</Fact>
          <Fact label="Exchange">{i.exchange ?? '—'}</Fact>
        </>
      );
    }
    default:
      return <span className="muted">{String(event.type)}</span>;
  }
}

export function EventRow({ event }: { event: InstrumentEventEnvelope }) {
  const label = SINGULAR[event.type] ?? String(event.type);
  return (
    <li className="event-row" aria-label={`${event.symbol} ${label}`} data-type={event.type}>
      <span>
        <SymbolLink symbol={event.symbol} />
      </span>
      <span className="badge">{label}</span>
      <span className="event-detail">
        {event.name && <span className="event-name">{event.name}</span>}
        <EventDetail event={event} />
      </span>
    </li>
  );
}
