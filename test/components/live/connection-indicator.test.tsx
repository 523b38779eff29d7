// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConnectionIndicator } from '@/components/live/connection-indicator';
import { LiveClientProvider } from '@/live/hooks';
import { setConnection, type ConnectionState } from '@/live/quote-store';
import { liveHarnessPerTest } from '../../live/live-harness';

const harness = liveHarnessPerTest();

function show(connection: Partial<ConnectionState>) {
  setConnection(harness.store, connection);
  return render(
    <LiveClientProvider client={harness.client}>
      <ConnectionIndicator />
    </LiveClientProvider>,
  );
}

describe('ConnectionIndicator', () => {
  it('says when quotes are live', () => {
    show({ status: 'live' });
    expect(screen.getByRole('status')).toHaveTextContent('Quotes live');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when it is connecting or authenticating', () => {
    const { unmount } = show({ status: 'connecting' });
    expect(screen.getByRole('status')).toHaveTextContent('Quotes connecting…');
    unmount();
    show({ status: 'authenticating' });
    expect(screen.getByRole('status')).toHaveTextContent('Quotes authenticating…');
  });

  it('shows the reconnection attempt and counts down to the next try', () => {
    const { container } = show({ status: 'reconnecting', attempt: 3, nextRetryAt: Date.now() + 4_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Quotes reconnecting (attempt 3)');
    expect(container).toHaveTextContent('next try in 4 s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(container).toHaveTextContent('next try in 3 s');
    act(() => vi.advanceTimersByTime(2_000));
    expect(container).toHaveTextContent('next try in 1 s');
  });

  it('says when prices are stale', () => {
    show({ status: 'authenticating', staleSince: Date.now(), lastMessageAt: Date.now() - 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Quotes stale');
    expect(screen.getByText(/no data for 10 s/)).toBeInTheDocument();
    // Issue 17 §4: a Retry is always offered while stale, even while "authenticating".
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeEnabled();
  });

  it('says why it is offline and offers to retry', () => {
    const reconnectNow = vi.spyOn(harness.client, 'reconnectNow');
    show({ status: 'offline', reason: 'The server rejected the access token' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Quotes offline: The server rejected the access token',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(reconnectNow).toHaveBeenCalledOnce();
  });

  it('follows the client through a real outage', async () => {
    show({});
    expect(screen.getByRole('status')).toHaveTextContent('Quotes idle');
    act(() => {
      harness.client.subscribe('AAPL');
    });
    await act(() => harness.settle());
    expect(screen.getByRole('status')).toHaveTextContent('Quotes connecting…');
    act(() => {
      harness.socket.open();
      harness.socket.ack(['AAPL']);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Quotes live');
    act(() => harness.socket.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Quotes reconnecting (attempt 1)');
  });
});
