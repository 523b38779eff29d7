// The portfolio-history chart: the kit's equity / P&L chart (components/charts) fed with this
// account's segments, and every field of the segment under the crosshair.
import { useEffect, useMemo, useState } from 'react';
import { formatMoney } from '@/domain/decimal/format';
import { toChartNumber } from '@/domain/decimal/decimal';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import { EquityPnlChartModel, type EquityPnlPoint } from '@/components/charts/equity-pnl-chart-model';
import { useChartModel } from '@/components/charts/use-chart-model';
import { dailyPnl, sortSegments } from './history-summary';

const tooltipFields: Array<[keyof PortfolioHistorySegment & string, string]> = [
  ['sod_equity', 'Start-of-day equity'],
  ['eod_equity', 'End-of-day equity'],
  ['realized_pnl', 'Realized P&L'],
  ['unrealized_pnl', 'Unrealized P&L'],
  ['day_pnl', 'Day P&L'],
  ['net_pnl', 'Net P&L'],
  ['position_pnl', 'Position P&L'],
  ['bought_notional', 'Bought notional'],
  ['sold_notional', 'Sold notional'],
];

function SegmentTooltip({ segment }: { segment: PortfolioHistorySegment }) {
  return (
    <div className="history-tooltip" role="status" aria-label="Day under the cursor">
      <strong>{segment.date}</strong>
      <dl>
        {tooltipFields.map(([key, label]) => {
          const value = segment[key];
          return (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd className="mono">{typeof value === 'string' ? formatMoney(value) : '—'}</dd>
            </div>
          );
        })}
        <dt>Daily P&L (charted)</dt>
        <dd className="mono">{formatMoney(dailyPnl(segment), { sign: 'always' })}</dd>
      </dl>
    </div>
  );
}

export function HistoryChart({ segments }: { segments: readonly PortfolioHistorySegment[] }) {
  const [hoveredDate, setHoveredDate] = useState<string | null>(null);
  const { ordered, points } = useMemo(() => {
    const sorted = sortSegments(segments);
    const plotted: EquityPnlPoint[] = sorted.map((s) => ({
      date: s.date,
      // Floats only here, for drawing: the tooltip and the table show the decimal strings.
      equity: toChartNumber(s.eod_equity),
      pnl: dailyPnl(s).toNumber(),
    }));
    return { ordered: new Map(sorted.map((s) => [s.date, s])), points: plotted };
  }, [segments]);
  const { containerRef, modelRef, loadError } = useChartModel((lib, container) => {
    const model = new EquityPnlChartModel(lib, container, setHoveredDate);
    model.setPoints(points);
    return model;
  }, []);
  useEffect(() => {
    modelRef.current?.setPoints(points);
  }, [modelRef, points]);
  const hovered = hoveredDate === null ? null : (ordered.get(hoveredDate) ?? null);

  return (
    <figure className="history-chart" aria-label="End-of-day equity and daily P&L chart">
      <div className="history-chart-canvas" ref={containerRef} />
      {hovered && <SegmentTooltip segment={hovered} />}
      {loadError && (
        <p className="error-message" role="alert">
          The chart could not be drawn ({loadError}); the table view shows the same data.
        </p>
      )}
    </figure>
  );
}
