// @vitest-environment jsdom
// The Markdown renderer is its own chunk. It loads while the thread list is on screen, so a thread
// opened from the list renders its replies as Markdown in their first render: never plain text first
// that then changes under the reader. (Its own file: the renderer must not be loaded by another test.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { isMarkdownLoaded } from '@/features/assistant/parts/markdown-loader';
import { isMarkdownPrepared } from '@/features/assistant/parts/markdown-text';
import { assistantHarness } from './assistant-harness';

// Registered before the harness: after-hooks run in reverse, so this runs after its cleanup.
afterEach(() => vi.unstubAllGlobals());
const h = assistantHarness();

/** jsdom has no idle callbacks: each runs 1 ms later with 20 ms to spend. */
function stubIdleCallbacks() {
  vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) =>
    setTimeout(() => work({ didTimeout: false, timeRemaining: () => 20 }), 1),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
}

describe('assistant replies in their first render', () => {
  it('a reply opened from the thread list is Markdown (its table) from its first render', async () => {
    h.seedThread([
      {
        type: 'text',
        text: '**Sales** by quarter:\n\n| Quarter | Revenue |\n|---|--:|\n| Q1 | $90.8B |\n| Q2 | $85.8B |',
      },
    ]);
    expect(isMarkdownLoaded()).toBe(false);
    const { user } = await h.open();
    const threads = screen.getByRole('navigation', { name: 'Threads' });
    const link = await within(threads).findByRole('link', { name: /Seeded thread/ });
    // Loaded while the list was idle, before any text was shown.
    await waitFor(() => expect(isMarkdownLoaded()).toBe(true));

    // What the reply held the first time it was in the document.
    let first: { table: boolean; plain: boolean } | null = null;
    const observer = new MutationObserver(() => {
      const reply = document.querySelector('article[aria-label="Assistant"]');
      if (reply && !first)
        first = {
          table: reply.querySelector('table') !== null,
          plain: reply.querySelector('.assistant-user-text') !== null,
        };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await user.click(link);
    const reply = await screen.findByRole('article', { name: 'Assistant' });
    observer.disconnect();
    expect(first).toEqual({ table: true, plain: false });
    expect(within(reply).getByRole('table')).toHaveTextContent('$85.8B');
    expect(within(reply).getByText('Sales').tagName).toBe('STRONG');
  });

  it('parses the replies a thread opens on while the pointer rests on its link, before it is opened', async () => {
    stubIdleCallbacks();
    h.seedConversation(8);
    const { user } = await h.open();
    const threads = screen.getByRole('navigation', { name: 'Threads' });
    const link = await within(threads).findByRole('link', { name: /Long conversation/ });
    await waitFor(() => expect(isMarkdownLoaded()).toBe(true));
    expect(isMarkdownPrepared('Answer 8')).toBe(false);
    await user.hover(link);
    // The latest three replies; the thread is not open.
    await waitFor(() => expect(isMarkdownPrepared('Answer 8')).toBe(true));
    expect(isMarkdownPrepared('Answer 4')).toBe(true);
    expect(isMarkdownPrepared('Answer 2')).toBe(false);
    expect(screen.queryByRole('feed', { name: 'Messages' })).toBeNull();
  });

  it('parses the replies out of view while the page is idle, so scrolling to them does not', async () => {
    stubIdleCallbacks();
    h.seedConversation(60);
    const { user } = await h.open();
    const threads = screen.getByRole('navigation', { name: 'Threads' });
    await user.click(await within(threads).findByRole('link', { name: /Long conversation/ }));
    expect(await screen.findByText('Answer 60')).toBeInTheDocument();
    // Earlier pages loaded: the oldest reply is far out of view (not mounted), and parsed all the same.
    for (const first of ['Answer 22', 'Answer 2']) {
      await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
      await waitFor(() => expect(isMarkdownPrepared(first)).toBe(true));
    }
    expect(screen.queryByText('Answer 2')).toBeNull();
  });
});
