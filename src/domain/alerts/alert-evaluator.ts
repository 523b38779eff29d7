// Fires price alerts while the terminal is open (the API has no server-side alerts): one instance for
// the tab, started by the shell. It keeps every symbol with an armed alert subscribed on the one live
// client, looks at a symbol's merged quote whenever the store publishes a new one (at most once per
// frame; the store already ignores duplicate and out-of-order ticks), and at an alert as soon as it
// is armed. A reached level disarms the alert first (so it fires once), then tells the trader: a toast
// and, as chosen in Settings → Trading, the sound and the hidden-tab notification of order outcomes.
import type { LiveQuoteClient } from '@/live/client';
import type { Quote } from '@/live/quote-store';
import { pushToast } from '@/lib/toast-store';
import { signalOutcome } from '@/lib/outcome-signals';
import { alertStore, armedSymbols, markTriggered } from './alert-store';
import { FIELD_WORDS, describeAlert, formatAlertValue, observedValue, reached } from './alert-condition';
import type { Alert } from './alert-schema';

export interface AlertEvaluatorOptions {
  client: Pick<LiveQuoteClient, 'store' | 'subscribe'>;
  /** The toast's button: open the Alerts screen. */
  openAlerts?: () => void;
  now?: () => number;
}

/** Tells the trader an alert fired. */
export function announceAlert(alert: Alert, value: string, openAlerts?: () => void): void {
  const title = `Alert: ${describeAlert(alert)}`;
  const message = `${FIELD_WORDS[alert.field]} is ${formatAlertValue(alert.field, value)}. The alert is off until you re-arm it (Alerts screen).`;
  // Sticky: an alert is news the trader must see even after looking away.
  pushToast(
    { kind: 'info', title, message, ...(openAlerts ? { action: { label: 'Alerts', run: openAlerts } } : {}) },
    0,
  );
  signalOutcome('alert', title, message, `alert-${alert.id}`);
}

/** Starts the tab's evaluator; returns its stop. */
export function startAlertEvaluator({
  client,
  openAlerts,
  now = Date.now,
}: AlertEvaluatorOptions): () => void {
  const releases = new Map<string, () => void>();
  /** The quote object last looked at per symbol: the store makes a new one only when it changed. */
  const seen = new Map<string, Quote | undefined>();

  const evaluate = (symbols: Iterable<string> | null) => {
    const quotes = client.store.getState().quotes;
    const wanted = symbols ? new Set(symbols) : null;
    for (const alert of alertStore.getState().alerts) {
      if (alert.status !== 'armed' || (wanted && !wanted.has(alert.symbol))) continue;
      const value = observedValue(quotes[alert.symbol], alert.field);
      if (value === undefined || !reached(alert, value)) continue;
      const fired = markTriggered(alert.id, value, now());
      if (fired) announceAlert(fired, value, openAlerts);
    }
  };

  const syncSubscriptions = (alerts: readonly Alert[]) => {
    const symbols = new Set(armedSymbols(alerts));
    for (const symbol of symbols) if (!releases.has(symbol)) releases.set(symbol, client.subscribe(symbol));
    for (const [symbol, release] of releases)
      if (!symbols.has(symbol)) {
        release();
        releases.delete(symbol);
        seen.delete(symbol);
      }
  };

  const onQuotes = () => {
    const quotes = client.store.getState().quotes;
    const changed: string[] = [];
    for (const symbol of releases.keys()) {
      const quote = quotes[symbol];
      if (seen.get(symbol) === quote) continue;
      seen.set(symbol, quote);
      changed.push(symbol);
    }
    if (changed.length > 0) evaluate(changed);
  };

  syncSubscriptions(alertStore.getState().alerts);
  evaluate(null);
  const stopAlerts = alertStore.subscribe((state, previous) => {
    if (state.alerts === previous.alerts) return;
    syncSubscriptions(state.alerts);
    // A new, edited or re-armed alert is looked at against the quote already known.
    const armedNow = new Set(
      previous.alerts.filter((a) => a.status === 'armed').map((a) => `${a.id}@${a.armedAt}`),
    );
    const fresh = state.alerts.filter((a) => a.status === 'armed' && !armedNow.has(`${a.id}@${a.armedAt}`));
    if (fresh.length > 0) evaluate(fresh.map((a) => a.symbol));
  });
  const stopQuotes = client.store.subscribe((state, previous) => {
    if (state.quotes !== previous.quotes) onQuotes();
  });
  return () => {
    stopAlerts();
    stopQuotes();
    for (const release of releases.values()) release();
    releases.clear();
    seen.clear();
  };
}
