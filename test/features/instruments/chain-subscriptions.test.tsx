// @vitest-environment jsdom
// The option chain streams only the contracts on screen: the chain is virtualized, so scrolling it
// unmounts the rows that left the view, which releases their contracts (after the live client's
// grace period), and mounts the ones that came in, which subscribes theirs. jsdom has no layout: the
// chain's scrolling area is given a height of four rows, and a scroll is its scrollTop set plus a
// scroll event, as the browser does.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLiveClient } from '@/live/client';
import { SCROLLING_ROW_SUBSCRIBE_DELAY_MS } from '@/components/live/live-cell';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox(() => ({ scenarios: ['market-open'] }));

const ROW_HEIGHT = 27;
const VIEW = 4 * ROW_HEIGHT;

beforeEach(() => {
  // jsdom measures every element 0 px high; the chain's scrolling area is four rows.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('chain-scroll') ? VIEW : 0;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** AAPL's chain with every strike shown, and what the tests read and do with it. */
async function openWholeChain() {
  const user = userEvent.setup();
  renderApp('/instruments/AAPL?tab=options');
  await screen.findByRole('table', { name: /AAPL options expiring/ }, { timeout: 20_000 });
  // The table is mounted anew, centred on the money, for each strikes window: read it when used.
  const chain = () => screen.getByRole('table', { name: /AAPL options expiring/ });
  const rows = () => [...chain().querySelectorAll<HTMLTableRowElement>('tbody tr[data-strike]')];
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Strikes' }), 'all');
  await waitFor(() => expect(Number(chain().getAttribute('data-strikes'))).toBeGreaterThan(12));
  const scroller = chain().closest<HTMLElement>('.chain-scroll')!;
  return {
    chain: chain(),
    rows,
    strikes: Number(chain().getAttribute('data-strikes')),
    /** Strike rows and the price line. */
    items: Number(chain().getAttribute('aria-rowcount')) - 2,
    /** A scroll: the offset set and a scroll event, as the browser does. */
    scrollTo: (top: number) =>
      act(() => {
        scroller.scrollTop = top;
        scroller.dispatchEvent(new Event('scroll'));
      }),
    /** The contracts a row streams (its ask buttons name them). */
    contractsOf: (row: HTMLTableRowElement) =>
      [...row.querySelectorAll('td.ask-cell button')].map(
        (b) => /^Buy (.+?) at the ask/.exec(b.textContent ?? '')![1]!,
      ),
  };
}

describe('option chain subscriptions', () => {
  it(
    'releases the contracts scrolled out of view and streams the ones scrolled in',
    { timeout: 60_000 },
    async () => {
      const { rows, strikes, items, scrollTo, contractsOf } = await openWholeChain();
      const client = getLiveClient();
      const active = () => new Set(client.activeSymbols());

      // The top of the chain is in view: its rows are mounted and stream, the bottom's are not.
      scrollTo(0);
      await waitFor(() => expect(rows()[0]?.dataset.index).toBe('0'));
      const top = rows();
      // The view (four rows) and a margin of a few rows, not the whole chain.
      expect(top.length).toBeGreaterThanOrEqual(4);
      expect(top.length).toBeLessThan(strikes / 2);
      const topContracts = top.flatMap(contractsOf);
      expect(topContracts.length).toBeGreaterThanOrEqual(2 * (top.length - 1));
      await waitFor(() => expect(topContracts.every((s) => active().has(s))).toBe(true));
      // Each mounted contract streams its bid, ask and last.
      expect(top[0]!.querySelectorAll('[data-field]')).toHaveLength(6);

      // Scrolled to the bottom: the bottom streams, and the top is released once its grace ends.
      scrollTo(items * ROW_HEIGHT - VIEW);
      await waitFor(() => expect(rows().at(-1)?.dataset.index).toBe(String(items - 1)));
      const bottom = rows();
      const bottomContracts = bottom.flatMap(contractsOf);
      expect(bottomContracts.some((s) => topContracts.includes(s))).toBe(false);
      await waitFor(() => expect(bottomContracts.every((s) => active().has(s))).toBe(true));
      expect(top.some((r) => r.isConnected)).toBe(false);
      await waitFor(() => expect(topContracts.some((s) => active().has(s))).toBe(false), { timeout: 15_000 });
      // Only what is mounted (and the underlying's own quote) is left.
      const chainSymbols = new Set([...topContracts, ...bottomContracts]);
      expect([...active()].filter((s) => chainSymbols.has(s)).sort()).toEqual([...bottomContracts].sort());
    },
  );

  it(
    'lets the rows that pass during a scroll subscribe only once the chain stops scrolling',
    { timeout: 60_000 },
    async () => {
      const { rows, items, scrollTo, contractsOf } = await openWholeChain();
      const client = getLiveClient();
      scrollTo(0);
      await waitFor(() => expect(rows()[0]?.dataset.index).toBe('0'));
      const topContracts = new Set(rows().flatMap(contractsOf));
      await waitFor(() =>
        expect([...topContracts].every((s) => client.activeSymbols().includes(s))).toBe(true),
      );

      // When each symbol was asked for.
      const asked = new Map<string, number>();
      const subscribe = client.subscribe.bind(client);
      vi.spyOn(client, 'subscribe').mockImplementation((symbol: string) => {
        if (!asked.has(symbol)) asked.set(symbol, performance.now());
        return subscribe(symbol);
      });
      // The chain scrolls to its far end and keeps scrolling there (a scroll event every 40 ms).
      const far = (items - 4) * ROW_HEIGHT - VIEW;
      scrollTo(far);
      const mountedAt = performance.now();
      const passing = rows()
        .flatMap(contractsOf)
        .filter((s) => !topContracts.has(s));
      expect(passing.length).toBeGreaterThan(0);
      for (let i = 1; i <= 8; i++) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        scrollTo(far + (i % 2));
      }
      const stoppedAt = performance.now();
      // Then it stops: the rows still in view subscribe their contracts.
      await waitFor(() => expect(passing.every((s) => client.activeSymbols().includes(s))).toBe(true));
      // None of them was asked for while the chain kept scrolling (before 400 ms mounted, the most
      // a row waits), though they were in view longer than the 120 ms a row waits when still.
      for (const symbol of passing)
        expect(asked.get(symbol)).toBeGreaterThanOrEqual(Math.min(stoppedAt, mountedAt + 400));
      expect(stoppedAt - mountedAt).toBeGreaterThan(SCROLLING_ROW_SUBSCRIBE_DELAY_MS);
    },
  );

  it(
    'opens each strikes window centred on the money, mounting only the rows around it',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderApp('/instruments/AAPL?tab=options');
      await screen.findByRole('table', { name: /AAPL options expiring/ }, { timeout: 20_000 });
      // The table is mounted anew, centred on the money, for each strikes window: read it when used.
      const table = () => screen.getByRole('table', { name: /AAPL options expiring/ });
      const rows = () => [...table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-strike]')];
      for (const window of ['5', 'all']) {
        await user.selectOptions(screen.getByRole('combobox', { name: 'Strikes' }), window);
        // The new window's table (not the previous one's rows) before anything is read.
        await waitFor(() => {
          const strikes = Number(table().getAttribute('data-strikes'));
          expect(window === '5' ? strikes === 11 : strikes > 11).toBe(true);
        });
        const chain = table();
        await waitFor(() => expect(chain.querySelector('tr.atm')).not.toBeNull());
        const atm = chain.querySelector<HTMLTableRowElement>('tr.atm')!;
        const items = Number(chain.getAttribute('aria-rowcount')) - 2;
        const mounted = rows().map((r) => Number(r.dataset.index));
        // The money in the middle of the four rows in view: its neighbours, not the chain's ends.
        const scroller = chain.closest<HTMLElement>('.chain-scroll')!;
        const middle = (scroller.scrollTop + VIEW / 2) / ROW_HEIGHT;
        expect(Math.abs(Number(atm.dataset.index) + 0.5 - middle)).toBeLessThanOrEqual(1);
        expect(mounted.length).toBeLessThanOrEqual(4 + 2 * 4 + 1);
        // After the first paint, rows beyond each edge of the view are mounted too (for a scroll).
        const inView = (r: number) =>
          r * ROW_HEIGHT < scroller.scrollTop + VIEW && (r + 1) * ROW_HEIGHT > scroller.scrollTop;
        await waitFor(() => {
          const now = rows().map((r) => Number(r.dataset.index));
          expect(now.filter((r) => !inView(r)).length).toBeGreaterThanOrEqual(4);
        });
        if (window === 'all') {
          expect(mounted).not.toContain(0);
          expect(mounted).not.toContain(items - 1);
        }
        // Rows sit at their own place in the body (fixed-size boxes, each at its own top).
        for (const row of rows()) expect(row.style.top).toBe(`${Number(row.dataset.index) * ROW_HEIGHT}px`);
      }
    },
  );
});
