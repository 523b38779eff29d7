// The alerts of this browser in two tables: armed (with the watched value now) and triggered (when,
// and at what). Each row offers what fits its state: Edit and Delete; Re-arm once it fired.
import { useId, useMemo } from 'react';
import { StaticTable } from '@/components/data-table/static-table';
import type { DataColumn } from '@/components/data-table/column';
import { LiveCell } from '@/components/live/live-cell';
import { MarketTimestamp } from '@/components/market-timestamp';
import { SymbolLink } from '@/components/symbol-link';
import type { Alert } from '@/domain/alerts/alert-schema';
import { conditionSymbol, describeAlert, formatAlertValue } from '@/domain/alerts/alert-condition';
import { openAlertDialog } from '@/domain/alerts/alert-intent';
import { rearmAlert, removeAlert } from '@/domain/alerts/alert-store';
import { pushToast } from '@/lib/toast-store';

const symbolColumn: DataColumn<Alert> = {
  id: 'symbol',
  header: 'Symbol',
  rowHeader: true,
  cell: (a) => <SymbolLink symbol={a.symbol} />,
};
const conditionColumn: DataColumn<Alert> = {
  id: 'condition',
  header: 'Condition',
  cell: (a) => conditionSymbol(a.field, a.direction),
};
const levelColumn: DataColumn<Alert> = {
  id: 'level',
  header: 'Level',
  numeric: true,
  cell: (a) => formatAlertValue(a.field, a.value),
};
const createdColumn: DataColumn<Alert> = {
  id: 'created',
  header: 'Created',
  headerTitle: 'New York time',
  cell: (a) => <MarketTimestamp value={a.createdAt} />,
};

function remove(alert: Alert) {
  removeAlert(alert.id);
  pushToast({ kind: 'info', title: `Alert deleted: ${describeAlert(alert)}` });
}

function Actions({ alert }: { alert: Alert }) {
  const name = describeAlert(alert);
  return (
    <span className="row-actions">
      {alert.status === 'triggered' && (
        <button
          type="button"
          className="link-button"
          aria-label={`Re-arm ${name}`}
          onClick={() => rearmAlert(alert.id)}
        >
          Re-arm
        </button>
      )}
      <button
        type="button"
        className="link-button"
        aria-label={`Edit ${name}`}
        onClick={() => openAlertDialog({ alertId: alert.id })}
      >
        Edit
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={`Delete ${name}`}
        onClick={() => remove(alert)}
      >
        Delete
      </button>
    </span>
  );
}

const actionsColumn: DataColumn<Alert> = {
  id: 'actions',
  header: <span className="visually-hidden">Actions</span>,
  cell: (a) => <Actions alert={a} />,
};

export function AlertsTables({ alerts }: { alerts: readonly Alert[] }) {
  const armed = useMemo(() => alerts.filter((a) => a.status === 'armed'), [alerts]);
  // Newest first: the one that just fired is on top.
  const triggered = useMemo(
    () =>
      alerts
        .filter((a) => a.status === 'triggered')
        .sort((a, b) => (b.triggeredAt ?? '').localeCompare(a.triggeredAt ?? '')),
    [alerts],
  );
  const armedColumns = useMemo<Array<DataColumn<Alert>>>(
    () => [
      symbolColumn,
      conditionColumn,
      levelColumn,
      {
        id: 'now',
        header: 'Now',
        headerTitle: 'The watched value now, live',
        numeric: true,
        cell: (a) => <LiveCell symbol={a.symbol} field={a.field} />,
      },
      createdColumn,
      actionsColumn,
    ],
    [],
  );
  const triggeredColumns = useMemo<Array<DataColumn<Alert>>>(
    () => [
      symbolColumn,
      conditionColumn,
      levelColumn,
      createdColumn,
      {
        id: 'triggered',
        header: 'Triggered',
        headerTitle: 'New York time',
        cell: (a) => (a.triggeredAt ? <MarketTimestamp value={a.triggeredAt} /> : '—'),
      },
      {
        id: 'at',
        header: 'At',
        headerTitle: 'The value that fired it',
        numeric: true,
        cell: (a) => formatAlertValue(a.field, a.triggeredValue),
      },
      actionsColumn,
    ],
    [],
  );
  // Its own ids: the workspace can show more than one alerts panel.
  const armedTitle = useId();
  const triggeredTitle = useId();
  return (
    <>
      <section className="alerts-section" aria-labelledby={armedTitle}>
        <h2 id={armedTitle}>Armed ({armed.length})</h2>
        {armed.length === 0 ? (
          <p className="muted">No armed alerts.</p>
        ) : (
          <StaticTable label="Armed alerts" rows={armed} columns={armedColumns} getRowKey={(a) => a.id} />
        )}
      </section>
      <section className="alerts-section" aria-labelledby={triggeredTitle}>
        <h2 id={triggeredTitle}>Triggered ({triggered.length})</h2>
        {triggered.length === 0 ? (
          <p className="muted">None has fired yet.</p>
        ) : (
          <StaticTable
            label="Triggered alerts"
            rows={triggered}
            columns={triggeredColumns}
            getRowKey={(a) => a.id}
          />
        )}
      </section>
    </>
  );
}
