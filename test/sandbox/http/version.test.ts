import { describe, it, expect } from 'vitest';
import { httpSandbox } from '../../utils/sandbox';

describe('GET /v1/version', () => {
  it('answers the interface version in the envelope', async () => {
    const { call } = httpSandbox();
    const result = await call<{ version: string }>('GET', '/v1/version');
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ version: '2025-10-31' });
    expect(result.metadata.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is POST-less: another method is 405', async () => {
    const { call } = httpSandbox();
    expect((await call('POST', '/v1/version', {})).status).toBe(405);
  });
});
