// What the alerts feature adds to every screen: the evaluator that fires alerts while the terminal is
// open (loaded after the first screen is up; it never delays it) and the "Set alert" dialog that any
// screen opens through domain/alerts/alert-intent (loaded on first use).
import { lazy, Suspense } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { closeAlertDialog, useAlertDialog } from '@/domain/alerts/alert-intent';
import { loadInBackground } from '@/lib/startup';
import './alerts.css';

const AlertWatch = lazy(
  loadInBackground('Price alerts', () =>
    import('./lib/alert-watch').then((m) => ({ default: m.AlertWatch })),
  ),
);
const AlertDialogHost = lazyPart('The alert dialog', () =>
  import('./components/alert-dialog-host').then((m) => ({ default: m.AlertDialogHost })),
);

export function AlertsOverlay() {
  const open = useAlertDialog((s) => s.open);
  return (
    <>
      <Suspense fallback={null}>
        <AlertWatch />
      </Suspense>
      {open && (
        <Suspense fallback={null}>
          <AlertDialogHost onClose={closeAlertDialog} />
        </Suspense>
      )}
    </>
  );
}
