// A custom payload: known kinds get their card (quote_card: live price), anything else a collapsed,
// escaped JSON view, so nothing the server sent is hidden or interpreted.
import { LiveCell } from '@/components/live/live-cell';
import { SymbolLink } from '@/components/symbol-link';

function QuoteCard({ payload }: { payload: Record<string, unknown> }) {
  const symbol = typeof payload.symbol === 'string' ? payload.symbol : '';
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
  return (
    <section className="assistant-quote-card" aria-label={`Quote card ${symbol}`}>
      <div className="assistant-quote-symbol">
        <SymbolLink symbol={symbol} />
      </div>
      <div className="assistant-quote-live" aria-label="Live price">
        <LiveCell symbol={symbol} field="last" /> <LiveCell symbol={symbol} field="change" />{' '}
        <LiveCell symbol={symbol} field="change_percent" />
      </div>
      {text('price') && (
        <div className="muted">
          At the time of the answer: ${text('price')} ({text('change')}, {text('change_percent')}%), previous
          close ${text('previous_close')}
        </div>
      )}
    </section>
  );
}

export function CustomPart({ payload }: { payload: Record<string, unknown> }) {
  if (payload.kind === 'quote_card' && typeof payload.symbol === 'string')
    return <QuoteCard payload={payload} />;
  const kind = typeof payload.kind === 'string' ? payload.kind : 'unnamed';
  return (
    <details className="assistant-custom">
      <summary>Custom content ({kind})</summary>
      <pre>{JSON.stringify(payload, null, 2)}</pre>
    </details>
  );
}
