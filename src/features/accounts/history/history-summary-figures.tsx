import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '@/domain/decimal/format';
import { toneOf } from '../tone';
import { HISTORY_SUMMARY_METHOD, type HistorySummary } from './history-summary';

/** One figure of the summary: its name, and its value in figures (toned up / down when signed). */
function Figure({
  term,
  tone,
  testId,
  children,
}: {
  term: string;
  tone?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={tone ? `mono ${tone}` : 'mono'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A day, never broken at its hyphens ("2026-" at a line's end, "11-19" on the next). */
const Day = ({ date }: { date: string | null }) => <span className="summary-day">{date ?? '—'}</span>;

export function HistorySummaryFigures({ summary }: { summary: HistorySummary }) {
  return (
    <>
      <dl className="summary-figures" aria-label="Summary for the range">
        <Figure term="Change" tone={toneOf(summary.change)} testId="summary-change">
          {formatMoney(summary.change, { sign: 'always' })}
        </Figure>
        <Figure term="% change" tone={toneOf(summary.changePct)} testId="summary-change-pct">
          {formatPercent(summary.changePct, { sign: 'always' })}
        </Figure>
        <Figure term="Best day" testId="summary-best-day">
          {summary.bestDay ? (
            <>
              {formatMoney(summary.bestDay.value, { sign: 'always' })} on <Day date={summary.bestDay.date} />
            </>
          ) : (
            '—'
          )}
        </Figure>
        <Figure term="Worst day" testId="summary-worst-day">
          {summary.worstDay ? (
            <>
              {formatMoney(summary.worstDay.value, { sign: 'always' })} on{' '}
              <Day date={summary.worstDay.date} />
            </>
          ) : (
            '—'
          )}
        </Figure>
        <Figure term="Max drawdown" testId="summary-max-drawdown">
          {summary.maxDrawdown.isZero() ? (
            'None'
          ) : (
            <>
              {formatMoney(summary.maxDrawdown.neg())}
              {summary.maxDrawdownPct ? ` (${formatPercent(summary.maxDrawdownPct.neg())})` : ''} ·{' '}
              <Day date={summary.drawdownFrom} /> → <Day date={summary.drawdownTo} />
            </>
          )}
        </Figure>
        <Figure term="Days">{summary.days}</Figure>
      </dl>
      <p className="muted" data-testid="summary-method">
        How: {HISTORY_SUMMARY_METHOD}
      </p>
    </>
  );
}
