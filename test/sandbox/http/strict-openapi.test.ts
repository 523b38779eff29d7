// `--strict-openapi` (issue 17 §8): the sandbox emits only the OpenAPI document's enum values, so
// strict vendor clients can run against it; by default it keeps the interface document's values.
import { describe, expect, it } from 'vitest';
import { Sandbox } from '@/sandbox/engine/sandbox';
import { handleSandboxRequest } from '@/sandbox/http/router';

const get = (sandbox: Sandbox, url: string, strictOpenApi: boolean) =>
  handleSandboxRequest(
    sandbox,
    { method: 'GET', url, headers: new Headers({ authorization: 'Bearer t' }), body: null },
    { strictOpenApi },
  );

describe('strict OpenAPI enums', () => {
  it('sends a preferred stock as COMMON_STOCK only when asked to', async () => {
    const sandbox = new Sandbox();
    const url = '/v1/instruments?instrument_ids=JPM.PR.C';
    const tolerant = JSON.parse((await get(sandbox, url, false)).body) as {
      data: Array<{ instrument_type: string }>;
    };
    expect(tolerant.data[0]?.instrument_type).toBe('PREFERRED_STOCK');
    const strict = JSON.parse((await get(sandbox, url, true)).body) as {
      data: Array<{ instrument_type: string }>;
    };
    expect(strict.data[0]?.instrument_type).toBe('COMMON_STOCK');
  });
});
