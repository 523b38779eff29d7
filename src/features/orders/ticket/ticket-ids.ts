// The element ids of one order ticket. Two tickets can be on screen at once (the workspace's docked
// ticket and the overlay), so no id is fixed: each ticket takes a prefix of its own (React's useId)
// and every id of it (labels, error texts, hotkey and focus targets) is derived from it here.
import { useId, useMemo } from 'react';
import type { DraftField } from '../lib/validate-order';

/** A part of the ticket with an id: a field (as the checks name it), a control, or the Review button. */
export type TicketPart = DraftField | 'type' | 'trailingOffsetType' | 'review';

export interface TicketIds {
  /** The prefix every id of this ticket starts with (also on the ticket's root, `data-ticket-ids`). */
  readonly prefix: string;
  /** The id of a part's control. */
  of(part: TicketPart): string;
  /** The id of a part's error text (the kit's fields name theirs `<control id>-error` too). */
  errorOf(part: TicketPart): string;
}

export function ticketIds(prefix: string): TicketIds {
  return {
    prefix,
    of: (part) => `${prefix}-${part}`,
    errorOf: (part) => `${prefix}-${part}-error`,
  };
}

/** A new ticket's ids, stable for its lifetime and unlike any other ticket's on the page. */
export function useTicketIds(): TicketIds {
  // useId gives `_r_1_`: letters, digits and underscores, so every id is a plain CSS identifier.
  const id = useId();
  return useMemo(() => ticketIds(`ticket${id}`), [id]);
}

/** The control of `part` in the ticket inside (or at) `root`, e.g. for a host focusing its entry field. */
export function ticketControl(root: Element | null, part: TicketPart): HTMLElement | null {
  const ticket =
    root?.closest<HTMLElement>('[data-ticket-ids]') ?? root?.querySelector<HTMLElement>('[data-ticket-ids]');
  const prefix = ticket?.dataset.ticketIds;
  return prefix ? ticket.querySelector<HTMLElement>(`#${ticketIds(prefix).of(part)}`) : null;
}
