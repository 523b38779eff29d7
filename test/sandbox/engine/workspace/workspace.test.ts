import { describe, it, expect } from 'vitest';
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import { Workspace } from '@/sandbox/engine/workspace/workspace';
import { AGREEMENT_ID } from '@/sandbox/engine/workspace/entitlements';
import { ACCOUNT, FakeBrokerage, FakeMarket, FakeUniverse, NOW, makeWorkspace } from './fakes';

/** A workspace with one of everything changed: screener, watchlist item, grant, finished and running turns. */
function busyWorkspace() {
  const ws = makeWorkspace();
  const { workspace, clock } = ws;
  workspace.savedScreeners.create({ name: 'Mine', filters: [{ left: { name: 'beta' } }] });
  const list = workspace.watchlists.create('Ideas');
  workspace.watchlists.addItem(list.id, 'RIVN');
  workspace.entitlements.create({
    account_ids: [ACCOUNT],
    agreement_id: AGREEMENT_ID,
    entitlement_codes: ['omni.account_data'],
  });
  const done = workspace.assistant.createThread({ account_id: ACCOUNT, type: 'instant', text: 'hello' });
  clock.advance(30_000);
  const running = workspace.assistant.createThread({
    account_id: ACCOUNT,
    type: 'instant',
    text: 'How is MSFT doing?',
  });
  clock.advance(1200);
  return { ...ws, done, running, listId: list.id };
}

describe('workspace snapshot and restore', () => {
  it('round-trips through JSON: a restored workspace answers exactly as the original', () => {
    const original = busyWorkspace();
    const json = JSON.stringify(original.workspace.snapshot());
    const clock = new ManualClock(original.clock.now());
    const universe = new FakeUniverse();
    const copy = new Workspace(universe, new FakeMarket(universe), new FakeBrokerage(), clock, createRng(7));
    copy.restore(JSON.parse(json));
    expect(copy.savedScreeners.list()).toEqual(original.workspace.savedScreeners.list());
    expect(copy.watchlists.get(original.listId)).toEqual(original.workspace.watchlists.get(original.listId));
    expect(copy.entitlements.list()).toEqual(original.workspace.entitlements.list());
    // The running turn continues in both, identically.
    for (const step of [0, 2000, 60_000]) {
      clock.advance(step);
      original.clock.advance(step);
      expect(copy.assistant.getResponse(original.running.response_id, ACCOUNT)).toEqual(
        original.workspace.assistant.getResponse(original.running.response_id, ACCOUNT),
      );
    }
    expect(copy.assistant.listMessages(original.running.thread_id, ACCOUNT, {}).items).toHaveLength(2);
    // New ids continue from the counter: no id minted after restore repeats one from before.
    const before = new Set(
      JSON.stringify(copy.snapshot()).match(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/g),
    );
    const fresh = copy.watchlists.create('Fresh').id;
    expect(before.has(fresh)).toBe(false);
  });

  it('snapshots are copies: changing the workspace later does not change a snapshot', () => {
    const { workspace } = makeWorkspace();
    const snapshot = workspace.snapshot();
    workspace.watchlists.create('Later');
    expect(snapshot.watchlists.map((w) => w.name)).not.toContain('Later');
    workspace.restore(snapshot);
    expect(workspace.watchlists.list().map((w) => w.name)).not.toContain('Later');
  });

  it('rejects something that is not a snapshot and keeps its state', () => {
    const { workspace } = makeWorkspace();
    const names = workspace.watchlists.list();
    expect(() => workspace.restore({ version: 2 } as never)).toThrow(/version/);
    expect(() => workspace.restore({ version: 1, next_id: 3, screeners: 'x' } as never)).toThrow(/screeners/);
    expect(workspace.watchlists.list()).toEqual(names);
  });

  it('seeds the same ids and dates for the same seed and clock', () => {
    const a = makeWorkspace(3).workspace.snapshot();
    const b = makeWorkspace(3).workspace.snapshot();
    const c = makeWorkspace(4).workspace.snapshot();
    expect(a).toEqual(b);
    expect(a.screeners[0]!.id).not.toBe(c.screeners[0]!.id);
    expect(a.screeners[0]!.created_at).toBe(new Date(NOW - 30 * 86_400_000).toISOString());
  });
});
