// A chart part: its series drawn with the shared chart (legend, dates or labels on x), its buttons
// acting like suggested actions, and "No data" instead of an empty frame. The shared chart is fixed
// (no zoom or pan), so in the conversation the wheel over it scrolls the messages.
import type { ChartPayload } from '@/api/schemas/assistant';
import { SeriesChart } from '@/components/charts/series-chart';
import { ActionButtons } from './action-buttons';

export function ChartPart({ payload }: { payload: ChartPayload }) {
  const series = payload.dataChart?.series ?? [];
  const label = series.length > 0 ? series.map((s) => s.name).join(', ') : `Chart ${payload.chartId}`;
  return (
    <div className="assistant-chart" data-chart-id={payload.chartId}>
      <SeriesChart series={series} label={`Chart: ${label}`} />
      <ActionButtons buttons={payload.actionButtons ?? []} label="Chart actions" />
    </div>
  );
}
