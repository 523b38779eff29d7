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

// `Notification.permission` is a synchronous round trip to the browser process: on Chromium 156 it
// cost every navigation to Settings about 6 ms of the main thread (bench:instrument's reference
// click, Accounts → Settings, 2026-12-02). It is read once per `Notification` object (a test's stub
// is another one) and kept current by the Permissions API's `change` event (the user changing the
// site's settings while the page is open) and by our own request's answer.
let readFrom: unknown;
let known: NotificationSupport = 'unsupported';
const listeners = new Set<() => void>();

function setKnown(next: NotificationSupport): void {
  if (next === known) return;
  known = next;
  for (const listener of listeners) listener();
}

function watchPermission(from: unknown): void {
  if (typeof navigator === 'undefined' || typeof navigator.permissions?.query !== 'function') return;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => {
      status.addEventListener('change', () => {
        if (readFrom !== from) return;
        setKnown(status.state === 'prompt' ? 'default' : status.state);
      });
    })
    .catch(() => {});
}

export function notificationPermission(): NotificationSupport {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (readFrom !== Notification) {
    readFrom = Notification;
    known = Notification.permission;
    watchPermission(Notification);
  }
  return known;
}

/** Forgets the permission read (tests: each stubs `Notification` its own way). */
export function resetNotificationPermission(): void {
  readFrom = undefined;
  known = 'unsupported';
  listeners.clear();
}

/** Calls `listener` when the permission changes (for `useSyncExternalStore`); returns the unsubscribe. */
export function subscribeNotificationPermission(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser for permission (call only from the user's own action). */
export async function requestNotificationPermission(): Promise<NotificationSupport> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const current = notificationPermission();
  if (current !== 'default') return current;
  let answer: NotificationSupport;
  try {
    answer = await Notification.requestPermission();
  } catch {
    answer = Notification.permission;
  }
  setKnown(answer);
  return answer;
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
