// A chart part: its series drawn with the shared chart (legend, dates or labels on x), its buttons
// acting like suggested actions, and "No data" instead of an empty frame. In the conversation the wheel
// scrolls the messages: the chart never sees it (it would zoom and hold the scroll).
import { useEffect, useRef } from 'react';
import type { ChartPayload } from '@/api/schemas/assistant';
import { SeriesChart } from '@/components/charts/series-chart';
import { ActionButtons } from './action-buttons';

const passWheel = (event: WheelEvent) => event.stopPropagation();

export function ChartPart({ payload }: { payload: ChartPayload }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    el?.addEventListener('wheel', passWheel, { capture: true });
    return () => el?.removeEventListener('wheel', passWheel, { capture: true });
  }, []);
  const series = payload.dataChart?.series ?? [];
  const label = series.length > 0 ? series.map((s) => s.name).join(', ') : `Chart ${payload.chartId}`;
  return (
    <div ref={ref} className="assistant-chart" data-chart-id={payload.chartId}>
      <SeriesChart series={series} label={`Chart: ${label}`} />
      <ActionButtons buttons={payload.actionButtons ?? []} label="Chart actions" />
    </div>
  );
}
