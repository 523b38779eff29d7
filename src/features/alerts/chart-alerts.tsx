// Price alerts on the chart (issue 29, "set alerts from the chart"): every armed alert of the symbol
// on a price (last, bid or ask) is a dotted line labelled "Alert last ≥ 281.00" in the chart's shared
// line layer (components/charts/chart-layer.ts, the same drag, × and hit test as orders' lines).
// Dragging a line moves the alert to where it is let go, with the checks of the "Set alert" form
// (a level far from the price goes back, with the reason); its × removes the alert (Undo in the
// toast). The chart's price menu (Alt+click, the context menu) offers "Alert at X". The same alerts
// are listed beside the chart as rows with a price field and Remove, for the keyboard and screen
// readers. It is a chart overlay: the routes compose it with orders' chart trading.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { ChartOverlayProps } from '@/components/charts/chart-overlay';
import type { ChartLineHandlers, ChartLineSpec } from '@/components/charts/chart-lines';
import type { PriceMenuChoice } from '@/components/charts/chart-price-menu';
import { chartPrice, snapPrice } from '@/components/charts/chart-price';
import { themeColor } from '@/components/charts/chart-theme';
import { LinePriceForm } from '@/components/charts/line-price-form';
import { StaticTable } from '@/components/data-table/static-table';
import type { DataColumn } from '@/components/data-table/column';
import type { Alert } from '@/domain/alerts/alert-schema';
import {
  conditionSymbol,
  conditionWords,
  describeAlert,
  directionFor,
  referencePrice,
} from '@/domain/alerts/alert-condition';
import { validateAlertInput } from '@/domain/alerts/alert-input';
import {
  addAlert,
  addAlertAtPrice,
  moveAlert,
  removeAlert,
  updateAlert,
  useSymbolAlerts,
} from '@/domain/alerts/alert-store';
import { compareDecimal } from '@/domain/decimal/exact';
import { formatPrice } from '@/domain/decimal/format';
import { pushToast } from '@/lib/toast-store';
import { normalizeSymbol } from '@/live/client';
import { useLiveClient } from '@/live/hooks';

const GROUP = 'alerts';
const KEY_PREFIX = 'alert:';

/** An alert with a price level: the ones a chart can draw. */
type PriceAlert = Alert & { field: 'last' | 'bid' | 'ask' };
const isPriceAlert = (alert: Alert): alert is PriceAlert => alert.field !== 'change_percent';

/** "Alert last ≥ 281.00". */
const lineLabel = (alert: Alert) =>
  `Alert ${conditionSymbol(alert.field, alert.direction).toLowerCase()} ${formatPrice(alert.value)}`;

