// Settings → Trading: whether a cancel asks first, and how an order outcome (fill, partial fill,
// rejection, expiry) or a price alert reaches the trader besides the toast: a short sound, and a browser notification
// while this tab is hidden. The browser's permission is asked only when the user turns notifications
// on; refused, the setting stays off and says why.
import { useState, useSyncExternalStore } from 'react';
import { setTradingPreferences, useTradingPreferences } from '@/lib/trading-preferences';
import {
  notificationPermission,
  playOutcomeSound,
  requestNotificationPermission,
  subscribeNotificationPermission,
  type NotificationSupport,
} from '@/lib/outcome-signals';

const REFUSED: Partial<Record<NotificationSupport, string>> = {
  unsupported: 'This browser does not offer notifications, so they stay off.',
  denied:
    'The browser blocks notifications for this site, so they stay off. Allow them in the site settings (the icon left of the address), then turn this on again.',
  default: 'Notification permission was not given, so they stay off. Turn this on again to be asked.',
};

export function TradingSettings() {
  const prefs = useTradingPreferences();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const permission = useSyncExternalStore(
    subscribeNotificationPermission,
    notificationPermission,
    () => 'unsupported' as const,
  );

  const toggleNotifications = async (on: boolean) => {
    setNotice(null);
    if (!on) {
      setTradingPreferences({ outcomeNotifications: false });
      return;
    }
    setAsking(true);
    const result = await requestNotificationPermission();
    setAsking(false);
    if (result === 'granted') setTradingPreferences({ outcomeNotifications: true });
    else {
      setTradingPreferences({ outcomeNotifications: false });
      setNotice(REFUSED[result] ?? REFUSED.default ?? null);
    }
  };

  return (
    <section className="panel form" aria-labelledby="trading-settings-title">
      <h2 id="trading-settings-title">Trading</h2>
      <label className="inline">
        <input
          type="checkbox"
          checked={prefs.confirmCancel}
          onChange={(e) => setTradingPreferences({ confirmCancel: e.target.checked })}
        />
        Ask before cancelling an order (button or hotkey)
      </label>
      <p className="muted">
        Fills, partial fills, rejections, expiries and price alerts always show as a toast on every screen.
      </p>
      <div className="button-row">
        <label className="inline">
          <input
            type="checkbox"
            checked={prefs.outcomeSound}
            onChange={(e) => {
              setTradingPreferences({ outcomeSound: e.target.checked });
              if (e.target.checked) playOutcomeSound('fill');
            }}
          />
          Play a short sound for each order outcome and price alert
        </label>
        <button type="button" onClick={() => playOutcomeSound('fill')} disabled={!prefs.outcomeSound}>
          Test sound
        </button>
      </div>
      <label className="inline">
        <input
          type="checkbox"
          checked={prefs.outcomeNotifications}
          disabled={asking}
          aria-describedby="outcome-notifications-note"
          onChange={(e) => void toggleNotifications(e.target.checked)}
        />
        Show a browser notification for each order outcome and price alert while this tab is hidden
      </label>
      <p id="outcome-notifications-note" className="muted">
        {asking
          ? 'Waiting for your answer to the browser…'
          : prefs.outcomeNotifications && permission !== 'granted'
            ? 'The browser no longer allows notifications for this site: none will show until you allow them again.'
            : 'The browser asks for permission when you turn this on.'}
      </p>
      {notice && (
        <p role="alert" className="field-error">
          {notice}
        </p>
      )}
    </section>
  );
}
