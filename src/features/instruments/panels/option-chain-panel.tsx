// The option chain of the linked symbol (issue 28), the instrument page's chain; the expiry is the
// panel's setting, saved with the layout. A contract's bid or ask opens the ticket as on the page and
// also sets the link group's symbol to that contract; the chain, following an option symbol, stays
// on its underlying.
import type { PanelProps } from '@/components/panel-contract';
import { parseOsiSymbol } from '@/lib/instrument-symbol';
import { ChainView } from '../options/chain-panel';
import { ContractChosenContext } from '../options/chain-row';
import { WithInstrument } from './with-instrument';
import '../instruments.css';

export default function OptionChainPanel({ symbol, params, setParams, onSymbolChosen }: PanelProps) {
  const underlying = symbol ? (parseOsiSymbol(symbol)?.root ?? symbol) : null;
  return (
    <ContractChosenContext.Provider value={onSymbolChosen}>
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
