// Margin accounts only: requirements and excess, how much of the margin is used, the day-trade
// count over its 5-day window, pattern-day-trader status, session buying power, and the
// positions that contribute most to the requirement.
import { useEffect, useRef } from 'react';
import { useLocation } from '@tanstack/react-router';
import { compareDecimal, difference, parseExact, quotient, signOf } from '@/domain/decimal/exact';
import { marginRisk } from '@/domain/margin-risk';
import { formatDecimal, formatMoney, formatPercent } from '@/domain/decimal/format';
import type { AccountBalances, MarginDetails } from '@/api/schemas/accounts';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { toneOf } from '../tone';
import { Term } from './term';
import { TopContributors } from './top-contributors';

/** The shared rule (src/domain/margin-risk.ts, also the status strip's risk badge), worded as a banner. */
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
interface Requirement {
  label: string;
  explanation: string;
  /** Decimal string; shown as — when absent. */
  value: string | null | undefined;
  sod?: string | null | undefined;
  tone?: string;
}

const hasSod = (r: Requirement) => r.sod !== undefined && r.sod !== null;
const changeOf = (r: Requirement) =>
  hasSod(r) && r.value !== undefined && r.value !== null ? difference(r.value, r.sod!) : null;

const termColumn = <Row extends { label: string; explanation: string }>(header: string): DataColumn<Row> => ({
  id: 'term',
  header,
  rowHeader: true,
  cell: (r) => <Term label={r.label} explanation={r.explanation} />,
});

const requirementColumns: Array<DataColumn<Requirement>> = [
  termColumn('Requirement'),
  {
    id: 'current',
    header: 'Current',
    align: 'right',
    className: (r) => `mono ${r.tone ?? ''}`,
    cell: (r) => formatMoney(r.value),
  },
  {
    id: 'sod',
    header: 'Start of day',
    align: 'right',
    className: 'mono muted',
    cell: (r) => (hasSod(r) ? formatMoney(r.sod) : ''),
  },
  {
    id: 'change',
    header: 'Change',
    align: 'right',
    className: (r) => `mono ${toneOf(changeOf(r))}`,
    cell: (r) => {
      const change = changeOf(r);
      return change ? formatMoney(change, { sign: 'always' }) : '';
    },
  },
];

interface SessionPower {
  label: string;
  explanation: string;
  details: MarginDetails['intraday_details'];
}

const sessionColumns: Array<DataColumn<SessionPower>> = [
  termColumn('Session'),
  {
    id: 'buying-power',
    header: 'Buying power',
    align: 'right',
    className: 'mono',
    cell: (r) => formatMoney(r.details?.buying_power),
  },
  {
    id: 'multiplier',
    header: 'Multiplier',
    align: 'right',
    className: 'mono',
    cell: (r) => (r.details?.multiplier ? `${formatDecimal(r.details.multiplier, { decimals: 2 })}×` : '—'),
  },
];

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
  const usedShare = usage ? quotient(usage.used, usage.total) : null;
  // The status strip's risk badge links here (…/accounts/<id>#margin): bring the panel into view.
  const hash = useLocation({ select: (l) => l.hash });
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (hash === 'margin' && typeof el?.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
  }, [hash]);
  const requirements: Requirement[] = [
    {
      label: 'Initial margin requirement',
      explanation: 'Equity required to open the current positions.',
      value: margin.initial_margin_requirement,
    },
    {
      label: 'Initial margin excess',
      explanation: 'Equity above the initial requirement: room to open new positions.',
      value: margin.initial_margin_excess,
      tone: signOf(margin.initial_margin_excess) === -1 ? 'down' : '',
    },
    {
      label: 'Maintenance margin requirement',
      explanation:
        'Minimum equity to keep the current positions open; below it the account gets a margin call.',
      value: margin.maintenance_margin_requirement,
      sod: sod.maintenance_margin_requirement,
    },
    {
      label: 'Maintenance margin excess',
      explanation: 'Equity above the maintenance requirement; negative means a margin call.',
      value: margin.maintenance_margin_excess,
      sod: sod.maintenance_margin_excess,
      tone: signOf(margin.maintenance_margin_excess) === -1 ? 'down' : '',
    },
    {
      label: 'Day-trade buying power usage',
      explanation: 'Day-trade buying power used today (pattern day traders).',
      value: margin.day_trade_buying_power_usage,
    },
    ...(sod.day_trade_buying_power != null
      ? [
          {
            label: 'Day-trade buying power',
            explanation:
              'Buying power available for day trades, as set at the start of the day (pattern day traders: 4 × the start-of-day maintenance margin excess). The API reports it only in the start-of-day snapshot.',
            value: undefined,
            sod: sod.day_trade_buying_power,
          },
        ]
      : []),
  ];
  const sessions: SessionPower[] = [
    { label: 'Intraday', explanation: 'During the trading day.', details: margin.intraday_details },
    {
      label: 'Overnight',
      explanation: 'For positions held past the close.',
      details: margin.overnight_details,
    },
  ];
  return (
    <section className="panel" id="margin" ref={ref} aria-labelledby="margin-title">
      <h2 id="margin-title">Margin</h2>
      <MarginCallBanner margin={margin} currency={currency} />
      <StaticTable
        label="Margin requirements"
        rows={requirements}
        columns={requirementColumns}
        getRowKey={(r) => r.label}
      />

      {usage && (
        <div className="usage-bar">
          <Term label="Margin usage" explanation="Margin used out of the total available to the account." />
          <meter
            min={0}
            max={compareDecimal(usage.total, 0) === 1 ? Number(usage.total) : 1}
            value={parseExact(usage.used) ? Number(usage.used) : 0}
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
      <StaticTable
        label="Buying power by session"
        rows={sessions}
        columns={sessionColumns}
        getRowKey={(r) => r.label}
      />

      <TopContributors
        contributors={margin.top_contributors ?? []}
        limit={contributorsLimit}
        onLimitChange={onContributorsLimitChange}
      />
    </section>
  );
}
