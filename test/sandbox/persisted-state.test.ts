// The demo's saved state is checked before a restore: a wrong shape or bad JSON is a reason (for the
// notice), never a half-restored sandbox.
import { describe, expect, it } from 'vitest';
import { Sandbox } from '@/sandbox/engine/sandbox';
import { parsePersistedState } from '@/sandbox/persisted-state';

const saved = () => {
  const sandbox = new Sandbox({ seed: 42 });
  return { seed: 42, brokerage: sandbox.brokerage.snapshot(), workspace: sandbox.workspace.snapshot() };
};

describe('the saved demo state', () => {
  it('accepts what the sandbox itself saves', () => {
    expect(parsePersistedState(JSON.stringify(saved()))).toMatchObject({ ok: true });
  });

  it('names the field of a wrong shape, e.g. brokerage.accounts: "oops"', () => {
    const state = saved();
    const bad = { ...state, brokerage: { ...state.brokerage, accounts: 'oops' } };
    const result = parsePersistedState(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^brokerage\.accounts: /);
  });

  it('keeps a forced market session (the market-open scenario survives a reload), and copies saved before it', () => {
    const withMarket = { ...saved(), market: { forced_session: 'regular' } };
    const parsed = parsePersistedState(JSON.stringify(withMarket));
    expect(parsed.ok && parsed.state.market).toEqual({ forced_session: 'regular' });
    expect(parsePersistedState(JSON.stringify(saved()))).toMatchObject({ ok: true });
    const bad = parsePersistedState(JSON.stringify({ ...saved(), market: { forced_session: 'lunch' } }));
    expect(!bad.ok && bad.reason).toMatch(/^market\.forced_session: /);
  });

  it('says when the copy is not JSON at all', () => {
    expect(parsePersistedState('{"seed": 42, "brokerage": ')).toEqual({
      ok: false,
      reason: 'the saved copy is not valid JSON',
    });
  });
});
