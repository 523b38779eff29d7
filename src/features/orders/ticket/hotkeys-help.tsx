// The ticket's keyboard map, shown in a "?" popover: global keys open and close the ticket, Alt+key
// jumps to a field inside it.
import type { DataColumn } from '@/components/data-table/column';
import { Popover } from '@/components/popover';
import { StaticTable } from '@/components/data-table/static-table';
import type { TicketPart } from './ticket-ids';

export const TICKET_FIELD_KEYS: ReadonlyArray<{ key: string; part: TicketPart; label: string }> = [
  { key: 'i', part: 'instrument', label: 'Instrument search' },
  { key: 's', part: 'side', label: 'Side' },
  { key: 'q', part: 'quantity', label: 'Quantity' },
  { key: 't', part: 'type', label: 'Order type' },
  { key: 'l', part: 'limitPrice', label: 'Limit price' },
  { key: 'p', part: 'stopPrice', label: 'Stop price' },
  { key: 'o', part: 'trailingOffset', label: 'Trailing offset' },
  { key: 'f', part: 'timeInForce', label: 'Time in force' },
  { key: 'e', part: 'expiresAt', label: 'Expiry (GTD)' },
  { key: 'r', part: 'review', label: 'Review button' },
];

export const GLOBAL_KEYS: ReadonlyArray<[string, string]> = [
  ['T', 'Open the order ticket (the Trade button in the header)'],
  ['B', 'Open a buy ticket for the focused symbol'],
  ['S', 'Open a sell ticket for the focused symbol'],
  ['Esc', 'Close the ticket (or the dialog on top)'],
  ['Delete', 'Blotter: cancel the focused order (asks first unless turned off in Settings)'],
  ['?', 'Show or hide this help'],
  ['Enter', 'In the ticket: open the review (never sends by itself)'],
  ['Tab / Shift+Tab', 'Next / previous field'],
  ['↑ ↓ Enter', 'In instrument search: move and pick'],
];

/** Every key of the help, global keys first: what to press and what it does. */
const HOTKEYS: ReadonlyArray<{ key: string; text: string }> = [
  ...GLOBAL_KEYS.map(([key, text]) => ({ key, text })),
  ...TICKET_FIELD_KEYS.map((k) => ({ key: `Alt+${k.key.toUpperCase()}`, text: k.label })),
];

const hotkeyColumns: Array<DataColumn<{ key: string; text: string }>> = [
  { id: 'key', header: 'Key', rowHeader: true, cell: (k) => <kbd>{k.key}</kbd> },
  { id: 'text', header: 'Does', cell: (k) => k.text },
];

export function HotkeysHelp({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    // Informs only: focus stays where it was (the ? key opens it from anywhere, Esc closes it).
    <Popover
      className="hotkeys-help"
      open={open}
      onOpenChange={(next) => next !== open && onToggle()}
      initialFocus="none"
      trigger={(props) => (
        <button type="button" className="link-button" aria-label="Keyboard shortcuts" {...props}>
          ?
        </button>
      )}
    >
      {(panel) => (
        <div {...panel} className="hotkeys-popover" role="dialog" aria-label="Keyboard shortcuts">
          <StaticTable headless rows={HOTKEYS} columns={hotkeyColumns} getRowKey={(k) => k.key} />
        </div>
      )}
    </Popover>
  );
}
