// Where the ticket moves focus: Alt+<key> to a field (TICKET_FIELD_KEYS, shown in the hotkeys help),
// and a review asked for with errors to the first field in error.
import { TICKET_FIELD_KEYS } from './hotkeys-help';

/** Alt+<key> focuses the field the key names. */
export function focusFieldByHotkey(event: React.KeyboardEvent, form: HTMLFormElement | null): void {
  if (!event.altKey) return;
  const target = TICKET_FIELD_KEYS.find((k) => k.key === event.key.toLowerCase());
  if (!target) return;
  const el = form?.querySelector<HTMLElement>(`#${target.id}`);
  if (el) {
    event.preventDefault();
    el.focus();
  }
}

/** Focuses the first field in error: its input (`#ticket-<field>`) or the group it describes. */
export function focusFirstError(form: HTMLFormElement | null, errors: object): void {
  const first = Object.keys(errors)[0];
  const target = first
    ? form?.querySelector<HTMLElement>(`#ticket-${first}, [aria-describedby="ticket-${first}-error"]`)
    : null;
  target?.focus();
}
