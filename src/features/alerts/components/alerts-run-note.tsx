// What every view of the alerts says first: where they run, where they are kept, and why the list
// started empty when the stored copy could not be read.
import { dismissAlertNotice, useAlerts } from '@/domain/alerts/alert-store';

export function AlertsRunNote() {
  const notice = useAlerts((s) => s.notice);
  const persisted = useAlerts((s) => s.persisted);
  return (
    <>
      <p className="alerts-note" role="note">
        Alerts run only while this terminal is open in a browser tab: the Trading API has no server-side
        alerts, so nothing watches prices while the terminal is closed. They are kept in this browser only.
        Each fires once (a toast, and the sound and notification chosen in Settings → Trading), then turns off
        until you re-arm it.
      </p>
      {!persisted && (
        <p className="alerts-warning" role="status">
          This browser refused to store the alerts: they last until this page is closed.
        </p>
      )}
      {notice && (
        <div className="alerts-warning alerts-notice" role="alert">
          <p>{notice}</p>
          <button type="button" onClick={dismissAlertNotice}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
