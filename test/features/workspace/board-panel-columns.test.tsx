// @vitest-environment jsdom
// The workspace's quote board panel fits its columns to the panel's width: at a narrow width the
// priority columns (Symbol, Last, Chg %, Bid, Ask) each at their full width, with no sideways scroll,
// the rest behind the "Columns" chooser; at a wide width every column. jsdom has no layout: the
// panel's board frame reports the width a preset would give it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox(() => ({ scenarios: ['market-open'] }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem('terminal.columns.board-panel');
});

/** The board panel's frame measures `width` px (the Day trading preset gives it 481 at 1280×720). */
function boardFrameWidth(width: number) {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.classList.contains('board-panel-table') ? width : (original.get!.call(this) as number);
  });
}

async function openBoard() {
  renderApp('/workspace');
  const panel = await screen.findByRole('region', { name: 'Quote board' }, { timeout: 8000 });
  const table = await within(panel).findByRole('table', { name: 'Quote board' }, { timeout: 8000 });
  // The first quote is in.
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/\d+\.\d{2}/), {
    timeout: 8000,
  });
  return { panel, table };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());

describe('quote board panel columns', () => {
  it('at a narrow width shows Symbol, Last, Chg %, Bid and Ask in full, and the rest on demand', async () => {
    const user = userEvent.setup();
    boardFrameWidth(481);
    const { panel, table } = await openBoard();
    expect(headers(table)).toEqual(['Symbol', 'Last', 'Chg %', 'Bid', 'Ask']);
    // Every column keeps its full width inside the panel: the board needs no sideways scroll.
    expect(Number.parseFloat(table.style.minWidth)).toBeLessThanOrEqual(481 - 2);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^[A-Z]+$/),
      expect.stringMatching(/^[\d,]+\.\d{2,4}$/),
      expect.stringMatching(/^[+-]\d+\.\d{2}%$/),
      expect.stringMatching(/^[\d,]+\.\d{2,4}$/),
      expect.stringMatching(/^[\d,]+\.\d{2,4}$/),
    ]);

    // The chooser says how many columns gave way, and shows one on demand.
    await user.click(within(panel).getByRole('button', { name: 'Columns, 3 hidden' }));
    const volume = within(panel).getByRole('checkbox', { name: 'Volume' });
    expect(volume).not.toBeChecked();
    await user.click(volume);
    await waitFor(() => expect(headers(table)).toEqual(['Symbol', 'Last', 'Chg %', 'Bid', 'Ask', 'Volume']));
    expect(within(panel).getByRole('button', { name: 'Columns, 2 hidden' })).toBeInTheDocument();
  });

  it('at a wide width shows every column', async () => {
    boardFrameWidth(737);
    const { panel, table } = await openBoard();
    expect(headers(table)).toEqual(['Symbol', 'Last', 'Chg %', 'Bid', 'Ask', 'Volume', 'Chg', 'Age']);
    expect(Number.parseFloat(table.style.minWidth)).toBeLessThanOrEqual(737 - 2);
    expect(within(panel).getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  });
});
