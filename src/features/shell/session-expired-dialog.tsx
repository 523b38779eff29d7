// Live mode without a usable token: a 401 from the API (the session expired), or no token at all (a
// reload forgets a token that was not remembered for the tab). Either way the page stays and a dialog
// asks for the token; without one nothing is sent. The dialog's code (session-expired-form.tsx)
// loads only when that happens, so it is not part of the entry bundle.
import { Suspense } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { useStore } from 'zustand';
import { sessionStore } from '@/api/session';

const SessionExpiredForm = lazyPart('The token dialog', () =>
  import('./session-expired-form').then((m) => ({ default: m.SessionExpiredForm })),
);

export function SessionExpiredDialog() {
  const expired = useStore(sessionStore, (s) => s.sessionExpired);
  const missing = useStore(sessionStore, (s) => s.token === null);
  const mode = useStore(sessionStore, (s) => s.mode);
  if (mode !== 'live' || (!expired && !missing)) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredForm reason={missing ? 'missing' : 'expired'} />
    </Suspense>
  );
}
