// @vitest-environment jsdom
// The results' cells as a user reads them: each value formatted by its column's type (USD, compact
// amounts, signed percent changes, integers, enum labels), figures in right-aligned tabular cells,
// the symbol a link to its instrument page. A row is formatted once: scrolled away (unmounted) and
// back, it shows the same text, and each static cell is its text alone (one element per cell keeps
// the rows that mount while scrolling small; docs/performance-history.md, screener); price and change % are
// one live element each, in the same format.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { RESULTS_ROW_HEIGHT } from '@/features/screener/components/results-table';

configure({ asyncUtilTimeout: 10_000 });

withSandbox(() => ({ scenarios: ['market-open'] }));

const status = () => screen.getByText(/\d+ matches/);

describe('screener result cells', { timeout: 90_000 }, () => {
  it('formats each value by its column type, links the symbol, and shows the same text after a scroll away and back', async () => {
    renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    await waitFor(() => expect(status().textContent).toMatch(/ matches · 100 loaded$/));
    const table = screen.getByRole('table', { name: 'Screener results' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim() ?? '');
    const column = (name: string) => {
      const index = headers.findIndex((h) => h.startsWith(name));
      expect(index, `column ${name} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const rowCells = () => {
      const row = table.querySelector<HTMLElement>('tr[data-index="0"]');
      return row ? within(row).getAllByRole('cell') : null;
    };
    const cells = rowCells()!;
    const text = (name: string) => cells[column(name)]!.textContent ?? '';

    const symbol = within(cells[column('Symbol')]!).getByRole('link');
    expect(symbol).toHaveAttribute('href', `/instruments/${symbol.textContent}`);
    expect(text('Price')).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(text('Change %')).toMatch(/^([+-]\d+\.\d{2}|0\.00)%$/);
    expect(text('Volume')).toMatch(/^(\d{1,3}(,\d{3})*|\d+\.\d{2}[KMBT])$/);
    expect(text('Market Cap')).toMatch(/^\$\d+(\.\d{2})?[MBT]$/);
    // Enum values read as words ("Technology"), not as the wire's CONSTANT_CASE.
    expect(text('Sector')).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    const name = cells[column('Name')]!;
    expect(name).toHaveAttribute('title', name.textContent);
    for (const figure of ['Price', 'Change %', 'Volume', 'Market Cap'])
      expect(cells[column(figure)]!.classList.contains('num'), figure).toBe(true);
    expect(cells[column('Sector')]!.classList.contains('num')).toBe(false);
    // Each formatted value is the cell's own text: no element inside; a live value is one element.
    for (const plain of ['Name', 'Volume', 'Market Cap', 'Sector'])
      expect(cells[column(plain)]!.children, plain).toHaveLength(0);
    for (const live of ['Price', 'Change %'])
      expect(cells[column(live)]!.querySelectorAll('*'), live).toHaveLength(1);

    const before = ['Symbol', 'Name', 'Volume', 'Market Cap', 'Sector'].map(text);
    const viewport = table.closest<HTMLElement>('.data-table-viewport')!;
    viewport.scrollTop = 80 * RESULTS_ROW_HEIGHT;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(rowCells()).toBeNull());
    viewport.scrollTop = 0;
    fireEvent.scroll(viewport);
    await waitFor(() => expect(rowCells()).not.toBeNull());
    const again = rowCells()!;
    expect(
      ['Symbol', 'Name', 'Volume', 'Market Cap', 'Sector'].map((n) => again[column(n)]!.textContent),
    ).toEqual(before);
    expect(again[column('Price')]!.textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
  });
});
