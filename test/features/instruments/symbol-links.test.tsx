// @vitest-environment jsdom
// Symbols on the monitor, positions and the blotter link to their instrument page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox(() => ({ scenarios: ['market-closed'] }));
const LOAD = { timeout: 8000 };

describe('symbol links', () => {
  it('opens the instrument page from a monitor row', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/monitor?symbols=AAPL,MSFT');
    const board = await screen.findByRole('table', { name: 'Quote monitor' }, LOAD);
    await user.click(await within(board).findByRole('link', { name: 'MSFT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instruments/MSFT'));
    expect(await screen.findByRole('heading', { name: /MSFT/ }, LOAD)).toBeInTheDocument();
  });

  it('links every position symbol to its page', async () => {
    renderApp('/accounts/100001/positions');
    const table = await screen.findByRole('table', { name: 'Positions' }, LOAD);
    const links = await within(table).findAllByRole('link', {}, LOAD);
    const symbolLinks = links.filter((l) => l.classList.contains('symbol-link'));
    expect(symbolLinks.length).toBeGreaterThan(0);
    for (const link of symbolLinks)
      expect(link.getAttribute('href')).toBe(`/instruments/${encodeURIComponent(link.textContent ?? '')}`);
  });
});
