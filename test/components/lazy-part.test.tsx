// @vitest-environment jsdom
// A part the user opens whose chunk cannot be downloaded says so in its place, and the screen around
// it stays; Try again loads it anew (a fresh lazy: React.lazy alone keeps the failure forever).
import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from '@/components/lazy-part';

function Ticket({ symbol }: { symbol: string }) {
  return <p>Ticket for {symbol}</p>;
}

describe('lazyPart', () => {
  it('a failed download shows in the part’s place with Try again, which loads it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: typeof Ticket }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/ticket.js'),
      )
      .mockResolvedValue({ default: Ticket });
    const LazyTicket = lazyPart('The order ticket', load);
    render(
      <main>
        <h1>Monitor</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <LazyTicket symbol="MSFT" />
        </Suspense>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The order ticket: could not be downloaded');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monitor' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ticket for MSFT')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a stylesheet of the part that could not be downloaded counts as the part not downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Vite's preload helper rejects so when a chunk's CSS fails to load (offline, after a deploy).
    const LazyTicket = lazyPart('The order ticket', () =>
      Promise.reject(new Error('Unable to preload CSS for http://x/assets/radio-group-DkFQCxxz.css')),
    );
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyTicket symbol="MSFT" />
      </Suspense>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The order ticket: could not be downloaded');
    expect(alert.textContent).toContain('The connection may have dropped');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('a part that throws while it renders fails in its place, not the screen', async () => {
    const Broken = () => {
      throw new Error('chain has no expiries');
    };
    const LazyBroken = lazyPart('The option chain panel', async () => ({ default: Broken }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Workspace</h1>
        <Suspense fallback={null}>
          <LazyBroken />
        </Suspense>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The option chain panel: failed');
    expect(alert.textContent).toContain('chain has no expiries');
    expect(screen.getByRole('heading', { name: 'Workspace' })).toBeTruthy();
  });
});
