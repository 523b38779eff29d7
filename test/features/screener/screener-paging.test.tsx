// @vitest-environment jsdom
// Screener results page with the search's tokens as the user scrolls: the next page loads near the
// end of what is loaded, with the screen's sorts and columns; a failed later page keeps the loaded
// rows and offers a retry with the server's message and request_id.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { RESULTS_ROW_HEIGHT } from '@/features/screener/components/results-table';

configure({ asyncUtilTimeout: 10_000 });

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

function recordSearches() {
  const bodies: Array<Record<string, unknown>> = [];
  harness.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/screener'))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b as Record<string, unknown>));
  });
  return bodies;
}

const status = () => screen.getByText(/\d+ matches/);
const loaded = () => Number(/([\d,]+) loaded/.exec(status().textContent ?? '')?.[1]?.replace(/,/g, ''));

/** Scrolls the results to the last loaded row, as a user dragging to the bottom would. */
function scrollToLoadedEnd() {
  const table = screen.getByRole('table', { name: 'Screener results' });
  const viewport = table.closest<HTMLElement>('.data-table-viewport')!;
  viewport.scrollTop = loaded() * RESULTS_ROW_HEIGHT;
  fireEvent.scroll(viewport);
}

describe('screener results paging', { timeout: 90_000 }, () => {
  it('loads the next page on scroll with the same sort and columns, and retries a failed page in place', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches();
    // Every security, 100 a page (the default), in the default sort.
    renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    await waitFor(() => expect(status().textContent).toMatch(/ matches · 100 loaded$/));
    const total = Number(/([\d,]+) matches/.exec(status().textContent ?? '')?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(300);
    const table = screen.getByRole('table', { name: 'Screener results' });
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    const firstSearch = bodies.at(-1)!;
    expect(firstSearch.page_token).toBeUndefined();

    // Near the end of the 100 rows: the next page comes, asked with the token and the same screen.
    scrollToLoadedEnd();
    await waitFor(() => expect(loaded()).toBe(200));
    const second = bodies.at(-1)!;
    expect(typeof second.page_token).toBe('string');
    expect(second.sorts).toEqual(firstSearch.sorts);
    expect(second.columns).toEqual(firstSearch.columns);
    expect(second.filters).toEqual(firstSearch.filters);
    const keyAt = (index: number) =>
      table.querySelector(`tr[data-index="${index}"]`)?.getAttribute('data-row-key') ?? null;

    // The next page fails: the 200 rows stay, the error says why with its request_id, and a retry
    // loads the page in place.
    harness.sandbox.faults.set('search_screener', { status: 500, message: 'Screener busy', times: 1 });
    scrollToLoadedEnd();
    const title = await screen.findByText(/^Loading more results/);
    const panel = title.closest<HTMLElement>('[role="alert"]')!;
    expect(panel).toHaveTextContent(/Screener busy/);
    expect(panel).toHaveTextContent(/request_id: \S+/);
    expect(loaded()).toBe(200);
    // The last loaded row is still on screen with its symbol.
    const lastKey = keyAt(199);
    expect(lastKey).toMatch(/^[A-Z.]+$/);
    expect(
      within(table.querySelector<HTMLElement>('tr[data-index="199"]')!).getByRole('link'),
    ).toHaveTextContent(lastKey!);
    // Scrolling again does not hammer the server while the error shows.
    const asked = bodies.length;
    scrollToLoadedEnd();
    await new Promise((r) => setTimeout(r, 200));
    expect(bodies.length).toBe(asked);

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(loaded()).toBe(300));
    expect(screen.queryByText(/^Loading more results/)).toBeNull();
    expect(keyAt(199)).toBe(lastKey);
    expect(bodies.at(-1)!.sorts).toEqual(firstSearch.sorts);
  });
});
