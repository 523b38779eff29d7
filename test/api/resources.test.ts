// The resource modules: what they send, how they page, how responses poll, and that every
// mutation invalidates exactly the cache entries it changes.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { environmentManager, InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { updateConnection } from '@/api/session';
import { newsQueries } from '@/api/resources/news';
import { instrumentQueries } from '@/api/resources/instruments';
import { marketDataQueries } from '@/api/resources/market-data';
import {
  addWatchlistItemMutation,
  deleteWatchlistMutation,
  watchlistQueries,
} from '@/api/resources/watchlists';
import {
  createSavedScreenerMutation,
  deleteSavedScreenerMutation,
  screenerQueries,
} from '@/api/resources/screener';
import { assistantQueries, createMessageMutation, responsePollInterval } from '@/api/resources/assistant';

const BASE = 'http://resources.test';
const meta = (extra: object = {}) => ({ request_id: 'req', ...extra });
const WL_A = '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e0a';
const WL_B = '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e0b';
const SCREENER = '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e0c';
const THREAD = '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e0d';
const RESPONSE = '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e0e';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let queryClient: QueryClient;
beforeEach(() => {
  updateConnection({ mode: 'live', baseUrl: BASE, token: 't' });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => queryClient.clear());

const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? null;

describe('reads', () => {
  it('news pages through next_page_token with every filter on the wire', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${BASE}/v1/news`, ({ request }) => {
        const url = new URL(request.url);
        urls.push(url);
        const token = url.searchParams.get('page_token');
        const item = (title: string) => ({
          instruments: [],
          news_type: 'NEWS',
          published_at: '2025-10-31T12:00:00Z',
          publisher: 'Wire',
          title,
          url: 'https://example.test',
        });
        return HttpResponse.json(
          token
            ? { data: [item('second')], metadata: meta() }
            : { data: [item('first')], metadata: meta({ next_page_token: 'p2' }) },
        );
      }),
    );
    const filters = {
      sectors: ['TECHNOLOGY', 'ENERGY'] as Array<'TECHNOLOGY' | 'ENERGY'>,
      news_type: 'PRESS_RELEASE' as const,
      search_query: 'earnings',
      instrument_ids: ['AAPL'],
      from: '2025-10-01',
    };
    const observer = new InfiniteQueryObserver(queryClient, newsQueries.infinite(filters));
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const both = await observer.fetchNextPage();
    expect(both.data?.pages.flatMap((p) => p.data.map((n) => n.title))).toEqual(['first', 'second']);
    expect(both.hasNextPage).toBe(false);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      sectors: 'TECHNOLOGY,ENERGY',
      news_type: 'PRESS_RELEASE',
      search_query: 'earnings',
      instrument_ids: 'AAPL',
      from: '2025-10-01',
    });
    expect(urls[1]!.searchParams.get('page_token')).toBe('p2');
  });

  it('instrument search returns the rows with their paging metadata', async () => {
    server.use(
      http.get(`${BASE}/v1/instruments/search`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('q')).toBe('apple');
        return HttpResponse.json({ data: [], metadata: meta({ total_items: 0 }) });
      }),
    );
    const result = await queryClient.fetchQuery(instrumentQueries.search({ q: 'apple', page_size: 10 }));
    expect(result.data).toEqual([]);
    expect(result.metadata.total_items).toBe(0);
    expect(instrumentQueries.search({ q: 'apple' }).queryKey).not.toEqual(
      instrumentQueries.search({ q: 'apples' }).queryKey,
    );
  });

  it('snapshots are requested for the given symbols and skipped for none', async () => {
    let asked = '';
    server.use(
      http.get(`${BASE}/v1/market-data/snapshot`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('instrument_ids') ?? '';
        return HttpResponse.json({ data: [{ instrument_id: 'x', symbol: 'AAPL' }], metadata: meta() });
      }),
    );
    const rows = await queryClient.fetchQuery(marketDataQueries.snapshots(['AAPL', 'MSFT']));
    expect(asked).toBe('AAPL,MSFT');
    expect(rows[0]?.symbol).toBe('AAPL');
    expect(marketDataQueries.snapshots([]).enabled).toBe(false);
  });
});

describe('assistant responses poll until they settle', () => {
  it('stops polling on a terminal status and keeps polling for unknown ones', () => {
    const base = { id: RESPONSE, thread_id: THREAD, user_message_id: RESPONSE };
    expect(responsePollInterval({ ...base, status: 'running' }, 0)).toBe(1000);
    expect(responsePollInterval({ ...base, status: 'queued' }, 120)).toBe(3000);
    expect(responsePollInterval({ ...base, status: 'streaming_v2' }, 3)).toBe(1000);
    for (const status of ['succeeded', 'failed', 'canceled'])
      expect(responsePollInterval({ ...base, status }, 1)).toBe(false);
    expect(responsePollInterval({ ...base, status: 'running' }, 601)).toBe(false);
  });

  it('an observed response refetches while running and stops once succeeded', async () => {
    // Query timers are off on the server; this test stands in for a browser tab.
    environmentManager.setIsServer(() => false);
    onTestFinished(() => environmentManager.setIsServer(() => typeof window === 'undefined'));
    const statuses = ['queued', 'running', 'succeeded'];
    let requests = 0;
    server.use(
      http.get(`${BASE}/v1/omni-ai/responses/:id`, () => {
        const status = statuses[Math.min(requests++, statuses.length - 1)];
        return HttpResponse.json({
          data: { id: RESPONSE, thread_id: THREAD, user_message_id: RESPONSE, status },
          metadata: meta(),
        });
      }),
    );
    const observer = new QueryObserver(queryClient, assistantQueries.response(7, RESPONSE));
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((r) => r.data && seen.push(r.data.status));
    await expect.poll(() => seen.at(-1), { timeout: 5000, interval: 50 }).toBe('succeeded');
    const after = requests;
    await new Promise((r) => setTimeout(r, 1300));
    unsubscribe();
    expect(requests).toBe(after);
    expect([...new Set(seen)]).toEqual(['queued', 'running', 'succeeded']);
  });
});

describe('mutations invalidate exactly what they change', () => {
  it('adding a watchlist item refreshes that watchlist only', async () => {
    server.use(
      http.post(`${BASE}/v1/watchlists/:id/items`, () =>
        HttpResponse.json({ data: { item_id: WL_B }, metadata: meta() }),
      ),
    );
    const detailA = watchlistQueries.detail(WL_A).queryKey;
    const detailB = watchlistQueries.detail(WL_B).queryKey;
    const list = watchlistQueries.page().queryKey;
    for (const key of [detailA, detailB, list]) queryClient.setQueryData(key, { seeded: true } as never);
    const mutation = addWatchlistItemMutation(queryClient, WL_A);
    const result = await mutation.mutationFn({ instrument_id: 'AAPL' });
    await mutation.onSuccess();
    expect(result.item_id).toBe(WL_B);
    expect([invalidated(detailA), invalidated(detailB), invalidated(list)]).toEqual([true, false, false]);
  });

  it('deleting a watchlist drops its detail and refreshes the lists', async () => {
    server.use(
      http.delete(`${BASE}/v1/watchlists/:id`, () => HttpResponse.json({ data: null, metadata: meta() })),
    );
    const detailA = watchlistQueries.detail(WL_A).queryKey;
    const detailB = watchlistQueries.detail(WL_B).queryKey;
    const list = watchlistQueries.page().queryKey;
    for (const key of [detailA, detailB, list]) queryClient.setQueryData(key, { seeded: true } as never);
    const mutation = deleteWatchlistMutation(queryClient);
    await mutation.mutationFn(WL_A);
    await mutation.onSuccess(undefined, WL_A);
    expect(queryClient.getQueryData(detailA)).toBeUndefined();
    expect([invalidated(detailB), invalidated(list)]).toEqual([false, true]);
  });

  it('saving and deleting screeners touch the saved list and that screener, never the catalog or results', async () => {
    const entry = {
      id: SCREENER,
      name: 'Large caps',
      filters: [],
      created_at: '2025-10-31T12:00:00Z',
      updated_at: '2025-10-31T12:00:00Z',
    };
    server.use(
      http.post(`${BASE}/v1/saved-screeners`, () => HttpResponse.json({ data: entry, metadata: meta() })),
      http.delete(
        `${BASE}/v1/saved-screeners/:id`,
        () => new HttpResponse(JSON.stringify({ data: null, metadata: meta() })),
      ),
    );
    const savedList = screenerQueries.savedList().queryKey;
    const catalog = screenerQueries.catalog().queryKey;
    const results = screenerQueries.search({ filters: [] }).queryKey;
    for (const key of [savedList, catalog, results]) queryClient.setQueryData(key, { seeded: true } as never);

    const create = createSavedScreenerMutation(queryClient);
    await create.onSuccess(await create.mutationFn({ name: 'Large caps', filters: [] }));
    expect(queryClient.getQueryData(screenerQueries.savedDetail(SCREENER).queryKey)).toEqual(entry);
    expect([invalidated(savedList), invalidated(catalog), invalidated(results)]).toEqual([
      true,
      false,
      false,
    ]);

    const remove = deleteSavedScreenerMutation(queryClient);
    await remove.mutationFn(SCREENER);
    await remove.onSuccess(undefined, SCREENER);
    expect(queryClient.getQueryData(screenerQueries.savedDetail(SCREENER).queryKey)).toBeUndefined();
    expect([invalidated(catalog), invalidated(results)]).toEqual([false, false]);
  });

  it('a new message refreshes its thread and the thread list, not other threads or accounts', async () => {
    const other = '0195f6d0-a1b2-7c3d-8e4f-5a6b7c8d9e0f';
    const messages = assistantQueries.messages(7, THREAD).queryKey;
    const threadResponse = assistantQueries.threadResponse(7, THREAD).queryKey;
    const threads = assistantQueries.threads(7).queryKey;
    const otherThread = assistantQueries.messages(7, other).queryKey;
    const otherAccount = assistantQueries.threads(8).queryKey;
    for (const key of [messages, threadResponse, threads, otherThread, otherAccount])
      queryClient.setQueryData(key, { seeded: true } as never);
    const mutation = createMessageMutation(queryClient, THREAD);
    await mutation.onSuccess(undefined, { account_id: 7, text: 'and MSFT?' });
    expect(
      [messages, threadResponse, threads, otherThread, otherAccount].map((key) => invalidated(key)),
    ).toEqual([true, true, true, false, false]);
  });
});
