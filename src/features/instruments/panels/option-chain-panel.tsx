// The option chain of the linked symbol (issue 28), the instrument page's chain; the expiry is the
// panel's setting, saved with the layout.
import type { PanelProps } from '@/components/panel-contract';
import { ChainView } from '../options/chain-panel';
import { WithInstrument } from './with-instrument';
import '../instruments.css';

export default function OptionChainPanel({ symbol, params, setParams }: PanelProps) {
  return (
    <WithInstrument symbol={symbol}>
      {(instrument) => (
        <ChainView
          instrument={instrument}
          requestedExpiry={params.expiry}
          onExpiry={(expiry) => setParams({ ...params, expiry })}
        />
      )}
    </WithInstrument>
  );
}
