// The demo sandbox's saved state (localStorage) and its check before a restore. A copy with the
// wrong shape, or one that fails once restored, is never half-used: the caller starts from the seed,
// keeps the bad copy aside, and tells the user (with a way to download it).
import { z } from 'zod';

const Row = z.record(z.string(), z.unknown());
const Rows = z.array(Row);

const BrokerageSnapshotShape = z.looseObject({
  version: z.literal(1),
  day_date: z.string(),
  start_date: z.string(),
  last_eval_ms: z.number(),
  exec_seq: z.number(),
  venue_rejects: z.boolean(),
  all_access_revoked: z.boolean(),
  accounts: Rows,
  bulk_account_count: z.number(),
  ledgers: z.record(z.string(), Row),
  orders: Rows,
  executions: Rows,
  instructions: Rows,
});

const WorkspaceSnapshotShape = z.looseObject({
  version: z.literal(1),
  next_id: z.number(),
  screeners: Rows,
  watchlists: Rows,
  threads: Rows,
  messages: Rows,
  responses: Rows,
  feedback: Rows,
  entitlements: Rows,
});

/** A market session forced by a scenario (market-open / market-closed) survives a reload. */
const MarketSnapshotShape = z.object({
  forced_session: z.enum(['pre_market', 'regular', 'after_hours', 'closed']).nullable(),
});

export const PersistedSandboxState = z.object({
  seed: z.number(),
  brokerage: BrokerageSnapshotShape,
  workspace: WorkspaceSnapshotShape,
  market: MarketSnapshotShape.optional(),
});
export type PersistedSandboxState = z.infer<typeof PersistedSandboxState>;

export type ParsedState = { ok: true; state: PersistedSandboxState } | { ok: false; reason: string };

/** Reads a saved copy: not JSON, or not the shape a snapshot has, is a reason, never a throw. */
export function parsePersistedState(raw: string): ParsedState {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'the saved copy is not valid JSON' };
  }
  const parsed = PersistedSandboxState.safeParse(json);
  if (parsed.success) return { ok: true, state: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the saved copy';
  return { ok: false, reason: `${where}: ${issue?.message ?? 'unexpected shape'}` };
}
