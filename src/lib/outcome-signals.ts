// How an order outcome or a price alert reaches a trader who is not looking at the toast: a short beep
// (WebAudio, no audio file) and, while this tab is hidden, a browser notification. Both are opt-in (Settings →
// Trading, lib/trading-preferences.ts); permission for notifications is asked only when the user
// turns them on.
import { tradingPreferencesStore } from './trading-preferences';

export type OutcomeKind = 'fill' | 'partial' | 'rejected' | 'expired' | 'alert';

let audio: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (audio) return audio;
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return undefined;
  try {
    audio = new Ctor();
  } catch {
    return undefined;
  }
  return audio;
}

/** Tone pairs per outcome: a rising pair for a fill, a falling one for a rejection or expiry, a high double for an alert. */
const TONES: Record<OutcomeKind, [number, number]> = {
  fill: [880, 1320],
  partial: [880, 880],
  rejected: [440, 294],
  expired: [587, 440],
  alert: [1047, 1047],
};

/** Plays the outcome's short two-tone beep (about 0.25 s). Silently does nothing without WebAudio. */
export function playOutcomeSound(kind: OutcomeKind): void {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.01;
    TONES[kind].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + i * 0.13;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.2, t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.11);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.12);
    });
  } catch {
    // An audio device that fails must not break the order watcher or the alert evaluator.
  }
}

export type NotificationSupport = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationSupport {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for permission (call only from the user's own action). */
export async function requestNotificationPermission(): Promise<NotificationSupport> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** A browser notification, only while the tab is hidden and permission was granted. */
export function showOutcomeNotification(title: string, body: string | undefined, tag: string): boolean {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return false;
  if (notificationPermission() !== 'granted') return false;
  try {
    const n = new Notification(title, { body: body ?? '', tag });
    n.onclick = () => {
      window.focus();
      n.close();
    };
    return true;
  } catch {
    return false;
  }
}

/** What the user chose in Settings → Trading, applied to one outcome or alert (the toast is shown apart). */
export function signalOutcome(kind: OutcomeKind, title: string, body: string | undefined, tag: string): void {
  const prefs = tradingPreferencesStore.getState();
  if (prefs.outcomeSound) playOutcomeSound(kind);
  if (prefs.outcomeNotifications) showOutcomeNotification(title, body, tag);
}
