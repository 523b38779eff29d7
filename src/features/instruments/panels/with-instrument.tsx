// The linked symbol's instrument record, for the instrument panels of the workspace: a prompt
// before a symbol is chosen, the error (with the server's message and request_id) when it fails.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { PanelError } from '@/components/error-panel';
import { PanelLoading } from '../panel-state';

export function WithInstrument({
  symbol,
  children,
}: {
  symbol: string | null;
  children: (instrument: Instrument) => ReactNode;
}) {
  // With its option expiry dates (the chain panel's expiries), as the instrument page asks for it.
  const instrument = useQuery({ ...instrumentQueries.detail(symbol ?? '', true), enabled: Boolean(symbol) });
  if (!symbol) return <p className="muted">Choose a symbol in a linked panel, or type one above.</p>;
  if (instrument.isPending) return <PanelLoading label={`Loading ${symbol}`} />;
  if (instrument.isError)
    return (
      <PanelError
        error={instrument.error}
        context={`Loading ${symbol}`}
        onRetry={() => void instrument.refetch()}
      />
    );
  return <>{children(instrument.data)}</>;
}
