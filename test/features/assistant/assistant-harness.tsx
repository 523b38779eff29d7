// Shared setup of the assistant screen tests: a sandbox on a hand-driven clock (a reply moves only
// when the test advances it), the screen at an account, and helpers to ask and let the reply finish.
import { afterEach, expect } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManualClock } from '@/sandbox/engine/clock';
import { ticketIntentStore } from '@/domain/ticket-intent';
import { reloadAssistantPreferences } from '@/domain/assistant-preferences';
import { resetConversations } from '@/features/assistant/lib/conversation-store';
import { resetDrafts } from '@/features/assistant/lib/drafts';
import { setAssistantPanel } from '@/features/assistant/lib/panel-store';
import { resetPendingSubmits } from '@/features/orders/lib/pending-submits';
import { stopReconciling } from '@/features/orders/lib/pending-reconciler';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

export const ACCOUNT = 100001;

interface SeedState {
  threads: Array<Record<string, unknown>>;
  messages: Array<Record<string, unknown>>;
}

export function assistantHarness() {
  let clock = new ManualClock(Date.now());
  const harness = withSandbox(() => {
    clock = new ManualClock(Date.now());
    return { scenarios: ['market-open'], clock };
  });
  afterEach(() => {
    cleanup();
    ticketIntentStore.setState({ open: false, locked: false, request: {}, focusedSymbol: null });
    localStorage.clear();
    sessionStorage.clear();
    reloadAssistantPreferences();
    resetConversations();
    resetDrafts();
    setAssistantPanel({ open: false, threadId: null });
    stopReconciling();
    resetPendingSubmits();
  });

  /** Bodies of requests the app sent whose path matches `path` (and method). */
  function record(method: string, path: RegExp): Array<Record<string, unknown>> {
    const bodies: Array<Record<string, unknown>> = [];
    harness.server.events.on('request:start', ({ request }) => {
      if (request.method === method && path.test(new URL(request.url).pathname))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body as Record<string, unknown>))
          .catch(() => bodies.push({}));
    });
    return bodies;
  }

  /**
   * A finished thread whose assistant message carries `parts` as given (crafted actions the sandbox's
   * replies never produce: several orders, an unknown instrument, someone else's account).
   */
  function seedThread(parts: unknown[]): string {
    const sandbox = harness.sandbox;
    const store = (sandbox.workspace as unknown as { store: { state: SeedState } }).store;
    const now = clock.now() - 60_000;
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const threadId = id(900 + store.state.threads.length);
    store.state.threads.push({
      id: threadId,
      account_id: ACCOUNT,
      title: 'Seeded thread',
      mode: 'instant',
      created_ms: now,
      updated_ms: now,
      next_seq: 3,
    });
    const base = { thread_id: threadId, created_ms: now, outcome: 'completed', error: null };
    store.state.messages.push(
      {
        ...base,
        id: id(1000 + store.state.messages.length),
        seq: 1,
        role: 'USER',
        parts: [{ type: 'text', text: 'seeded question' }],
      },
      { ...base, id: id(1001 + store.state.messages.length), seq: 2, role: 'ASSISTANT', parts },
    );
    return threadId;
  }

  /** A finished thread of `count` short messages ("Question n" / "Answer n"): more than one page. */
  function seedConversation(count: number): string {
    const store = (harness.sandbox.workspace as unknown as { store: { state: SeedState } }).store;
    const now = clock.now() - 3_600_000;
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const threadId = id(900 + store.state.threads.length);
    // Message ids unique in the store, as the server's are (each seeded thread its own).
    const firstMessage = 5000 + store.state.messages.length;
    store.state.threads.push({
      id: threadId,
      account_id: ACCOUNT,
      title: 'Long conversation',
      mode: 'instant',
      created_ms: now,
      updated_ms: now,
      next_seq: count + 1,
    });
    for (let seq = 1; seq <= count; seq++)
      store.state.messages.push({
        id: id(firstMessage + seq),
        thread_id: threadId,
        seq,
        role: seq % 2 === 1 ? 'USER' : 'ASSISTANT',
        parts: [{ type: 'text', text: `${seq % 2 === 1 ? 'Question' : 'Answer'} ${seq}` }],
        created_ms: now + seq * 1000,
        outcome: 'completed',
        error: null,
      });
    return threadId;
  }

  const orderCount = () => harness.sandbox.brokerage.listOrders(ACCOUNT).length;

  async function open(url = `/assistant?account=${ACCOUNT}`) {
    const user = userEvent.setup();
    const app = renderApp(url);
    await screen.findByRole('heading', { name: url.startsWith('/assistant') ? 'Assistant' : 'Settings' });
    return { user, ...app };
  }

  /** Lets every running reply finish (the next poll sees it settled). */
  async function finishReplies(ms = 120_000) {
    await act(async () => {
      clock.advance(ms);
    });
  }

  /** Starts a new instant thread with `question` (typed, Enter) and waits for its finished reply. */
  async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(box, `${question}{Enter}`);
    await screen.findByRole('feed', { name: 'Messages' });
    await screen.findByRole('article', { name: 'Assistant reply' });
    await finishReplies();
    await waitFor(
      () => expect(screen.getAllByRole('group', { name: 'Feedback' }).length).toBeGreaterThan(0),
      {
        timeout: 8000,
      },
    );
  }

  /** Sends `message` in the open thread (typed, Enter) and waits until its reply has finished. */
  async function send(user: ReturnType<typeof userEvent.setup>, message: string) {
    await user.type(screen.getByRole('textbox', { name: 'Message the assistant' }), `${message}{Enter}`);
    await screen.findByRole('article', { name: 'Assistant reply' });
    await finishReplies();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Assistant reply' })).toBeNull(), {
      timeout: 8000,
    });
  }

  return {
    harness,
    get clock() {
      return clock;
    },
    record,
    seedThread,
    seedConversation,
    orderCount,
    open,
    ask,
    send,
    finishReplies,
  };
}
