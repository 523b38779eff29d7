// The option chain of the linked symbol (issue 28), the instrument page's chain; the expiry is the
// panel's setting, saved with the layout. A contract's bid or ask sets the link group's symbol to that
// contract and asks for its ticket: the group's docked ticket is filled when there is one, else the
// overlay ticket opens as on the page. The chain, following an option symbol, stays on its underlying.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { PanelProps } from '@/components/panel-contract';
import type { TicketRequest } from '@/domain/ticket-intent';
import { parseOsiSymbol } from '@/lib/instrument-symbol';
import { ChainView } from '../options/chain-panel';
import { ContractChosenContext } from '../options/chain-row';
import { WithInstrument } from './with-instrument';
import '../instruments.css';

export default function OptionChainPanel({
  symbol,
  params,
  setParams,
  onSymbolChosen,
  onTicket,
}: PanelProps) {
  const underlying = symbol ? (parseOsiSymbol(symbol)?.root ?? symbol) : null;
  // One handler for the panel's life (the chain's rows are memoized and read it from context).
  const latest = useRef({ onSymbolChosen, onTicket });
  useLayoutEffect(() => {
    latest.current = { onSymbolChosen, onTicket };
  });
  const onContract = useCallback((request: TicketRequest) => {
    if (request.symbol) latest.current.onSymbolChosen(request.symbol);
    latest.current.onTicket(request);
  }, []);
  return (
    <ContractChosenContext.Provider value={onContract}>
      <WithInstrument symbol={underlying}>
        {(instrument) => (
          <ChainView
            instrument={instrument}
            requestedExpiry={params.expiry}
            onExpiry={(expiry) => setParams({ ...params, expiry })}
          />
        )}
      </WithInstrument>
    </ContractChosenContext.Provider>
  );
}
