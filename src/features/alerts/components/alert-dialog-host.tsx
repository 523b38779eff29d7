// The one "Set alert" dialog of the tab, for the request of domain/alerts/alert-intent: a new alert
// on a symbol, or an existing alert to edit (one that is gone by then says so instead).
import { Dialog } from '@/components/dialog';
import { useAlertDialog } from '@/domain/alerts/alert-intent';
import { useAlerts } from '@/domain/alerts/alert-store';
import { AlertDialog } from './alert-dialog';

export function AlertDialogHost({ onClose }: { onClose: () => void }) {
  const request = useAlertDialog((s) => s.request);
  const sequence = useAlertDialog((s) => s.sequence);
  const alert = useAlerts((s) =>
    request.alertId ? s.alerts.find((a) => a.id === request.alertId) : undefined,
  );
  if (request.alertId && !alert)
    return (
      <Dialog title="Alert not found" onCancel={onClose}>
        <p>This alert was deleted (perhaps in another tab).</p>
        <div className="modal-actions">
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </Dialog>
    );
  return <AlertDialog key={sequence} symbol={request.symbol} alert={alert} onClose={onClose} />;
}
