// Calls a real Sandbox through its HTTP router (routing, auth, schema parsing of path, query and
// body, and validation of every answer against the operation's data schema: a mismatch is a 500).
import { ManualClock } from '@/sandbox/engine/clock';
import { Sandbox, type SandboxOptions } from '@/sandbox/engine/sandbox';
import { handleSandboxRequest } from '@/sandbox/http/router';

/** Friday 2026-11-20, 10:00 in New York (regular session). */
export const HTTP_NOW = Date.parse('2026-11-20T15:00:00Z');

export interface Envelope<T = unknown> {
  status: number;
  data: T;
  error?: { code: number; message: string; details?: Array<Record<string, unknown>> } | null;
  metadata: Record<string, unknown> & { request_id: string };
}

export function httpSandbox(options: SandboxOptions = {}) {
  const clock = new ManualClock(HTTP_NOW);
  const sandbox = new Sandbox({ clock, ...options });
  async function call<T = unknown>(method: string, url: string, body?: unknown): Promise<Envelope<T>> {
    const response = await handleSandboxRequest(sandbox, {
      method,
      url,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'authorization' ? 'Bearer test-token' : null),
      },
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, ...(JSON.parse(response.body) as Omit<Envelope<T>, 'status'>) };
  }
  return { sandbox, clock, call };
}
