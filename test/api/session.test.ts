// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { currentEndpoint, DEMO_TOKEN, sessionStore, updateConnection } from '@/api/session';

describe('session settings', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    updateConnection({ mode: 'demo', token: null, rememberToken: false });
  });

  it('never writes the token to localStorage', () => {
    updateConnection({
      mode: 'live',
      baseUrl: 'http://127.0.0.1:4010',
      token: 'secret-token-123',
      rememberToken: true,
    });
    const everything = Object.keys(window.localStorage)
      .map((k) => window.localStorage.getItem(k))
      .join('\n');
    expect(everything).not.toContain('secret-token-123');
    expect(everything).toContain('http://127.0.0.1:4010');
  });

  it('keeps the token in sessionStorage only when the user opts in', () => {
    updateConnection({ mode: 'live', token: 'tab-token', rememberToken: false });
    expect(Object.values({ ...window.sessionStorage })).not.toContain('tab-token');
    updateConnection({ rememberToken: true });
    expect(Object.values({ ...window.sessionStorage })).toContain('tab-token');
    updateConnection({ rememberToken: false });
    expect(Object.values({ ...window.sessionStorage })).not.toContain('tab-token');
  });

  it('starts a new generation when the target or token changes, not on a no-op', () => {
    const before = sessionStore.getState().generation;
    updateConnection({ mode: 'live', baseUrl: 'http://a.test', token: 't1' });
    const after = sessionStore.getState().generation;
    expect(after).toBe(before + 1);
    updateConnection({ baseUrl: 'http://a.test' });
    expect(sessionStore.getState().generation).toBe(after);
  });

  it('derives endpoints: demo → the in-page sandbox, live → base URL and ws URL', () => {
    updateConnection({ mode: 'demo' });
    expect(currentEndpoint()).toMatchObject({
      baseUrl: `${window.location.origin}/sandbox`,
      token: DEMO_TOKEN,
    });
    updateConnection({ mode: 'live', baseUrl: 'https://api.example.com/', wsUrl: '', token: 'x' });
    expect(currentEndpoint()).toEqual({
      baseUrl: 'https://api.example.com',
      wsUrl: 'wss://api.example.com/v1/ws',
      token: 'x',
    });
  });
});
