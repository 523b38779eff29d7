// The instrument summary panel (issue 28): the instrument page's header (identity, live L1, session
// figures, flags, Buy / Sell) for the linked symbol.
import type { PanelProps } from '@/components/panel-contract';
import { InstrumentHeader } from '../header/instrument-header';
import { WithInstrument } from './with-instrument';
import '../instruments.css';

export default function InstrumentSummaryPanel({ symbol }: PanelProps) {
  return (
    <div className="instrument-summary-panel" data-symbol={symbol ?? ''}>
      <WithInstrument symbol={symbol}>
        {(instrument) => <InstrumentHeader instrument={instrument} />}
      </WithInstrument>
    </div>
  );
}
