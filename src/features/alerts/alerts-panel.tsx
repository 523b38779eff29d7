// The Alerts workspace panel: the same tables as the screen, in a docked panel. Alerts are not tied
// to the panel's symbol (the list is the browser's); choosing a symbol link still navigates.
import type { PanelProps } from '@/components/panel-contract';
import { openAlertDialog } from '@/domain/alerts/alert-intent';
import { useAlerts } from '@/domain/alerts/alert-store';
import { AlertsTables } from './components/alerts-table';
import { AlertsRunNote } from './components/alerts-run-note';
import './alerts.css';

export default function AlertsPanel({ symbol, visible }: PanelProps) {
  const alerts = useAlerts((s) => s.alerts);
  // Behind another tab: nothing mounted, so its live cells release their symbols (armed alerts stay
  // subscribed by the evaluator, whatever the panel shows).
  if (!visible) return null;
  return (
    <div className="alerts-panel">
      <div className="button-row">
        <button type="button" onClick={() => openAlertDialog(symbol ? { symbol } : {})}>
          {symbol ? `New alert on ${symbol}` : 'New alert'}
        </button>
      </div>
      <AlertsRunNote />
      <AlertsTables alerts={alerts} />
    </div>
  );
}
