// The state of the live quote stream in words: live, connecting, reconnecting (attempt and
// countdown), stale, offline (and why), with a way to retry now.
import { useConnectionState, useLiveClient } from '@/live/hooks';
import { useClock } from '@/lib/use-clock';
import type { ConnectionState } from '@/live/quote-store';

export type IndicatorTone = 'idle' | 'connecting' | 'live' | 'stale' | 'reconnecting' | 'offline';

export interface IndicatorView {
  tone: IndicatorTone;
  label: string;
  /** Changes every second (countdowns, silence), so it is kept out of the announced text. */
  timing: string | null;
  canRetry: boolean;
}

const seconds = (ms: number) => `${Math.max(0, Math.ceil(ms / 1000))} s`;

export function describeConnection(connection: ConnectionState, now: number): IndicatorView {
  const { status, staleSince } = connection;
  if (status === 'offline')
    return {
      tone: 'offline',
      label: `Quotes offline: ${connection.reason ?? 'not connected'}`,
      timing: null,
      canRetry: true,
    };
  if (status === 'reconnecting') {
    const label = `Quotes reconnecting (attempt ${connection.attempt})${staleSince !== null ? ', prices stale' : ''}`;
    const timing =
      connection.nextRetryAt !== null
        ? `next try in ${seconds(connection.nextRetryAt - now)}`
        : 'connecting…';
    return { tone: 'reconnecting', label, timing, canRetry: connection.nextRetryAt !== null };
  }
  if (staleSince !== null && status !== 'idle')
    return {
      tone: 'stale',
      label: 'Quotes stale',
      timing: `no data for ${seconds(now - (connection.lastMessageAt ?? staleSince))}`,
      // A Retry is always offered while prices are stale (issue 17 §4).
      canRetry: true,
    };
  switch (status) {
    case 'idle':
      return { tone: 'idle', label: 'Quotes idle', timing: null, canRetry: false };
    case 'connecting':
      return { tone: 'connecting', label: 'Quotes connecting…', timing: null, canRetry: false };
    case 'authenticating':
      return { tone: 'connecting', label: 'Quotes authenticating…', timing: null, canRetry: false };
    case 'live':
      return { tone: 'live', label: 'Quotes live', timing: null, canRetry: false };
  }
}

export function ConnectionIndicator({ className }: { className?: string }) {
  const client = useLiveClient();
  const connection = useConnectionState();
  const now = useClock();
  const view = describeConnection(connection, now);
  return (
    <div className={`live-indicator live-${view.tone}${className ? ` ${className}` : ''}`}>
      <span className="live-dot" aria-hidden="true" />
      <span role="status" className="live-label">
        {view.label}
      </span>
      {view.timing && (
        <span className="live-timing muted" aria-hidden="true">
          {' '}
          · {view.timing}
        </span>
      )}
      {view.canRetry && (
        <button type="button" className="live-retry" onClick={() => client.reconnectNow()}>
          Retry now
        </button>
      )}
    </div>
  );
}