export function ChartAlerts({ symbol: rawSymbol, layer }: ChartOverlayProps) {
  const symbol = normalizeSymbol(rawSymbol);
  const client = useLiveClient();
  const alerts = useSymbolAlerts(symbol);
  const armed = useMemo(
    () =>
      alerts
        .filter((a): a is PriceAlert => a.status === 'armed' && isPriceAlert(a))
        .sort((a, b) => compareDecimal(b.value, a.value) ?? 0),
    [alerts],
  );
  const notDrawn = alerts.filter((a) => a.status === 'armed' && !isPriceAlert(a)).length;
  const fired = alerts.filter((a) => a.status === 'triggered').length;

  /** The price now of what `field` watches, read when the user acts (no render per tick). */
  const reference = (field: PriceAlert['field']) =>
    referencePrice(client.store.getState().quotes[symbol], field);

  /** The "Set alert" form's check of a level on `field`: its error, or null. */
  const levelError = ({ field, direction }: Pick<PriceAlert, 'field' | 'direction'>, price: string) => {
    const result = validateAlertInput({
      symbol,
      field,
      direction,
      valueText: price,
      reference: reference(field),
    });
    return result.ok ? null : (result.errors.value ?? result.errors.symbol ?? 'Check the level.');
  };

  /** Moves `alert` to `price` (checked), armed again on the side of the price it is left on. */
  const move = (alert: PriceAlert, price: string) => {
    const moved = moveAlert(alert.id, price, reference(alert.field));
    if (!moved) return;
    const before = {
      symbol: alert.symbol,
      field: alert.field,
      direction: alert.direction,
      value: alert.value,
    };
    pushToast({
      kind: 'success',
      title: 'Alert moved and armed',
      message: `${describeAlert(moved)} (was ${formatPrice(alert.value)}).`,
      action: { label: 'Undo', run: () => void updateAlert(alert.id, before) },
    });
  };

  const remove = (alert: PriceAlert) => {
    removeAlert(alert.id);
    const { symbol: s, field, direction, value } = alert;
    pushToast({
      kind: 'info',
      title: `Alert removed: ${describeAlert(alert)}`,
      action: { label: 'Undo', run: () => void addAlert({ symbol: s, field, direction, value }) },
    });
  };

  const handlers: ChartLineHandlers = {
    onDrop: (key, value) => {
      const alert = armed.find((a) => KEY_PREFIX + a.id === key);
      const price = snapPrice(value);
      const error = alert && price ? levelError(alert, price) : null;
      if (!alert || !price || compareDecimal(price, alert.value) === 0 || error) {
        layer.setLines(GROUP, alertSpecs(armed)); // back where it was
        if (alert && error)
          pushToast({ kind: 'error', title: `Alert not moved: ${describeAlert(alert)}`, message: error });
        return;
      }
      move(alert, price);
    },
    onCancel: (key) => {
      const alert = armed.find((a) => KEY_PREFIX + a.id === key);
      if (alert) remove(alert);
    },
  };
  const choices = (price: string): PriceMenuChoice[] => {
    const last = reference('last');
    return [
      {
        id: 'alert',
        text: `Alert at ${formatPrice(price)}`,
        note: `when ${conditionWords('last', directionFor(price, last)).toLowerCase()} it`,
        tone: 'alert',
        run: () => {
          const error = levelError({ field: 'last', direction: 'above' }, price);
          const added = error ? null : addAlertAtPrice(symbol, price, last);
          if (added)
            pushToast({ kind: 'success', title: 'Alert armed', message: `${describeAlert(added)}.` });
          else
            pushToast({
              kind: 'error',
              title: `No alert set on ${symbol}`,
              message:
                error ?? 'The alert list is full (500 alerts): delete some on the Alerts screen first.',
            });
        },
      },
    ];
  };
  // The layer calls this render's handlers and choices (they read the alerts shown now).
  useLayoutEffect(() => {
    layer.setHandlers(GROUP, handlers);
    layer.offer(GROUP, choices);
  });
  useEffect(() => {
    layer.setLines(GROUP, alertSpecs(armed), 0);
  }, [layer, armed]);
  useEffect(
    () => () => {
      layer.setLines(GROUP, []);
      layer.offer(GROUP, null);
    },
    [layer],
  );

  return (
    <section
      className="chart-overlay-section chart-alerts"
      aria-label={`Price alerts in ${symbol} on the chart`}
    >
      <h3 className="chart-overlay-title">Alerts on the chart</h3>
      {armed.length === 0 ? (
        <p className="muted" data-testid="no-alert-lines">
          No armed price alerts in {symbol}.
        </p>
      ) : (
        <AlertLineRows
          symbol={symbol}
          alerts={armed}
          levelError={levelError}
          onMove={move}
          onRemove={remove}
        />
      )}
      {(notDrawn > 0 || fired > 0) && (
        <p className="muted chart-overlay-note">
          {notDrawn > 0 &&
            `${notDrawn} change % alert${notDrawn > 1 ? 's' : ''} (no fixed price, not drawn). `}
          {fired > 0 && `${fired} fired, off until re-armed. `}
          <Link to="/alerts">All alerts</Link>
        </p>
      )}
      <p className="muted chart-overlay-note">
        Drag an alert line to move its level, × removes it. Alt+click or right-click the chart for an alert at
        a price. Alerts run only while the terminal is open.
      </p>
    </section>
  );
}

function AlertLineRows({
  symbol,
  alerts,
  levelError,
  onMove,
  onRemove,
}: {
  symbol: string;
  alerts: readonly PriceAlert[];
  levelError: (alert: Pick<PriceAlert, 'field' | 'direction'>, price: string) => string | null;
  onMove: (alert: PriceAlert, price: string) => void;
  onRemove: (alert: PriceAlert) => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const columns: DataColumn<PriceAlert>[] = [
    {
      id: 'condition',
      header: 'Condition',
      rowHeader: true,
      cell: (a) => conditionSymbol(a.field, a.direction),
    },
    {
      id: 'level',
      header: 'Level',
      numeric: true,
      cell: (a) => <span data-testid="alert-line-price">{formatPrice(a.value)}</span>,
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (a) => {
        const name = describeAlert(a);
        if (editing === a.id)
          return (
            <LinePriceForm
              id={`alert-line-price-${a.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`}
              name={`Move ${name}`}
              label="New alert price"
              initial={a.value}
              submitText="Move"
              check={(text) => {
                const price = text.trim();
                const error = levelError(a, price);
                if (error) return { error };
                return compareDecimal(price, a.value) === 0
                  ? { error: 'Enter a new price.' }
                  : { value: price };
              }}
              onSubmit={(price) => {
                onMove(a, price);
                setEditing(null);
              }}
              onClose={() => setEditing(null)}
            />
          );
        return (
          <span className="chart-line-actions">
            <button type="button" aria-label={`Move ${name}`} onClick={() => setEditing(a.id)}>
              Move
            </button>
            <button type="button" aria-label={`Remove ${name}`} onClick={() => onRemove(a)}>
              Remove
            </button>
          </span>
        );
      },
    },
  ];
  return (
    <StaticTable
      rows={alerts}
      columns={columns}
      getRowKey={(a) => a.id}
      label={`Price alerts in ${symbol} on the chart`}
      className="chart-line-rows"
      rowAttributes={(a) => ({ 'data-alert-id': a.id })}
    />
  );
}

function alertSpecs(alerts: readonly PriceAlert[]): ChartLineSpec[] {
  const color = themeColor('--warn');
  const text = themeColor('--bg');
  return alerts.flatMap((alert) => {
    const price = chartPrice(alert.value);
    if (price === null) return [];
    return [
      {
        key: KEY_PREFIX + alert.id,
        price,
        label: lineLabel(alert),
        axisText: formatPrice(alert.value),
        color,
        textColor: text,
        style: 'dotted',
        draggable: true,
        cancellable: true,
      } satisfies ChartLineSpec,
    ];
  });
}
