// The React side of the history chart: loads lightweight-charts on first use (its own chunk), keeps
// the chart object in a ref, and shows every field of the segment under the crosshair.
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '@/lib/format';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import type { HistoryChartModel } from './history-chart-model';
import { dailyPnl } from './history-summary';

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
  const containerRef = useRef<HTMLDivElement>(null);
  const modelRef = useRef<HistoryChartModel | null>(null);
  const segmentsRef = useRef(segments);
  const [hovered, setHovered] = useState<PortfolioHistorySegment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    segmentsRef.current = segments;
    modelRef.current?.setSegments(segments);
  }, [segments]);

  useEffect(() => {
    let cancelled = false;
    import('./history-chart-model')
      .then(({ HistoryChartModel }) => {
        if (cancelled || !containerRef.current) return;
        const model = new HistoryChartModel(containerRef.current, setHovered);
        model.setSegments(segmentsRef.current);
        modelRef.current = model;
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      modelRef.current?.destroy();
      modelRef.current = null;
    };
  }, []);

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
