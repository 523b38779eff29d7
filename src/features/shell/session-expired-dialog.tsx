// A 401 from the API: ask for a token again, in place, without leaving the page. The dialog's code
// (session-expired-form.tsx) loads only when that happens, so it is not part of the entry bundle.
import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { sessionStore } from '@/api/session';

const SessionExpiredForm = lazy(() =>
  import('./session-expired-form').then((m) => ({ default: m.SessionExpiredForm })),
);

export function SessionExpiredDialog() {
  const expired = useStore(sessionStore, (s) => s.sessionExpired);
  const mode = useStore(sessionStore, (s) => s.mode);
  if (!expired || mode !== 'live') return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredForm />
    </Suspense>
  );
}
