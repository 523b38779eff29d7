// @vitest-environment jsdom
// The header's instrument search against the sandbox: `/` focuses it, arrows and Enter open the
// instrument page, B on a highlighted result opens the ticket, options mode finds OSI contracts,
// recent symbols show when empty, and no-match / error states say what happened.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentSymbols } from '@/domain/instrument-search/recent-symbols';
import { closeTicket, ticketIntentStore } from '@/domain/ticket-intent';
import { getLiveClient } from '@/live/client';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox(() => ({ scenarios: ['market-closed'] }));

beforeEach(() => {
  clearRecentSymbols();
  ticketIntentStore.setState({ locked: false });
  closeTicket();
});

const box = () => screen.getByRole('combobox', { name: 'Search instruments' });
const results = () => within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');

describe('global instrument search', () => {
  it('focuses with /, ranks matches, and opens the highlighted result with arrows and Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    // "/" works at once: the shell owns the key, and hands the focus to the search when it mounts.
    await user.keyboard('/');
    await waitFor(() => expect(box()).toHaveFocus());
    await user.keyboard('apple');
    await waitFor(() => expect(results()[0]).toHaveTextContent('AAPL'));
    expect(results()[0]).toHaveTextContent('Apple Inc.');
    expect(results()[0]).toHaveTextContent('XNAS');
    await user.keyboard('{ArrowDown}');
    expect(results()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', results()[0]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instruments/AAPL'));
    expect(await screen.findByRole('heading', { name: /AAPL/ }, { timeout: 5000 })).toBeInTheDocument();
    // The symbol is now a recent one, shown when the box is empty.
    await user.click(box());
    expect(
      within(screen.getByRole('listbox', { name: 'Recent symbols' })).getByRole('option'),
    ).toHaveTextContent('AAPL');
  });

  it('warms the result Enter would open: its record and its live quote, released when not opened', async () => {
    const user = userEvent.setup();
    const { queryClient, router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await user.click(await screen.findByRole('combobox', { name: 'Search instruments' }));
    // NFLX is on no seeded watchlist (watchlist symbols stay streamed: the chart records their bars).
    expect(getLiveClient().activeSymbols()).not.toContain('NFLX');
    await user.keyboard('nflx');
    await waitFor(() => expect(results()[0]).toHaveTextContent('NFLX'));
    // Before Enter: the page's record is in the cache and the quote is asked for.
    await waitFor(() => expect(getLiveClient().activeSymbols()).toContain('NFLX'));
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: ['instruments'] })
          .some((q) => q.state.status === 'success' && JSON.stringify(q.queryKey).includes('NFLX')),
      ).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/settings');
    // Not opened: the warm-up subscription goes after the live client's grace period.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(getLiveClient().activeSymbols()).not.toContain('NFLX'), { timeout: 10_000 });
  });

  it('B on a highlighted result opens a buy ticket for it; typing B without a highlight just types', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    // The search loads after start-up, with the shell's other extras.
    await user.click(await screen.findByRole('combobox', { name: 'Search instruments' }));
    await user.keyboard('msf');
    await waitFor(() => expect(results()[0]).toHaveTextContent('MSFT'));
    await user.keyboard('b');
    expect(box()).toHaveValue('msfb');
    expect(ticketIntentStore.getState().open).toBe(false);
    await user.keyboard('{Backspace}t');
    await waitFor(() => expect(results()[0]).toHaveTextContent('MSFT'));
    await user.keyboard('{ArrowDown}b');
    expect(ticketIntentStore.getState()).toMatchObject({
      open: true,
      request: { symbol: 'MSFT', side: 'BUY' },
    });
  });

  it('searches options by OSI prefix and by phrase, and offers options mode when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const expiry = harness.sandbox.universe.optionExpiries(harness.sandbox.universe.bySymbol('AAPL')!.id)[0]!;
    const prefix = `AAPL${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}`;
    await user.click(box());
    await user.keyboard(prefix);
    await waitFor(() => expect(results().length).toBeGreaterThan(1));
    expect(screen.getByText(/Options search: OSI prefix/)).toBeInTheDocument();
    expect(results()[0]!.textContent).toMatch(/^AAPL\s+\d{6}[CP]\d{8}/);
    // A phrase needs options mode when it does not say call or put.
    await user.clear(box());
    await user.keyboard('zzzzqq');
    expect(await screen.findByText(/No instrument matches “zzzzqq”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search options instead' }));
    expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/No option contract matches “zzzzqq”/)).toBeInTheDocument();
    await user.clear(box());
    await user.keyboard('AAPL 250 call');
    // The list follows the typing: wait for the answer to the whole phrase (not an earlier prefix's).
    await waitFor(() => {
      expect(results().length).toBeGreaterThan(0);
      expect(results().every((r) => /C00250000/.test(r.textContent ?? ''))).toBe(true);
    });
  });

  it('the Options toggle puts the focus in the box, and root + YYMM lists that month’s expiries', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const toggle = await screen.findByRole('button', { name: 'Options' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(box()).toHaveFocus();
    await user.keyboard('AAPL 2612');
    await waitFor(() => expect(results().length).toBeGreaterThan(4));
    expect(screen.getByText(/Options search: OSI prefix \(root \+ YYMM/)).toBeInTheDocument();
    const symbols = results().map((r) => /^AAPL\s+(\d{6})[CP](\d{8})/.exec(r.textContent ?? ''));
    // December 2026 contracts only, from more than one expiry (the at-the-money pair of each comes
    // first), not the next expiry's contracts at the highest strike.
    expect(symbols.every((m) => m?.[1]?.startsWith('2612'))).toBe(true);
    expect(new Set(symbols.map((m) => m?.[1])).size).toBeGreaterThan(1);
    // Toggling back to equities keeps the focus in the box too.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(box()).toHaveFocus();
  });

  it('says what failed, with the request_id, and retries', async () => {
    const user = userEvent.setup();
    harness.sandbox.faults.set('search_instruments', { status: 503, message: 'search is down', times: 3 });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await user.click(box());
    await user.keyboard('nvda');
    // The client retries a read twice: three failures in a row reach the user.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/Search failed/);
    expect(alert).toHaveTextContent('search is down');
    expect(alert).toHaveTextContent(/request_id: \S+/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(results()[0]).toHaveTextContent('NVDA'));
  });
});
