import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { SandboxError } from '@/sandbox/engine/errors';
import { AGREEMENT, AGREEMENT_ID } from '@/sandbox/engine/workspace/entitlements';
import { ACCOUNT, NOW, OPTION, OTHER_ACCOUNT, makeWorkspace } from './fakes';

function statusOf(action: () => unknown): number {
  try {
    action();
  } catch (error) {
    if (error instanceof SandboxError) return error.status;
    throw error;
  }
  return 200;
}

describe('saved screeners', () => {
  it('starts with the seeded screeners, one of them with a draft filter', () => {
    const { workspace } = makeWorkspace();
    const list = workspace.savedScreeners.list();
    expect(list.map((s) => s.name)).toEqual(['Mega-cap tech', 'Dividend payers', 'Weekly momentum']);
    expect(list[2]!.filters).toContainEqual({ left: { name: 'beta' } });
    // Every seeded screener runs.
    for (const s of list) expect(() => workspace.screener.search(s)).not.toThrow();
  });

  it('creates, reads, replaces (keeping the name when null) and deletes', () => {
    const { workspace, clock } = makeWorkspace();
    const created = workspace.savedScreeners.create({
      name: '  Cheap energy ',
      filters: [{ left: { name: 'sector' }, op: { name: 'EQUAL' }, right: [{ value: 'ENERGY' }] }],
      sorts: [{ field: { name: 'price_to_earnings' }, direction: 'ASC' }],
    });
    expect(created).toMatchObject({ name: 'Cheap energy', created_at: new Date(NOW).toISOString() });
    expect(created.columns).toBeUndefined();
    expect(workspace.savedScreeners.get(created.id)).toEqual(created);
    clock.advance(60_000);
    const replaced = workspace.savedScreeners.replace(created.id, {
      name: null,
      filters: [],
      columns: [{ name: 'symbol' }],
    });
    expect(replaced).toMatchObject({ name: 'Cheap energy', filters: [], columns: [{ name: 'symbol' }] });
    expect(replaced.sorts).toBeUndefined();
    expect(replaced.updated_at).toBe(new Date(NOW + 60_000).toISOString());
    expect(replaced.created_at).toBe(created.created_at);
    workspace.savedScreeners.delete(created.id);
    expect(statusOf(() => workspace.savedScreeners.get(created.id))).toBe(404);
    expect(statusOf(() => workspace.savedScreeners.delete(created.id))).toBe(404);
    expect(statusOf(() => workspace.savedScreeners.replace(created.id, { name: 'x' }))).toBe(404);
  });

  it('names a screener created without a name (optional in the spec)', () => {
    const { workspace } = makeWorkspace();
    const created = workspace.savedScreeners.create({ filters: [] });
    expect(created.name).toBe('Screener 4');
    expect(workspace.savedScreeners.list()).toHaveLength(4);
  });

  it('rejects an empty name and an invalid search with 400, saving nothing', () => {
    const { workspace } = makeWorkspace();
    expect(statusOf(() => workspace.savedScreeners.create({ name: '   ' }))).toBe(400);
    expect(
      statusOf(() =>
        workspace.savedScreeners.create({
          name: 'Bad',
          filters: [{ left: { name: 'price' }, op: { name: 'BETWEEN' }, right: [{ value: 1 }] }],
        }),
      ),
    ).toBe(400);
    expect(
      statusOf(() => workspace.savedScreeners.create({ name: 'Bad', columns: [{ name: 'nope' }] })),
    ).toBe(400);
    expect(workspace.savedScreeners.list()).toHaveLength(3);
  });
});

