// A small bar chart of one line item across the periods shown, oldest on the left; negative values
// hang below the axis. SVG: a dozen bars need no chart library.
import { toChartNumber } from '@/domain/decimal/decimal';

export function LineBarChart({
  title,
  points,
}: {
  title: string;
  points: Array<{ label: string; value: string | null; text: string }>;
}) {
  const values = points.map((p) => toChartNumber(p.value) ?? 0);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const width = 44 * points.length;
  const height = 120;
  const zero = (max / span) * height;
  return (
    <figure className="line-chart" aria-label={`${title} by period`}>
      <figcaption>{title}</figcaption>
      <svg
        width={width}
        height={height + 18}
        role="img"
        aria-label={points.map((p) => `${p.label}: ${p.text}`).join(', ')}
      >
        <line x1={0} x2={width} y1={zero} y2={zero} className="axis" />
        {points.map((p, i) => {
          const v = values[i] ?? 0;
          const h = (Math.abs(v) / span) * height;
          return (
            <g key={p.label}>
              <rect
                x={i * 44 + 8}
                width={28}
                y={v >= 0 ? zero - h : zero}
                height={Math.max(1, h)}
                className={v < 0 ? 'bar negative' : 'bar'}
              >
                <title>{`${p.label}: ${p.text}`}</title>
              </rect>
              <text x={i * 44 + 22} y={height + 14} textAnchor="middle">
                {p.label.replace(/^FY\d\d/, "'")}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
