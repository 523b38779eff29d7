// The linked symbol's corporate events (earnings, dividends, splits, IPO), the instrument page's.
import type { PanelProps } from '@/components/panel-contract';
import { EventsPanel } from '../events/events-panel';
import { WithInstrument } from './with-instrument';
import '../instruments.css';

export default function EventsDockPanel({ symbol }: PanelProps) {
  return (
    <WithInstrument symbol={symbol}>{(instrument) => <EventsPanel instrument={instrument} />}</WithInstrument>
  );
}
