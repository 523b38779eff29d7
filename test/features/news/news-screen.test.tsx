// @vitest-environment jsdom
// The news screen against the sandbox: every filter round-trips through the URL (and into the
// request), the publisher lists are exclusive in the form and on the wire, new items wait behind an
// "N new" pill until brought in, and a failing request shows the server's message and request_id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWS_ROW_HEIGHT } from '@/features/news/components/news-list';
import { ManualClock } from '@/sandbox/engine/clock';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

// Tuesday 2026-11-17, 11:00 New York: a trading day with news through the morning.
const START = Date.parse('2026-11-17T16:00:00Z');
let clock: ManualClock;
const harness = withSandbox(() => {
  clock = new ManualClock(START);
  return { clock };
});
const LOAD = { timeout: 8000 };

let newsRequests: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/v1/news')) newsRequests.push(url);
};
beforeEach(() => {
  newsRequests = [];
  harness.server.events.on('request:start', onRequest);
});
afterEach(() => harness.server.events.removeAllListeners());

const feedItems = () => within(screen.getByRole('feed', { name: 'News' })).getAllByRole('article');

describe('news screen', () => {
  it('reads every filter from the URL into the form and the request, and writes changes back', async () => {
    const user = userEvent.setup();
    const url =
      '/news?symbols=AAPL&publishers=Reuters&publisher_mode=exclude&from=2026-11-01&to=2026-11-17T10%3A30&type=NEWS&sectors=TECHNOLOGY&q=shares';
    const { router, unmount } = renderApp(url);
    const form = await screen.findByRole('search', { name: 'News filters' }, LOAD);
    expect(within(form).getByRole('list', { name: 'Chosen instruments' })).toHaveTextContent('AAPL');
    expect(within(form).getByRole('radio', { name: 'All except these' })).toBeChecked();
    expect(within(form).getByLabelText('Publisher names')).toHaveValue('Reuters');
    expect(within(form).getByLabelText('From date')).toHaveValue('2026-11-01');
    expect(within(form).getByLabelText('To date')).toHaveValue('2026-11-17');
    expect(within(form).getByLabelText('To time (optional)')).toHaveValue('10:30');
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveValue('NEWS');
    expect(within(form).getByRole('checkbox', { name: 'Technology' })).toBeChecked();
    expect(within(form).getByRole('searchbox', { name: 'Text' })).toHaveValue('shares');

    await waitFor(() => expect(newsRequests.length).toBeGreaterThan(0), LOAD);
    const sent = newsRequests[0]!.searchParams;
    expect(sent.get('exclude_publishers')).toBe('Reuters');
    expect(sent.get('include_publishers')).toBeNull();
    expect(sent.get('from')).toBe('2026-11-01');
    // A New York time goes out with its offset (EST in November).
    expect(sent.get('to')).toBe('2026-11-17T10:30:00-05:00');
    expect(sent.get('news_type')).toBe('NEWS');
    expect(sent.get('search_query')).toBe('shares');
    expect(sent.getAll('sectors').join(',')).toContain('TECHNOLOGY');
    const ids = sent.getAll('instrument_ids').join(',');
    expect(ids).toMatch(/^[0-9a-f-]{36}$/);

    // Changing fields writes the URL.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'PRESS_RELEASE');
    await user.click(within(form).getByRole('checkbox', { name: 'Energy' }));
    await user.clear(within(form).getByRole('searchbox', { name: 'Text' }));
    await user.type(within(form).getByRole('searchbox', { name: 'Text' }), 'results');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'results' }));
    expect(router.state.location.search).toMatchObject({
      type: 'PRESS_RELEASE',
      sectors: 'TECHNOLOGY,ENERGY',
      symbols: 'AAPL',
      publishers: 'Reuters',
      publisher_mode: 'exclude',
    });
    const href = router.state.location.href;
    unmount();

    // The same URL opened again shows the same form.
    renderApp(href);
    const again = await screen.findByRole('search', { name: 'News filters' }, LOAD);
    expect(within(again).getByRole('combobox', { name: 'Type' })).toHaveValue('PRESS_RELEASE');
    expect(within(again).getByRole('checkbox', { name: 'Energy' })).toBeChecked();
    expect(within(again).getByRole('searchbox', { name: 'Text' })).toHaveValue('results');
    expect(within(again).getByRole('radio', { name: 'All except these' })).toBeChecked();
  });

  it('sends either the included or the excluded publishers, never both', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/news');
    await screen.findByRole('feed', { name: 'News' }, LOAD);
    const names = screen.getByLabelText('Publisher names');
    expect(names).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Only these' }));
    await user.type(names, 'Reuters');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ publishers: 'Reuters' }));
    await waitFor(() => {
      const last = newsRequests.at(-1)!.searchParams;
      expect(last.get('include_publishers')).toBe('Reuters');
    });
    await waitFor(() => expect(feedItems().length).toBeGreaterThan(0));
    expect(feedItems().every((a) => a.textContent?.includes('Reuters'))).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'All except these' }));
    expect(names).toHaveValue('Reuters');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ publisher_mode: 'exclude' }));
    await waitFor(() => {
      const last = newsRequests.at(-1)!.searchParams;
      expect(last.get('exclude_publishers')).toBe('Reuters');
      expect(last.get('include_publishers')).toBeNull();
    });
    await waitFor(() =>
      expect(
        feedItems().some((a) => /\bReuters\b/.test(a.querySelector('.news-meta')?.textContent ?? '')),
      ).toBe(false),
    );
    expect(
      newsRequests.every(
        (u) => !(u.searchParams.has('include_publishers') && u.searchParams.has('exclude_publishers')),
      ),
    ).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Any publisher' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('publishers'));
    expect(names).toBeDisabled();
  });

  it('counts new items behind a pill and brings them in on click', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderApp('/news');
    await screen.findByRole('feed', { name: 'News' }, LOAD);
    const published = () => feedItems().map((a) => a.querySelector('time')!.getAttribute('datetime')!);
    const before = feedItems().map((a) => a.getAttribute('aria-label'));
    const newestBefore = published()[0]!;
    expect(screen.queryByRole('button', { name: /new$/ })).toBeNull();

    // Three hours pass on the server; the next poll finds what was published since.
    clock.advance(3 * 3600_000);
    await queryClient.refetchQueries({ queryKey: ['news', 'list', 'latest'] });
    const pill = await screen.findByRole('button', { name: /^\d+\+? new$/ });
    const count = Number(/^(\d+)/.exec(pill.textContent ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    // Nothing moved yet: the list still starts with the same item.
    expect(feedItems()[0]!.getAttribute('aria-label')).toBe(before[0]);

    await user.click(pill);
    await waitFor(() => expect(screen.queryByRole('button', { name: /new$/ })).toBeNull());
    // The new items are above the old head: the list now starts with something published later.
    expect(Date.parse(published()[0]!)).toBeGreaterThan(Date.parse(newestBefore));
    expect(feedItems()[0]!.getAttribute('aria-label')).not.toBe(before[0]);

    // Later, reading further down: bringing new items in keeps the row being read in place.
    clock.advance(3 * 3600_000);
    await queryClient.refetchQueries({ queryKey: ['news', 'list', 'latest'] });
    const again = await screen.findByRole('button', { name: /^\d+ new$/ });
    const added = Number(/^(\d+)/.exec(again.textContent ?? '')?.[1]);
    const viewport = screen.getByTestId('news-list');
    viewport.scrollTop = 2 * NEWS_ROW_HEIGHT;
    fireEvent.scroll(viewport);
    const row = (index: number) =>
      viewport.querySelector(`[data-index="${index}"] article`)?.getAttribute('aria-label');
    await waitFor(() => expect(row(2)).toBeTruthy());
    const reading = row(2);
    await user.click(again);
    await waitFor(() => expect(viewport.scrollTop).toBe((2 + added) * NEWS_ROW_HEIGHT));
    fireEvent.scroll(viewport);
    await waitFor(() => expect(row(2 + added)).toBe(reading));
  });

  it('names the filters to loosen when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/news?q=zzzz-no-such-words&type=PRESS_RELEASE&publishers=Nobody%20Wire');
    const empty = await screen.findByText('No news matches these filters. Loosen one:', {}, LOAD);
    const list = empty.parentElement!;
    expect(list).toHaveTextContent('Text: "zzzz-no-such-words"');
    expect(list).toHaveTextContent('Type: Press release');
    expect(list).toHaveTextContent('Only publishers: Nobody Wire');
    expect(screen.getByRole('radio', { name: 'Only these' })).toBeChecked();
    const publisherItem = within(list)
      .getByText(/Only publishers/)
      .closest('li')!;
    await user.click(within(publisherItem).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('publishers'));
    expect(screen.getByRole('radio', { name: 'Any publisher' })).toBeChecked();
    expect(screen.getByLabelText('Publisher names')).toHaveValue('');
    expect(screen.getByLabelText('Publisher names')).toBeDisabled();
    // A new feed for the new filters: still nothing, still named.
    const stillEmpty = await screen.findByText('No news matches these filters. Loosen one:', {}, LOAD);
    const textItem = within(stillEmpty.parentElement!)
      .getByText(/Text: "zzzz/)
      .closest('li')!;
    await user.click(within(textItem).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('q'));
    expect(screen.getByRole('searchbox', { name: 'Text' })).toHaveValue('');
    await screen.findByRole('feed', { name: 'News' }, LOAD);
  });

  it('refuses a range whose start is after its end, without a request', async () => {
    renderApp('/news?from=2026-11-10&to=2026-11-05');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      '"From" (2026-11-10) is after "To" (2026-11-05)',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(newsRequests).toHaveLength(0);
  });

  it('shows a failure with the server message and request_id, and retries', async () => {
    const user = userEvent.setup();
    harness.sandbox.faults.set('get_news', { status: 503, message: 'news desk unavailable', times: 3 });
    renderApp('/news');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('Loading news');
    expect(alert).toHaveTextContent('news desk unavailable');
    expect(alert).toHaveTextContent(/request_id: \S+/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('feed', { name: 'News' }, LOAD);
  });
});