describe('watchlists', () => {
  it('lists newest first and shows items with the whole instrument and the price when added', () => {
    const { workspace } = makeWorkspace();
    const lists = workspace.watchlists.list();
    expect(lists.map((w) => w.name)).toEqual(['Megacaps', 'Dividend income']);
    const megacaps = workspace.watchlists.get(lists[0]!.id);
    // The fake universe only has AAPL and MSFT of the six megacaps (and XOM of the dividend list).
    expect(megacaps.items.map((i) => i.instrument?.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(megacaps.items[0]!.instrument).toMatchObject({
      name: 'Apple Inc.',
      venue: 'XNAS',
      is_tradable: true,
    });
    // The fake market has no closeOn: seeded items fall back to the reference close.
    expect(megacaps.items[0]!.added_price).toBe('190.00');
  });

  it('adds equities by symbol or id and option contracts, refusing duplicates and unknowns', () => {
    const { workspace, market, universe } = makeWorkspace();
    const list = workspace.watchlists.create('Ideas');
    const { item_id } = workspace.watchlists.addItem(list.id, 'xom');
    const jpm = universe.resolve('JPM')!;
    market.setPrice('JPM', '251.25');
    workspace.watchlists.addItem(list.id, jpm.id);
    workspace.watchlists.addItem(list.id, OPTION.symbol);
    const detail = workspace.watchlists.get(list.id);
    expect(detail.items.map((i) => [i.instrument?.symbol, i.added_price])).toEqual([
      ['XOM', '110.00'],
      ['JPM', '251.25'],
      [OPTION.symbol, '12.25'],
    ]);
    expect(detail.items[2]!.instrument?.instrument_type).toBe('OPTION');
    expect(statusOf(() => workspace.watchlists.addItem(list.id, 'XOM'))).toBe(409);
    expect(statusOf(() => workspace.watchlists.addItem(list.id, 'NOPE'))).toBe(404);
    expect(statusOf(() => workspace.watchlists.addItem('00000000-0000-4000-8000-000000000999', 'XOM'))).toBe(
      404,
    );
    workspace.watchlists.deleteItem(list.id, item_id);
    expect(workspace.watchlists.get(list.id).items.map((i) => i.instrument?.symbol)).toEqual([
      'JPM',
      OPTION.symbol,
    ]);
    expect(statusOf(() => workspace.watchlists.deleteItem(list.id, item_id))).toBe(404);
  });

  it('validates names (empty 400, duplicate 409) and deletes with 404 afterwards', () => {
    const { workspace } = makeWorkspace();
    expect(statusOf(() => workspace.watchlists.create('  '))).toBe(400);
    expect(statusOf(() => workspace.watchlists.create('megacaps'))).toBe(409);
    const list = workspace.watchlists.create('Short ideas');
    workspace.watchlists.delete(list.id);
    expect(statusOf(() => workspace.watchlists.get(list.id))).toBe(404);
    expect(statusOf(() => workspace.watchlists.delete(list.id))).toBe(404);
  });
});

describe('entitlements', () => {
  it('publishes one agreement whose checksum matches its document', () => {
    const { workspace } = makeWorkspace();
    const [agreement] = workspace.entitlements.agreements();
    expect(agreement).toMatchObject({
      agreement_key: 'omni_account_data_access',
      entitlement_codes: ['omni.account_data'],
    });
    expect(createHash('sha256').update(AGREEMENT.document_content).digest('hex')).toBe(
      agreement!.document_sha256,
    );
  });

  it('grants once per account and code, lists, filters by account and revokes (409 when repeated)', () => {
    const { workspace, brokerage } = makeWorkspace();
    const request = {
      account_ids: [ACCOUNT],
      agreement_id: AGREEMENT_ID,
      entitlement_codes: ['omni.account_data'] as Array<'omni.account_data'>,
    };
    const [grant] = workspace.entitlements.create(request);
    expect(grant).toMatchObject({ account_id: ACCOUNT, entitlement_code: 'omni.account_data' });
    expect(workspace.entitlements.create(request)[0]!.entitlement_id).toBe(grant!.entitlement_id);
    expect(workspace.entitlements.has(ACCOUNT)).toBe(true);
    expect(workspace.entitlements.list(OTHER_ACCOUNT)).toEqual([]);
    expect(workspace.entitlements.list()).toHaveLength(1);
    expect(workspace.entitlements.revoke(grant!.entitlement_id)).toEqual({
      entitlement_id: grant!.entitlement_id,
      revoked: true,
    });
    expect(workspace.entitlements.has(ACCOUNT)).toBe(false);
    expect(statusOf(() => workspace.entitlements.revoke(grant!.entitlement_id))).toBe(409);
    expect(statusOf(() => workspace.entitlements.revoke('nope'))).toBe(404);
    brokerage.accessible = [OTHER_ACCOUNT];
    expect(statusOf(() => workspace.entitlements.list(ACCOUNT))).toBe(403);
    expect(statusOf(() => workspace.entitlements.create(request))).toBe(403);
  });

  it('rejects unknown agreements, empty lists and codes the agreement does not grant', () => {
    const { workspace } = makeWorkspace();
    const base = {
      account_ids: [ACCOUNT],
      agreement_id: AGREEMENT_ID,
      entitlement_codes: ['omni.account_data'],
    };
    expect(statusOf(() => workspace.entitlements.create({ ...base, agreement_id: 'old' }))).toBe(400);
    expect(statusOf(() => workspace.entitlements.create({ ...base, account_ids: [] }))).toBe(400);
    expect(
      statusOf(() => workspace.entitlements.create({ ...base, entitlement_codes: ['omni.trading'] })),
    ).toBe(400);
  });
});
