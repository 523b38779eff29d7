// A margin contributor's underlying, by symbol. Its own chunk (top-contributors.tsx loads it lazily):
// the instrument schemas and operations it needs are large and take time to build, and the
// overview's first render needs none of them.
import { useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';

export default function UnderlyingSymbol({ instrumentId }: { instrumentId: string }) {
  const instrument = useQuery(instrumentQueries.detail(instrumentId));
  if (instrument.isSuccess) return <span title={instrumentId}>{instrument.data.symbol}</span>;
  if (instrument.isError)
    return (
      <span className="mono muted" title="The instrument could not be resolved">
        {instrumentId}
      </span>
    );
  return <span className="muted">…</span>;
}
