// The price alerts of this browser (a zustand store kept in localStorage under a versioned zod
// schema). Every screen sets and edits alerts through these functions: the row actions and the
// instrument page through the dialog, the Alerts screen, and a chart (add or move an alert by price:
// `addAlertAtPrice`, `moveAlert`, reading `useSymbolAlerts`). The evaluator (alert-evaluator.ts)
// fires them. A stored copy that fails the schema is set aside and the list starts empty with a
// notice: nothing the user cannot see is ever acted on.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { normalizeSymbol } from '@/live/symbols';
import {
  ALERT_STORAGE_BACKUP_KEY,
  ALERT_STORAGE_KEY,
  MAX_ALERTS,
  StoredAlerts,
  type Alert,
  type AlertCondition,
  type AlertField,
} from './alert-schema';
import { directionFor } from './alert-condition';
import { alertLevel } from './alert-input';

export interface AlertStoreState {
  alerts: Alert[];
  /** Why the list started empty (the stored copy was unreadable), until the user dismisses it. */
  notice: string | null;
  /** False when storage refused the last write: alerts then hold for this page only. */
  persisted: boolean;
}

function readStorage(): Pick<AlertStoreState, 'alerts' | 'notice'> {
  let raw: string | null;
  try {
    raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(ALERT_STORAGE_KEY);
  } catch {
    return {
      alerts: [],
      notice: 'This browser does not allow the terminal to keep alerts: they last for this page only.',
    };
  }
  if (raw === null) return { alerts: [], notice: null };
  let parsed: ReturnType<typeof StoredAlerts.safeParse> | undefined;
  try {
    parsed = StoredAlerts.safeParse(JSON.parse(raw));
  } catch {
    parsed = undefined;
  }
  if (parsed?.success) return { alerts: parsed.data.alerts, notice: null };
  try {
    localStorage.setItem(ALERT_STORAGE_BACKUP_KEY, raw);
    localStorage.removeItem(ALERT_STORAGE_KEY);
  } catch {
    // Storage refused: the unreadable copy stays where it was and is replaced at the next save.
  }
  return {
    alerts: [],
    notice:
      'Your saved price alerts could not be read (the stored copy is damaged or from another version), so the list starts empty. Set your alerts again; the unreadable copy was kept aside in this browser.',
  };
}

export const alertStore = createStore<AlertStoreState>(() => ({ ...readStorage(), persisted: true }));

function save(alerts: Alert[]): void {
  let persisted = true;
  try {
    localStorage.setItem(ALERT_STORAGE_KEY, JSON.stringify({ version: 1, alerts } satisfies StoredAlerts));
  } catch {
    persisted = false;
  }
  alertStore.setState({ alerts, persisted });
}

function edit(id: string, change: (alert: Alert) => Alert): Alert | undefined {
  let result: Alert | undefined;
  const alerts = alertStore.getState().alerts.map((alert) => {
    if (alert.id !== id) return alert;
    result = change(alert);
    return result;
  });
  if (result) save(alerts);
  return result;
}

let fallbackId = 0;
function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `alert-${Date.now()}-${++fallbackId}`;
}

const nowIso = (now: number) => new Date(now).toISOString();

/** Arms a new alert. Null when the list is full (MAX_ALERTS). */
export function addAlert(condition: AlertCondition, now = Date.now()): Alert | null {
  const { alerts } = alertStore.getState();
  if (alerts.length >= MAX_ALERTS) return null;
  const at = nowIso(now);
  const alert: Alert = {
    ...condition,
    symbol: normalizeSymbol(condition.symbol),
    value: alertLevel(condition.field, condition.value),
    id: newId(),
    status: 'armed',
    createdAt: at,
    armedAt: at,
    triggeredAt: null,
    triggeredValue: null,
  };
  save([...alerts, alert]);
  return alert;
}

/**
 * For a chart: an alert at `price` on `field` (last by default), watching for a rise when the level
 * is at or above `reference` (the price now) and for a fall when below it.
 */
export function addAlertAtPrice(
  symbol: string,
  price: string,
  reference: string | undefined,
  field: Exclude<AlertField, 'change_percent'> = 'last',
  now = Date.now(),
): Alert | null {
  return addAlert({ symbol, field, direction: directionFor(price, reference), value: price }, now);
}

/** A new condition for an alert: it is armed again (an edit is a new intention). */
export function updateAlert(id: string, condition: AlertCondition, now = Date.now()): Alert | undefined {
  return edit(id, (alert) => ({
    ...alert,
    ...condition,
    symbol: normalizeSymbol(condition.symbol),
    value: alertLevel(condition.field, condition.value),
    status: 'armed',
    armedAt: nowIso(now),
    triggeredAt: null,
    triggeredValue: null,
  }));
}

/**
 * For a chart's dragged line: the alert's level moves to `price` and it is armed again; with a
 * `reference` (the price now) its direction follows the side of the price the line was left on.
 */
export function moveAlert(
  id: string,
  price: string,
  reference?: string,
  now = Date.now(),
): Alert | undefined {
  return edit(id, (alert) => ({
    ...alert,
    value: alertLevel(alert.field, price),
    direction: reference === undefined ? alert.direction : directionFor(price, reference),
    status: 'armed',
    armedAt: nowIso(now),
    triggeredAt: null,
    triggeredValue: null,
  }));
}

/** Arms a triggered alert again, unchanged. */
export function rearmAlert(id: string, now = Date.now()): Alert | undefined {
  return edit(id, (alert) => ({
    ...alert,
    status: 'armed',
    armedAt: nowIso(now),
    triggeredAt: null,
    triggeredValue: null,
  }));
}

/** Disarms an armed alert with what fired it; undefined when it was not armed (it fires once). */
export function markTriggered(id: string, value: string, now = Date.now()): Alert | undefined {
  const current = alertStore.getState().alerts.find((a) => a.id === id);
  if (current?.status !== 'armed') return undefined;
  return edit(id, (alert) => ({
    ...alert,
    status: 'triggered',
    triggeredAt: nowIso(now),
    triggeredValue: value,
  }));
}

export function removeAlert(id: string): void {
  const { alerts } = alertStore.getState();
  if (alerts.some((a) => a.id === id)) save(alerts.filter((a) => a.id !== id));
}

export function dismissAlertNotice(): void {
  alertStore.setState({ notice: null });
}

/** The symbols with at least one armed alert. */
export function armedSymbols(alerts: readonly Alert[]): string[] {
  return [...new Set(alerts.filter((a) => a.status === 'armed').map((a) => a.symbol))];
}

/**
 * Follows the list another tab of this browser writes (set, fired, re-armed there), so this tab
 * neither fires an alert that is already off nor overwrites alerts it has not seen. Returns the stop.
 */
export function followAlertStorage(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === ALERT_STORAGE_KEY || event.key === null) {
      const { alerts, notice } = readStorage();
      alertStore.setState({ alerts, ...(notice ? { notice } : {}) });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Re-reads storage (tests clear it between cases; another tab may have written it). */
export function resetAlertStore(): void {
  alertStore.setState({ ...readStorage(), persisted: true }, true);
}

export function useAlerts<T>(selector: (state: AlertStoreState) => T): T {
  return useStore(alertStore, selector);
}

/** One symbol's alerts (a chart's lines, the instrument page's count). */
export function useSymbolAlerts(symbol: string | null | undefined): Alert[] {
  const key = symbol ? normalizeSymbol(symbol) : '';
  return useStore(
    alertStore,
    useShallow((s) => s.alerts.filter((a) => a.symbol === key)),
  );
}
