// The Alerts screen: every price alert of this browser, armed and triggered, with New alert, Edit,
// Re-arm and Delete. It says plainly that alerts run only while the terminal is open.
import { openAlertDialog } from '@/domain/alerts/alert-intent';
import { useAlerts } from '@/domain/alerts/alert-store';
import { AlertsTables } from './components/alerts-table';
import { AlertsRunNote } from './components/alerts-run-note';

export function AlertsScreen() {
  const alerts = useAlerts((s) => s.alerts);
  return (
    <div className="page alerts-page">
      <header className="page-header">
        <h1>Price alerts</h1>
        <button type="button" className="primary" onClick={() => openAlertDialog()}>
          New alert
        </button>
      </header>
      <AlertsRunNote />
      <AlertsTables alerts={alerts} />
    </div>
  );
}
