// @vitest-environment jsdom
// The option chain streams only the contracts on screen: scrolling the chain releases the contracts
// that left the view (after the live client's grace period) and subscribes the ones that came in.
// jsdom has no layout, so an IntersectionObserver stand-in reports which rows are in view, as the
// browser's does when the chain scrolls.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLiveClient } from '@/live/client';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox(() => ({ scenarios: ['market-open'] }));

const observed = new Map<Element, IntersectionObserverCallback>();

class ViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    observed.set(el, this.callback);
  }
  unobserve(el: Element) {
    observed.delete(el);
  }
  disconnect() {
    for (const [el, cb] of observed) if (cb === this.callback) observed.delete(el);
  }
  takeRecords() {
    return [];
  }
}

/** Reports every observed element in view or not, as the browser does after a scroll. */
function showOnly(inView: (el: Element) => boolean) {
  act(() => {
    for (const [el, cb] of [...observed])
      cb(
        [{ target: el, isIntersecting: inView(el) } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });
}

beforeEach(() => {
  observed.clear();
  vi.stubGlobal('IntersectionObserver', ViewObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('option chain subscriptions', () => {
  it(
    'releases the contracts scrolled out of view and streams the ones scrolled in',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderApp('/instruments/AAPL?tab=options');
      const chain = await screen.findByRole('table', { name: /AAPL options expiring/ }, { timeout: 20_000 });
      const rows = () => [...chain.querySelectorAll<HTMLTableRowElement>('tbody tr[data-strike]')];
      await waitFor(() => expect(rows().length).toBeGreaterThan(0));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Strikes' }), 'all');
      await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(16));
      const contractsOf = (row: HTMLTableRowElement) =>
        [...row.querySelectorAll('td.ask-cell button')].map(
          (b) => /^Buy (.+) at the ask$/.exec(b.getAttribute('aria-label') ?? '')![1]!,
        );
      const all = rows();
      const top = all.slice(0, 6);
      const bottom = all.slice(-6);
      const topContracts = top.flatMap(contractsOf);
      const bottomContracts = bottom.flatMap(contractsOf);
      expect(topContracts).toHaveLength(12);
      const client = getLiveClient();
      const active = () => new Set(client.activeSymbols());

      // The top of the chain is in view: its contracts stream, the rest do not.
      showOnly((el) => top.includes(el as HTMLTableRowElement));
      await waitFor(() => expect(top.every((r) => r.dataset.live === 'true')).toBe(true));
      await waitFor(() => expect(topContracts.every((s) => active().has(s))).toBe(true));
      expect(bottomContracts.some((s) => active().has(s))).toBe(false);
      expect(bottom.some((r) => r.querySelector('[data-field]'))).toBe(false);

      // Scrolled to the bottom: the bottom streams, and the top is released once its grace ends.
      showOnly((el) => bottom.includes(el as HTMLTableRowElement));
      await waitFor(() => expect(bottomContracts.every((s) => active().has(s))).toBe(true));
      expect(top.some((r) => r.dataset.live)).toBe(false);
      await waitFor(() => expect(topContracts.some((s) => active().has(s))).toBe(false), { timeout: 15_000 });
      // Only what is on screen (and the underlying's own quote) is left.
      const chainSymbols = new Set(all.flatMap(contractsOf));
      expect([...active()].filter((s) => chainSymbols.has(s)).sort()).toEqual([...bottomContracts].sort());
    },
  );
});
