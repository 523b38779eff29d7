// Leaving a ticket while an order's outcome is unknown asks first (in-app navigation; reload and
// close are asked by the browser through the overlay's beforeunload guard). Staying is the default.
//
// Two traps of useBlocker handled here:
// - After "Leave anyway" the ticket stays mounted (hidden by Suspense) until the next page has
//   loaded. A guard still blocking then would catch the user's NEXT navigation (e.g. straight back to
//   Trade) and, once the ticket unmounts, leave it waiting forever on a dialog that no longer exists.
//   So the guard only asks when the app is leaving the ticket's own page; once the app is elsewhere
//   it lets everything through, and it asks again if the same ticket comes back into view.
// - A guard unmounted while its question is open answers it with "proceed": there is nothing left to
//   guard, and the pending submit stays in the tab's store.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation } from '@tanstack/react-router';
import { Dialog } from '@/components/dialog';

interface Place {
  pathname: string;
  search: unknown;
}

export function LeaveGuard({ active }: { active: boolean }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);
  // The page this ticket lives on (read once: the ticket is remounted for another page).
  const pathname = useLocation({ select: (location) => location.pathname });
  const [homePathname] = useState(pathname);

  // Stable, so the blocker is registered once rather than on every render.
  const shouldBlockFn = useCallback(
    ({ current, next }: { current: Place; next: Place }) =>
      activeRef.current &&
      current.pathname === homePathname &&
      // A new path or new search would unmount this ticket; the same location never does.
      (current.pathname !== next.pathname || JSON.stringify(current.search) !== JSON.stringify(next.search)),
    [homePathname],
  );
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload: false, withResolver: true });

  const proceedRef = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    proceedRef.current = blocker.status === 'blocked' ? blocker.proceed : undefined;
  }, [blocker]);
  useEffect(() => () => proceedRef.current?.(), []);

  if (blocker.status !== 'blocked') return null;
  // The outcome became known while the question was open: say so rather than keep a stale warning.
  if (!active)
    return (
      <Dialog title="Leave the ticket?" onCancel={() => blocker.reset()} initialFocus={stayRef}>
        <p role="status">
          The order&apos;s outcome is <strong>now known</strong> (see the ticket): nothing sent from this
          ticket is pending any more, so leaving is safe.
        </p>
        <div className="modal-actions">
          <button ref={stayRef} type="button" className="primary" onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button type="button" onClick={() => blocker.reset()}>
            Stay on the ticket
          </button>
        </div>
      </Dialog>
    );
  return (
    <Dialog title="Leave the ticket?" onCancel={() => blocker.reset()} initialFocus={stayRef}>
      <p role="alert">
        An order sent from this ticket has an <strong>unknown outcome</strong>: the server may already hold
        it. If you leave, it stays pending in this tab and is shown again (and checked) wherever you open a
        ticket for this account, and in the blotter.
      </p>
      <div className="modal-actions">
        <button ref={stayRef} type="button" className="primary" onClick={() => blocker.reset()}>
          Stay on the ticket
        </button>
        <button type="button" onClick={() => blocker.proceed()}>
          Leave anyway
        </button>
      </div>
    </Dialog>
  );
}
