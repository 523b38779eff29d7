// The user's trading preferences (Settings → Trading), kept in this browser: whether a cancel asks
// first, and how an order outcome or a price alert reaches the user besides the toast (a sound; a browser
// notification while the tab is hidden, asked for only when the user turns it on).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface TradingPreferences {
  /** Cancel (button or hotkey) asks for confirmation first. On by default; fast traders turn it off. */
  confirmCancel: boolean;
  /** A short sound on fills, partial fills, rejections, expiries and price alerts. */
  outcomeSound: boolean;
  /** A browser notification for those outcomes and alerts while this tab is hidden. */
  outcomeNotifications: boolean;
}

const KEY = 'terminal.trading-preferences.v1';
export const TRADING_PREFERENCE_DEFAULTS: TradingPreferences = {
  confirmCancel: true,
  outcomeSound: false,
  outcomeNotifications: false,
};

function load(): TradingPreferences {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const p = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    const flag = (key: keyof TradingPreferences) =>
      typeof p[key] === 'boolean' ? p[key] : TRADING_PREFERENCE_DEFAULTS[key];
    return {
      confirmCancel: flag('confirmCancel'),
      outcomeSound: flag('outcomeSound'),
      outcomeNotifications: flag('outcomeNotifications'),
    };
  } catch {
    return { ...TRADING_PREFERENCE_DEFAULTS };
  }
}

export const tradingPreferencesStore = createStore<TradingPreferences>(() => load());

export function setTradingPreferences(patch: Partial<TradingPreferences>): void {
  tradingPreferencesStore.setState(patch);
  try {
    localStorage.setItem(KEY, JSON.stringify(tradingPreferencesStore.getState()));
  } catch {
    // Storage full or disabled: the choice holds for this page.
  }
}

/** Re-reads storage (tests clear it between cases). */
export function reloadTradingPreferences(): void {
  tradingPreferencesStore.setState(load(), true);
}

export function useTradingPreferences(): TradingPreferences {
  return useStore(tradingPreferencesStore);
}
