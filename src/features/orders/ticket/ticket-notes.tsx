// The ticket's notes above the form: where a prefilled ticket came from (the user reviews and sends
// it), and that cross-tab duplicate protection is off.
export function TicketOrigin({ origin }: { origin: string | undefined }) {
  if (!origin) return null;
  return (
    <p className="ticket-origin muted" role="note" aria-label="Ticket origin">
      {origin}: review every field, then submit yourself.
    </p>
  );
}

export function CrossTabNote({ off }: { off: boolean }) {
  if (!off) return null;
  return (
    <p className="ticket-warning" role="note" aria-label="Cross-tab protection">
      Cross-tab duplicate protection is off: this browser&apos;s local storage is full or blocked, so another
      tab of this terminal would not see that this order is being sent. Orders from this tab are still sent
      once.
    </p>
  );
}
