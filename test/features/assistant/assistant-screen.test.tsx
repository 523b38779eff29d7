// @vitest-environment jsdom
// The assistant screen against the sandbox: a thread from question to finished reply with every part,
// the thread id in the URL, drafts kept per thread, the 409 path, a failed send retried without a
// duplicate, Stop, feedback, and the capability allowlist from Settings.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_PAGE_SIZE } from '@/features/assistant/lib/message-paging';
import { setAssistantPreferences } from '@/domain/assistant-preferences';
import { stubCharts } from '../../utils/lightweight-charts-stub';
import { ACCOUNT, assistantHarness } from './assistant-harness';

const h = assistantHarness();

describe('assistant screen', () => {
  it('answers a price question with text, a chart, a live quote card and suggestions, and keeps the thread in the URL', async () => {
    const before = h.orderCount();
    const { user, router } = await h.open();
    const posts = h.record('POST', /\/omni-ai\/threads$/);
    await h.ask(user, 'What is the price of AAPL?');
    const reply = screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;
    expect(within(reply).getByText(/is trading at/)).toBeInTheDocument();
    // The table of the Markdown reply, and the ticker link into the app.
    expect(await within(reply).findByRole('table')).toBeInTheDocument();
    const tickerLink = within(reply).getAllByRole('link', { name: 'AAPL' })[0]!;
    expect(tickerLink).toHaveAttribute('href', '/instruments/AAPL');
    expect(tickerLink).not.toHaveAttribute('target');
    expect(within(reply).getByRole('figure', { name: /AAPL close/ })).toBeInTheDocument();
    await waitFor(() => expect(stubCharts.some((c) => c.series[0]?.data.length)).toBe(true));
    expect(within(reply).getByRole('region', { name: 'Quote card AAPL' })).toBeInTheDocument();
    const suggestions = within(reply).getByRole('group', { name: 'Suggested actions' });
    expect(within(suggestions).getByRole('button', { name: 'Buy 10 AAPL' })).toBeInTheDocument();
    expect(
      within(reply).getByRole('region', { name: 'Action: Open the AAPL chart (1M)' }),
    ).toBeInTheDocument();
    expect(within(reply).getByText(/Thought for \d+ s · 3 steps/)).toBeInTheDocument();
    expect(posts[0]?.capabilities).toEqual([
      'PREFILL_ORDER',
      'OPEN_CHART',
      'OPEN_SCREENER',
      'OPEN_ENTITLEMENT_CONSENT',
    ]);
    expect(router.state.location.search).toMatchObject({ account: ACCOUNT, thread: expect.any(String) });
    // The thread is listed, and opening the URL again shows the same conversation.
    const threads = screen.getByRole('navigation', { name: 'Threads' });
    expect(await within(threads).findByText('What is the price of AAPL?')).toBeInTheDocument();
    expect(h.orderCount()).toBe(before);

    // open_chart: the app's price chart is the monitor's live tick chart; the card says the
    // timeframe cannot be drawn (no price history in the API) instead of pretending.
    const chartCard = within(reply).getByRole('region', { name: 'Action: Open the AAPL chart (1M)' });
    expect(chartCard).toHaveTextContent('the 1M timeframe cannot be drawn');
    await user.click(within(chartCard).getByRole('button', { name: 'Open live chart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor'));
    expect(router.state.location.search).toMatchObject({ symbols: 'AAPL', selected: 'AAPL' });
  });

  it('sends a suggestion as the next message, and the chart button opens the live chart', async () => {
    const { user, router } = await h.open();
    await h.ask(user, 'How is MSFT doing today?');
    const reply = screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;
    await user.click(within(reply).getByRole('button', { name: 'Check my positions' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'You' }).map((a) => a.textContent)).toContain(
        'What are my current positions?',
      ),
    );
    await h.finishReplies();
    await screen.findByRole('region', { name: /Action: Review the account data access agreement/ });
    const chartButtons = within(reply).getByRole('group', { name: 'Chart actions' });
    await user.click(within(chartButtons).getByRole('button', { name: 'Open MSFT chart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor'));
    expect(router.state.location.search).toMatchObject({ selected: 'MSFT' });
  });

  it('a new conversation is an instant answer or deep insights on a ticker, chosen in its Mode group', async () => {
    const { user } = await h.open();
    const modes = await screen.findByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('radio', { name: 'Instant answer' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    await user.click(within(modes).getByRole('radio', { name: 'Deep insights on a ticker' }));
    expect(within(modes).getByRole('radio', { name: 'Instant answer' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Deep insights target' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    await user.click(within(modes).getByRole('radio', { name: 'Instant answer' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });

  it('keeps the draft of each thread across navigation, Shift+Enter adds a line', async () => {
    const { user, router } = await h.open();
    await h.ask(user, 'How is AAPL doing today?');
    const box = screen.getByRole('textbox', { name: 'Message the assistant' });
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second');
    expect(box).toHaveValue('first line\nsecond');
    const thread = router.state.location.search.thread;
    await act(() => router.navigate({ to: '/settings' }));
    await act(() => router.navigate({ to: '/assistant', search: { account: ACCOUNT, thread } }));
    expect(await screen.findByRole('textbox', { name: 'Message the assistant' })).toHaveValue(
      'first line\nsecond',
    );
  });

  it('explains a 409 (a reply still running) and sends the waiting message when that reply ends', async () => {
    const { user } = await h.open();
    const messagePosts = h.record('POST', /\/omni-ai\/threads\/[^/]+\/messages$/);
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(box, 'How is NVDA doing today?{Enter}');
    await screen.findByRole('article', { name: 'Assistant reply' });
    const composer = await screen.findByRole('textbox', { name: 'Message the assistant' });
    await user.type(composer, 'And AMZN?{Enter}');
    const waiting = await screen.findByText(/still answering the previous message/);
    expect(waiting).toHaveTextContent('thread already has an active response');
    await h.finishReplies();
    await waitFor(() => expect(screen.queryByText(/still answering the previous message/)).toBeNull(), {
      timeout: 8000,
    });
    await h.finishReplies();
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Feedback' })).toHaveLength(2), {
      timeout: 8000,
    });
    const userTexts = screen.getAllByRole('article', { name: 'You' }).map((a) => a.textContent);
    expect(userTexts.filter((t) => t?.includes('And AMZN?'))).toHaveLength(1);
    expect(messagePosts).toHaveLength(2);
  });

  it('starts loading a thread as the pointer reaches its link, and opening it asks only once', async () => {
    const threadId = h.seedConversation(30);
    const { user, router } = await h.open();
    const threads = screen.getByRole('navigation', { name: 'Threads' });
    const target = await within(threads).findByRole('link', { name: /Long conversation/ });
    expect(target.getAttribute('href')).toContain(threadId);
    const gets = h.record('GET', new RegExp(`/omni-ai/threads/${threadId}/messages$`));
    await user.hover(target);
    // Asked before the click: the thread is not open yet.
    await waitFor(() => expect(gets).toHaveLength(1));
    expect(router.state.location.search).not.toHaveProperty('thread');
    await user.click(target);
    expect(await screen.findByText('Answer 30')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ thread: threadId });
    expect(gets).toHaveLength(1);
  });

  it('a new turn in a thread whose earlier messages were loaded becomes a message of the thread', async () => {
    const threadId = h.seedConversation(MESSAGE_PAGE_SIZE + 2);
    const { user } = await h.open(`/assistant?account=${ACCOUNT}&thread=${threadId}`);
    const newest = await screen.findByText(`Answer ${MESSAGE_PAGE_SIZE + 2}`);
    // The latest page is messages 3 to 22 (the newest is 20th of what is loaded); "Load earlier
    // messages" brings the first two.
    expect(newest.closest('article')).toHaveAttribute('aria-posinset', String(MESSAGE_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load earlier|Loading/ })).toBeNull());
    expect(screen.getByText(`Answer ${MESSAGE_PAGE_SIZE + 2}`).closest('article')).toHaveAttribute(
      'aria-posinset',
      String(MESSAGE_PAGE_SIZE + 2),
    );
    await h.send(user, 'How is AAPL doing today?');
    const last = screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;
    expect(within(last).getByRole('group', { name: 'Feedback' })).toBeInTheDocument();
    expect(last).not.toHaveTextContent(`Answer ${MESSAGE_PAGE_SIZE + 2}`);
    expect(
      screen
        .getAllByRole('article', { name: 'You' })
        .filter((a) => a.textContent === 'How is AAPL doing today?'),
    ).toHaveLength(1);
    expect(last).toHaveAttribute('aria-posinset', String(MESSAGE_PAGE_SIZE + 4));
  });

  it('opens a long thread with one small page, brings the earlier pages as the user scrolls up, and a new turn lands after them', async () => {
    const total = 3 * MESSAGE_PAGE_SIZE + 2;
    const threadId = h.seedConversation(total);
    const gets = h.record('GET', new RegExp(`/omni-ai/threads/${threadId}/messages$`));
    const { user } = await h.open(`/assistant?account=${ACCOUNT}&thread=${threadId}`);
    const newest = await screen.findByText(`Answer ${total}`);
    expect(newest.closest('article')).toHaveAttribute('aria-posinset', String(MESSAGE_PAGE_SIZE));
    expect(gets).toHaveLength(1);
    // Nothing earlier is asked for while the user reads the end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(gets).toHaveLength(1);

    // Scrolled up to the top of what is loaded (jsdom lays nothing out: the feed is given a height).
    const feed = screen.getByRole('feed', { name: 'Messages' });
    Object.defineProperty(feed, 'clientHeight', { configurable: true, value: 600 });
    feed.scrollTop = 0;
    fireEvent.scroll(feed);
    // Every earlier page comes, one after the other, and nothing is lost or repeated on the way.
    await waitFor(() => expect(feed).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load earlier|Loading/ })).toBeNull());
    expect(gets).toHaveLength(4);
    // The whole thread is loaded: the messages know their place in all of it, and the rows shown
    // follow one another with none missing or repeated. (Which rows a scroll to the top shows is
    // checked in Chromium, test/e2e/assistant-feed.e2e.ts: jsdom measures every row at 0 px, and
    // the rows this virtualized feed then showed at scrollTop 0 depended on timing.)
    const shown = screen.getAllByRole('article').map((a) => Number(a.getAttribute('aria-posinset')));
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', String(total));
    expect(shown).toEqual(shown.map((_, i) => shown[0]! + i));

    await h.send(user, 'How is AAPL doing today?');
    // Back at the end (jsdom has no layout to follow it there): the new turn, after everything else.
    feed.scrollTop = 1_000_000;
    fireEvent.scroll(feed);
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Assistant' }).at(-1)).toHaveAttribute(
        'aria-posinset',
        String(total + 2),
      ),
    );
    const last = screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;
    expect(within(last).getByRole('group', { name: 'Feedback' })).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-setsize', String(total + 2));
    expect(
      screen
        .getAllByRole('article', { name: 'You' })
        .filter((a) => a.textContent === 'How is AAPL doing today?'),
    ).toHaveLength(1);
  });

  it('after more than a page was added elsewhere, a turn still leaves the loaded history without a gap', async () => {
    const threadId = h.seedConversation(MESSAGE_PAGE_SIZE + 2);
    const { user } = await h.open(`/assistant?account=${ACCOUNT}&thread=${threadId}`);
    await screen.findByText(`Answer ${MESSAGE_PAGE_SIZE + 2}`);
    // Another tab talks on in this thread: more messages than a page, this screen has not seen them.
    const store = (
      h.harness.sandbox.workspace as unknown as {
        store: {
          state: { threads: Array<Record<string, unknown>>; messages: Array<Record<string, unknown>> };
        };
      }
    ).store;
    const thread = store.state.threads.find((t) => t.id === threadId)!;
    const added = MESSAGE_PAGE_SIZE + 5;
    for (let i = 0; i < added; i++) {
      const seq = thread.next_seq as number;
      thread.next_seq = seq + 1;
      store.state.messages.push({
        id: `00000000-0000-4000-8000-${String(7000 + seq).padStart(12, '0')}`,
        thread_id: threadId,
        seq,
        role: seq % 2 === 1 ? 'USER' : 'ASSISTANT',
        parts: [{ type: 'text', text: `Elsewhere ${seq}` }],
        created_ms: h.clock.now() - 1000,
        outcome: 'completed',
        error: null,
      });
    }
    await h.send(user, 'How is AAPL doing today?');
    // Every earlier page, then the newest message is the thread's last of all: nothing in between lost.
    const total = MESSAGE_PAGE_SIZE + 2 + added + 2;
    while (screen.queryByRole('button', { name: /Load earlier|Loading/ })) {
      const button = screen.queryByRole('button', { name: 'Load earlier messages' });
      if (button) await user.click(button);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Loading…' })).toBeNull());
    }
    const feed = screen.getByRole('feed', { name: 'Messages' });
    feed.scrollTop = 1_000_000;
    fireEvent.scroll(feed);
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Assistant' }).at(-1)).toHaveAttribute(
        'aria-posinset',
        String(total),
      ),
    );
    expect(screen.getAllByRole('article', { name: 'Assistant' }).at(-1)).toHaveAttribute(
      'aria-setsize',
      String(total),
    );
  });

  it('marks a send whose answer was lost, and its retry adopts the landed message instead of sending it twice', async () => {
    const { user } = await h.open();
    await h.ask(user, 'How is AAPL doing today?');
    h.harness.sandbox.faults.set('create_message', { dropResponse: true, times: 1 });
    await user.type(
      screen.getByRole('textbox', { name: 'Message the assistant' }),
      'Compare AAPL and MSFT{Enter}',
    );
    const failed = await screen.findByText(/Not sent:/);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent:/)).toBeNull());
    const userTexts = () => screen.getAllByRole('article', { name: 'You' }).map((a) => a.textContent);
    await waitFor(() => expect(userTexts().filter((t) => t === 'Compare AAPL and MSFT')).toHaveLength(1));
    const thread = h.harness.sandbox.workspace.assistant.listThreads(ACCOUNT, {}).items[0]!;
    const messages = h.harness.sandbox.workspace.assistant.listMessages(thread.id, ACCOUNT, {}).items;
    expect(messages.filter((m) => m.role === 'USER')).toHaveLength(2);
  });

  it('keeps a failed message with the server message and request_id, and its retry sends it once', async () => {
    const { user } = await h.open();
    await h.ask(user, 'How is AAPL doing today?');
    h.harness.sandbox.faults.set('create_message', {
      status: 500,
      message: 'assistant backend down',
      times: 1,
    });
    await user.type(
      screen.getByRole('textbox', { name: 'Message the assistant' }),
      'How is TSLA doing today?{Enter}',
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('assistant backend down');
    expect(failed).toHaveTextContent(/request_id/);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Assistant reply' });
    expect(
      screen
        .getAllByRole('article', { name: 'You' })
        .filter((a) => a.textContent === 'How is TSLA doing today?'),
    ).toHaveLength(1);
  });

  it('stops polling the reply when the screen is left, and resumes when it returns', async () => {
    const { user, router } = await h.open();
    const polls = h.record('GET', /\/omni-ai\/responses\//);
    await user.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'How is AAPL doing today?{Enter}',
    );
    await screen.findByRole('article', { name: 'Assistant reply' });
    await waitFor(() => expect(polls.length).toBeGreaterThan(0));
    const thread = router.state.location.search.thread;
    await act(() => router.navigate({ to: '/settings' }));
    const atLeave = polls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(polls.length).toBe(atLeave);
    await act(() => router.navigate({ to: '/assistant', search: { account: ACCOUNT, thread } }));
    await h.finishReplies();
    await screen.findByRole('group', { name: 'Feedback' }, { timeout: 8000 });
    expect(polls.length).toBeGreaterThan(atLeave);
  });

  it('opens as a side panel over another screen, which stays where it was', async () => {
    const { user, router } = await h.open('/settings');
    await user.click(await screen.findByRole('button', { name: 'Ask the assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'Assistant panel' });
    await user.type(
      await within(panel).findByRole('textbox', { name: 'Your question' }),
      'How is AAPL doing today?{Enter}',
    );
    await within(panel).findByRole('article', { name: 'Assistant reply' });
    await h.finishReplies();
    await within(panel).findByRole('group', { name: 'Feedback' }, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close assistant panel' }));
    expect(screen.queryByRole('dialog', { name: 'Assistant panel' })).toBeNull();
  });

  it('Stop cancels the reply and says so', async () => {
    const { user } = await h.open();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(box, 'How is AAPL doing today?{Enter}');
    await screen.findByRole('article', { name: 'Assistant reply' });
    await act(async () => h.clock.advance(1500));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(
      await screen.findByText(/Stopped: this reply was canceled/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('sends thumbs-down feedback with a comment', async () => {
    const { user } = await h.open();
    const posts = h.record('POST', /\/feedback$/);
    await h.ask(user, 'How is AAPL doing today?');
    const feedback = screen.getByRole('group', { name: 'Feedback' });
    await user.click(within(feedback).getByRole('button', { name: 'Not helpful' }));
    await user.type(within(feedback).getByRole('textbox', { name: /Feedback comment/ }), 'too long');
    await user.click(within(feedback).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thanks for the feedback.')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ account_id: ACCOUNT, score: -1, comment: 'too long' });
  });

  it('leaves PREFILL_ORDER out of the allowlist when order prefills are off, so no ticket is prepared', async () => {
    setAssistantPreferences({ orderPrefills: false });
    const { user } = await h.open();
    const posts = h.record('POST', /\/omni-ai\/threads$/);
    await h.ask(user, 'Buy 10 shares of AAPL');
    expect(posts[0]?.capabilities).not.toContain('PREFILL_ORDER');
    expect(screen.queryByRole('region', { name: /Action: Buy/ })).toBeNull();
  });
});
