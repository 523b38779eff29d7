import { formatMoney, formatPercent } from '@/domain/decimal/format';
import { toneOf } from '../tone';
import { HISTORY_SUMMARY_METHOD, type HistorySummary } from './history-summary';

export function HistorySummaryFigures({ summary }: { summary: HistorySummary }) {
  return (
    <>
      <dl className="summary-figures" aria-label="Summary for the range">
        <div>
          <dt>Change</dt>
          <dd className={`mono ${toneOf(summary.change)}`} data-testid="summary-change">
            {formatMoney(summary.change, { sign: 'always' })}
          </dd>
        </div>
        <div>
          <dt>% change</dt>
          <dd className={`mono ${toneOf(summary.changePct)}`} data-testid="summary-change-pct">
            {formatPercent(summary.changePct, { sign: 'always' })}
          </dd>
        </div>
        <div>
          <dt>Best day</dt>
          <dd className="mono" data-testid="summary-best-day">
            {summary.bestDay
              ? `${formatMoney(summary.bestDay.value, { sign: 'always' })} on ${summary.bestDay.date}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Worst day</dt>
          <dd className="mono" data-testid="summary-worst-day">
            {summary.worstDay
              ? `${formatMoney(summary.worstDay.value, { sign: 'always' })} on ${summary.worstDay.date}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Max drawdown</dt>
          <dd className="mono" data-testid="summary-max-drawdown">
            {summary.maxDrawdown.isZero()
              ? 'None'
              : `${formatMoney(summary.maxDrawdown.neg())}${
                  summary.maxDrawdownPct ? ` (${formatPercent(summary.maxDrawdownPct.neg())})` : ''
                } · ${summary.drawdownFrom} → ${summary.drawdownTo}`}
          </dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd className="mono">{summary.days}</dd>
        </div>
      </dl>
      <p className="muted" data-testid="summary-method">
        How: {HISTORY_SUMMARY_METHOD}
      </p>
    </>
  );
}
