// @vitest-environment jsdom
// The screener as a trader works it: the field picker answers the keyboard (a combobox over a
// listbox), a header click sorts the screen (the sort in the URL and the request), the live price
// and change are one column each (the screen's value until the first quote), changes are signed
// and coloured, and a P/E reads with two decimals.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

configure({ asyncUtilTimeout: 10_000 });

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

function recordSorts() {
  const sorts: unknown[] = [];
  harness.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/screener'))
      void request
        .clone()
        .json()
        .then((b: { sorts?: unknown }) => sorts.push(b.sorts ?? []));
  });
  return sorts;
}

const table = () => screen.getByRole('table', { name: 'Screener results' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼]/g, '').trim() ?? '');
const header = (name: string) =>
  within(table())
    .getAllByRole('columnheader')
    .find((h) => h.textContent?.replace(/[▲▼]/g, '').trim() === name)!;
const columnCells = (name: string) => {
  const index = headers().indexOf(name);
  return [...table().querySelectorAll<HTMLElement>('tbody tr[data-index]')]
    .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
    .map((row) => row.querySelectorAll<HTMLElement>('td')[index]!);
};
const status = () => screen.getByText(/\d+ matches/);

describe('screener table and field picker', { timeout: 90_000 }, () => {
  it('picks a field with the arrows and Enter, and Esc closes the picker back to its opener', async () => {
    const user = userEvent.setup();
    renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    const opener = screen.getByRole('button', { name: /^Add filter/ });
    await user.click(opener);
    const box = screen.getByRole('combobox', { name: 'Search fields' });
    expect(box).toHaveFocus();
    await user.keyboard('margin');
    const options = within(screen.getByRole('listbox', { name: 'Fields' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/^Gross Margin/),
      expect.stringMatching(/^Operating Margin/),
      expect.stringMatching(/^Net Margin/),
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const row = await screen.findByRole('listitem', { name: 'Filter 1' });
    expect(
      within(row).getByRole('button', { name: /^Filter 1 field: Operating Margin/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search fields' })).toBeNull();
    expect(opener).toHaveFocus();

    // Enter with nothing highlighted takes the first match; Esc closes without picking.
    await user.keyboard('{Enter}');
    await user.keyboard('dividend yield{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Filter 2' })).toHaveTextContent(/Dividend Yield/);
    await user.click(opener);
    await user.keyboard('beta{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search fields' })).toBeNull();
    expect(opener).toHaveFocus();
    expect(screen.queryByRole('listitem', { name: 'Filter 3' })).toBeNull();
  });

  it('sorts the screen by a header click: in the URL, in the request, and in the rows', async () => {
    const user = userEvent.setup();
    const sorts = recordSorts();
    const { router } = renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    await waitFor(() => expect(status().textContent).toMatch(/ matches · 100 loaded$/));
    expect(header('Change %')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Change %')).getByRole('button'));
    await waitFor(() => expect(sorts.at(-1)).toEqual([{ field: { name: 'change_pct' }, direction: 'ASC' }]));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ s: 'change_pct' }));
    expect(header('Change %')).toHaveAttribute('aria-sort', 'ascending');
    // The Sort panel shows the same sort.
    expect(screen.getByRole('region', { name: 'Sorts' })).toHaveTextContent(/1\. Change %/);

    await user.click(within(header('Change %')).getByRole('button'));
    await waitFor(() => expect(sorts.at(-1)).toEqual([{ field: { name: 'change_pct' }, direction: 'DESC' }]));
    expect(header('Change %')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => {
      const values = columnCells('Change %')
        .slice(0, 10)
        .map((c) => Number(c.textContent?.replace(/[%+,]/g, '')));
      expect(values.length).toBe(10);
      // Largest gains first (live ticks may move a value a little after the answer).
      expect(values[0]).toBeGreaterThan(values[9]!);
    });

    // A third click returns to the server's default order (the first answer, from the cache).
    await user.click(within(header('Change %')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('s'));
    expect(header('Change %')).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('region', { name: 'Sorts' })).toHaveTextContent(/Server default/);
  });

  it('shows price and change % once each, live, signed and coloured; ratios with two decimals', async () => {
    renderApp('/screener?v=1&c=symbol~price~change_pct~change_pct.ONE_WEEK~price_to_earnings');
    await screen.findByRole('heading', { name: 'Screener' });
    await waitFor(() => expect(status().textContent).toMatch(/ matches · 100 loaded$/));
    expect(headers()).toEqual(['Symbol', 'Price', 'Change %', 'Change % (1W)', 'P/E']);
    // The live cells take over from the screen's values once quotes arrive.
    await waitFor(() =>
      expect(
        columnCells('Price')
          .slice(0, 3)
          .every((c) => c.querySelector('.quote-cell:not(.muted)')),
      ).toBe(true),
    );
    for (const name of ['Change %', 'Change % (1W)']) {
      const cells = columnCells(name).slice(0, 20);
      for (const cell of cells) {
        const text = cell.textContent ?? '';
        expect(text, name).toMatch(/^([+-]\d+\.\d{2}|0\.00)%$/);
        const toned = cell.querySelector('.up, .down') ?? (cell.matches('.up, .down') ? cell : null);
        if (text.startsWith('+')) expect(toned?.classList.contains('up'), `${name} ${text}`).toBe(true);
        if (text.startsWith('-')) expect(toned?.classList.contains('down'), `${name} ${text}`).toBe(true);
      }
    }
    expect(columnCells('Price')[0]!.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
    const pe = columnCells('P/E')
      .slice(0, 20)
      .map((c) => c.textContent ?? '');
    expect(pe.filter((t) => t !== '—').every((t) => /^[\d,]+\.\d{2}$/.test(t))).toBe(true);
  });
});
