// The 52-week range as a bar from low to high with a marker at today's (live) price.
import { div, parseDecimal, sub, toChartNumber } from '@/domain/decimal/decimal';
import { formatPrice } from '@/domain/decimal/format';
import { useQuote } from '@/live/hooks';

export function rangePosition(
  low: string | null | undefined,
  high: string | null | undefined,
  price: string | undefined,
) {
  const span = sub(high, low);
  const offset = sub(price, low);
  if (!span || !offset || span.lessThanOrEqualTo(0)) return null;
  const ratio = div(offset, span);
  if (!ratio) return null;
  // Outside the range (a new high or low today) pins to the end.
  return Math.min(1, Math.max(0, toChartNumber(ratio) ?? 0));
}

export function RangeBar({
  symbol,
  low,
  high,
  fallbackPrice,
}: {
  symbol: string;
  low?: string | null;
  high?: string | null;
  fallbackPrice?: string | null;
}) {
  const last = useQuote(symbol, (q) => q?.last_price);
  const price = last ?? fallbackPrice ?? undefined;
  const position = rangePosition(low, high, price);
  return (
    <figure className="range-bar" aria-label="52-week range">
      <figcaption className="muted">52-week range</figcaption>
      <div className="range-bar-row">
        <span className="num">{formatPrice(low)}</span>
        <div className="range-track">
          {position !== null && (
            <span
              className="range-marker"
              style={{ left: `${(position * 100).toFixed(2)}%` }}
              title={`Now ${formatPrice(price)}`}
              data-position={position.toFixed(3)}
            />
          )}
        </div>
        <span className="num">{formatPrice(high)}</span>
      </div>
      <div className="muted range-now">
        Now <span className="num">{formatPrice(price)}</span>
        {parseDecimal(high) && parseDecimal(price) && (
          <> · {formatPrice(sub(price, high), { sign: 'always' })} from the high</>
        )}
      </div>
    </figure>
  );
}
