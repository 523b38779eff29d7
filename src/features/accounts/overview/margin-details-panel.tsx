// Margin accounts only: requirements and excess, how much of the margin is used, the day-trade
// count over its 5-day window, pattern-day-trader status, session buying power, and the
// positions that contribute most to the requirement.
import { useEffect, useRef } from 'react';
import { useLocation } from '@tanstack/react-router';
import { div, parseDecimal, sign, sub } from '@/domain/decimal/decimal';
import { marginRisk } from '@/domain/margin-risk';
import { formatDecimal, formatMoney, formatPercent } from '@/domain/decimal/format';
import type { AccountBalances, MarginDetails } from '@/api/schemas/accounts';
import { toneOf } from '../tone';
import { Term } from './term';
import { TopContributors } from './top-contributors';

/** The shared rule (src/domain/margin-risk.ts, also the header's risk badge), worded as a banner. */
function MarginCallBanner({ margin, currency }: { margin: MarginDetails; currency: string }) {
  const risk = marginRisk(margin);
  if (!risk) return null;
  if (risk.level === 'call')
    return (
      <div className="warning-banner" role="alert">
        Margin call: equity is {formatMoney(risk.deficit, { currency })} below the maintenance requirement.
        Deposit funds or reduce positions.
      </div>
    );
  return (
    <div className="warning-banner" role="alert">
      Close to a margin call: maintenance excess is {formatMoney(risk.excess, { currency })}, less than 10 %
      of the {formatMoney(risk.requirement, { currency })} requirement.
    </div>
  );
}

/** One figure: current value, its start-of-day value when the snapshot has one, and the change. */
function Row({
  label,
  explanation,
  value,
  sod,
  tone,
}: {
  label: string;
  explanation: string;
  /** Decimal string; shown as — when absent. */
  value: string | null | undefined;
  sod?: string | null | undefined;
  tone?: string;
}) {
  const hasSod = sod !== undefined && sod !== null;
  const hasValue = value !== undefined && value !== null;
  const change = hasSod && hasValue ? sub(value, sod) : null;
  return (
    <tr>
      <th scope="row">
        <Term label={label} explanation={explanation} />
      </th>
      <td className={`num mono ${tone ?? ''}`}>{formatMoney(value)}</td>
      <td className="num mono muted">{hasSod ? formatMoney(sod) : ''}</td>
      <td className={`num mono ${toneOf(change)}`}>
        {change ? formatMoney(change, { sign: 'always' }) : ''}
      </td>
    </tr>
  );
}

export interface MarginDetailsPanelProps {
  balances: AccountBalances;
  margin: MarginDetails;
  contributorsLimit: number;
  onContributorsLimitChange: (limit: number) => void;
}

export function MarginDetailsPanel({
  balances,
  margin,
  contributorsLimit,
  onContributorsLimitChange,
}: MarginDetailsPanelProps) {
  const currency = balances.currency;
  const sod = balances.sod;
  const usage = margin.usage;
  const usedShare = usage ? div(usage.used, usage.total) : null;
  const usageMax = parseDecimal(usage?.total);
  const usageUsed = parseDecimal(usage?.used);
  // The header's risk badge links here (…/accounts/<id>#margin): bring the panel into view.
  const hash = useLocation({ select: (l) => l.hash });
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (hash === 'margin' && typeof el?.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section className="panel" id="margin" ref={ref} aria-labelledby="margin-title">
      <h2 id="margin-title">Margin</h2>
      <MarginCallBanner margin={margin} currency={currency} />
      <table className="data-table" aria-label="Margin requirements">
        <thead>
          <tr>
            <th scope="col">Requirement</th>
            <th scope="col" className="num">
              Current
            </th>
            <th scope="col" className="num">
              Start of day
            </th>
            <th scope="col" className="num">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          <Row
            label="Initial margin requirement"
            explanation="Equity required to open the current positions."
            value={margin.initial_margin_requirement}
          />
          <Row
            label="Initial margin excess"
            explanation="Equity above the initial requirement: room to open new positions."
            value={margin.initial_margin_excess}
            tone={sign(margin.initial_margin_excess) === -1 ? 'down' : ''}
          />
          <Row
            label="Maintenance margin requirement"
            explanation="Minimum equity to keep the current positions open; below it the account gets a margin call."
            value={margin.maintenance_margin_requirement}
            sod={sod.maintenance_margin_requirement}
          />
          <Row
            label="Maintenance margin excess"
            explanation="Equity above the maintenance requirement; negative means a margin call."
            value={margin.maintenance_margin_excess}
            sod={sod.maintenance_margin_excess}
            tone={sign(margin.maintenance_margin_excess) === -1 ? 'down' : ''}
          />
          <Row
            label="Day-trade buying power usage"
            explanation="Day-trade buying power used today (pattern day traders)."
            value={margin.day_trade_buying_power_usage}
          />
          {sod.day_trade_buying_power != null && (
            <Row
              label="Day-trade buying power"
              explanation="Buying power available for day trades, as set at the start of the day (pattern day traders: 4 × the start-of-day maintenance margin excess). The API reports it only in the start-of-day snapshot."
              value={undefined}
              sod={sod.day_trade_buying_power}
            />
          )}
        </tbody>
      </table>

      {usage && (
        <div className="usage-bar">
          <Term label="Margin usage" explanation="Margin used out of the total available to the account." />
          <meter
            min={0}
            max={usageMax?.gt(0) ? usageMax.toNumber() : 1}
            value={usageUsed?.toNumber() ?? 0}
            aria-label="Margin usage"
          />
          <span className="mono">
            {formatMoney(usage.used)} used of {formatMoney(usage.total)}
            {usedShare ? ` (${formatPercent(usedShare, { ratio: true })})` : ''}
          </span>
        </div>
      )}

      <h3>Day trading</h3>
      <dl className="facts">
        <div>
          <dt>
            <Term
              label="Day trades (last 5 trading days)"
              explanation="Day trades (opening and closing the same position on the same day) counted over the 5 most recent trading days. 4 or more in that window mark a margin account as a pattern day trader."
            />
          </dt>
          <dd className="mono" data-testid="day-trade-count">
            {margin.day_trade_count}
          </dd>
        </div>
        <div>
          <dt>
            <Term
              label="Pattern day trader"
              explanation="Flagged pattern day traders must keep at least $25,000 of equity to day trade."
            />
          </dt>
          <dd>{margin.pattern_day_trader ? 'Yes' : 'No'}</dd>
        </div>
      </dl>

      <h3>Buying power by session</h3>
      <table className="data-table" aria-label="Buying power by session">
        <thead>
          <tr>
            <th scope="col">Session</th>
            <th scope="col" className="num">
              Buying power
            </th>
            <th scope="col" className="num">
              Multiplier
            </th>
          </tr>
        </thead>
        <tbody>
          {(
            [
              ['Intraday', 'During the trading day.', margin.intraday_details],
              ['Overnight', 'For positions held past the close.', margin.overnight_details],
            ] as const
          ).map(([label, explanation, details]) => (
            <tr key={label}>
              <th scope="row">
                <Term label={label} explanation={explanation} />
              </th>
              <td className="num mono">{formatMoney(details?.buying_power)}</td>
              <td className="num mono">
                {details?.multiplier ? `${formatDecimal(details.multiplier, { decimals: 2 })}×` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <TopContributors
        contributors={margin.top_contributors ?? []}
        limit={contributorsLimit}
        onLimitChange={onContributorsLimitChange}
      />
    </section>
  );
}
