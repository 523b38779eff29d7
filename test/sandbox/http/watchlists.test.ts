import { describe, it, expect } from 'vitest';
import type { WatchlistDetail, WatchlistEntry } from '@/api/schemas/watchlists';
import { httpSandbox } from '../../utils/sandbox';

describe('/v1/watchlists', () => {
  it('lists the seeded watchlists, newest first, and pages them', async () => {
    const { call } = httpSandbox();
    const list = await call<WatchlistEntry[]>('GET', '/v1/watchlists');
    expect(list.status).toBe(200);
    expect(list.data.map((w) => w.name)).toEqual(['Megacaps', 'Dividend income']);
    expect(list.metadata).toMatchObject({ total_items: 2, page_number: 1 });
    const page = await call<WatchlistEntry[]>('GET', '/v1/watchlists?page_size=1');
    expect(page.data.map((w) => w.name)).toEqual(['Megacaps']);
    const next = await call<WatchlistEntry[]>(
      'GET',
      `/v1/watchlists?page_token=${page.metadata.next_page_token as string}`,
    );
    expect(next.data.map((w) => w.name)).toEqual(['Dividend income']);
  });

  it('returns items with the whole instrument and the price when added', async () => {
    const { call, sandbox } = httpSandbox();
    const [megacaps] = (await call<WatchlistEntry[]>('GET', '/v1/watchlists')).data;
    const detail = await call<WatchlistDetail>('GET', `/v1/watchlists/${megacaps!.id}`);
    expect(detail.status).toBe(200);
    expect(detail.data.items.map((i) => i.instrument?.symbol)).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'AMZN',
      'GOOGL',
      'META',
    ]);
    const aapl = detail.data.items[0]!;
    expect(aapl.instrument).toEqual(sandbox.universe.resolve('AAPL'));
    // Seeded three weeks ago: the added price is that day's close.
    expect(aapl.added_price).toBe(sandbox.market.closeOn('AAPL', aapl.added_at.slice(0, 10)));
  });

  it('creates a watchlist, adds equities and an option contract, refuses duplicates, deletes', async () => {
    const { call, sandbox } = httpSandbox();
    const created = await call<WatchlistEntry>('POST', '/v1/watchlists', { name: 'Growth Stocks' });
    expect(created.status).toBe(200);
    const id = created.data.id;
    expect((await call('POST', '/v1/watchlists', { name: 'growth stocks' })).status).toBe(409);

    const added = await call<{ item_id: string }>('POST', `/v1/watchlists/${id}/items`, {
      instrument_id: 'TSLA',
    });
    expect(added.status).toBe(200);
    const nvda = sandbox.universe.resolve('NVDA')!;
    expect((await call('POST', `/v1/watchlists/${id}/items`, { instrument_id: nvda.id })).status).toBe(200);
    const contracts = await call<Array<{ symbol: string }>>(
      'GET',
      '/v1/instruments/options/contracts?underlier=AAPL&page_size=1',
    );
    const osi = contracts.data[0]!.symbol;
    expect((await call('POST', `/v1/watchlists/${id}/items`, { instrument_id: osi })).status).toBe(200);

    const duplicate = await call('POST', `/v1/watchlists/${id}/items`, { instrument_id: 'tsla' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.message).toBe('Instrument already exists in watchlist');
    const unknown = await call('POST', `/v1/watchlists/${id}/items`, { instrument_id: 'NOTATICKER' });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Instrument not found: NOTATICKER');

    const detail = await call<WatchlistDetail>('GET', `/v1/watchlists/${id}`);
    expect(detail.data.items.map((i) => [i.instrument?.symbol, i.instrument?.instrument_type])).toEqual([
      ['TSLA', 'COMMON_STOCK'],
      ['NVDA', 'COMMON_STOCK'],
      [osi, 'OPTION'],
    ]);
    expect(detail.data.items[0]!.added_price).toBe(sandbox.market.lastPrice('TSLA'));

    expect((await call('DELETE', `/v1/watchlists/${id}/items/${added.data.item_id}`)).status).toBe(200);
    expect((await call('DELETE', `/v1/watchlists/${id}/items/${added.data.item_id}`)).status).toBe(404);
    expect((await call<WatchlistDetail>('GET', `/v1/watchlists/${id}`)).data.items).toHaveLength(2);
    const deleted = await call('DELETE', `/v1/watchlists/${id}`);
    expect(deleted).toMatchObject({ status: 200, data: null });
    expect((await call('GET', `/v1/watchlists/${id}`)).status).toBe(404);
    expect((await call('POST', `/v1/watchlists/${id}/items`, { instrument_id: 'TSLA' })).status).toBe(404);
  });

  it('validates names and ids', async () => {
    const { call } = httpSandbox();
    expect((await call('POST', '/v1/watchlists', { name: '' })).status).toBe(400);
    expect((await call('POST', '/v1/watchlists', {})).status).toBe(422);
    expect((await call('GET', '/v1/watchlists/not-a-uuid')).status).toBe(400);
  });
});
