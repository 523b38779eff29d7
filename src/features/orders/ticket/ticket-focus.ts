// Where the ticket moves focus: Alt+<key> to a field (TICKET_FIELD_KEYS, shown in the hotkeys help),
// and a review asked for with errors to the first field in error. Fields are found by this ticket's
// own ids (ticket-ids.ts), never another ticket's on the same page.
import { TICKET_FIELD_KEYS } from './hotkeys-help';
import { ticketControl, type TicketIds, type TicketPart } from './ticket-ids';

/** Alt+<key> focuses the field the key names. */
export function focusFieldByHotkey(event: React.KeyboardEvent, form: HTMLFormElement | null): void {
  if (!event.altKey) return;
  const target = TICKET_FIELD_KEYS.find((k) => k.key === event.key.toLowerCase());
  if (!target) return;
  const el = ticketControl(form, target.part);
  if (el) {
    event.preventDefault();
    el.focus();
  }
}

/** Focuses the first field in error: its control or the group its error text describes. */
export function focusFirstError(form: HTMLFormElement | null, errors: object, ids: TicketIds): void {
  const first = Object.keys(errors)[0] as TicketPart | undefined;
  const target = first
    ? (ticketControl(form, first) ??
      form?.querySelector<HTMLElement>(`[aria-describedby~="${ids.errorOf(first)}"]`))
    : null;
  target?.focus();
}
