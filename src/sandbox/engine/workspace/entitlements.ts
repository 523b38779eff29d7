// The assistant's entitlements: one signable agreement (account data access) and the grants users
// make under it. A grant lets the assistant read an account's positions; without one, portfolio
// questions are answered with a consent action instead.
import type {
  DeleteEntitlementResponse,
  EntitlementAgreementResource,
  EntitlementResource,
} from '@/api/schemas/assistant';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { SandboxClock } from '../clock';
import type { Rng } from '../rng';
import type { WorkspaceBrokerage } from './deps';
import { mintId, type EntitlementRecord, type WorkspaceStore } from './state';
import { isoAt } from './util';

export const AGREEMENT_ID = 'omni-account-data-access-v1';
export const AGREEMENT_KEY = 'omni_account_data_access';
export const ACCOUNT_DATA = 'omni.account_data';

const DOCUMENT =
  [
    '# Omni AI Account Data Access Agreement (version 1)',
    '',
    'By granting this entitlement you allow the Omni AI assistant to read the positions, balances, orders',
    'and activity of the accounts you select, so that it can answer questions about your portfolio.',
    '',
    '- The assistant only reads account data; it never places, changes or cancels an order. Any order it',
    '  suggests is a prefilled ticket that you review and submit yourself.',
    '- Access applies only to the accounts listed in the grant and lasts until you revoke it.',
    "- You can revoke access at any time; revoking stops all further reads of that account's data.",
    '- Assistant replies are informational and are not investment advice.',
  ].join('\n') + '\n';

/** SHA-256 of DOCUMENT (hex); a test recomputes it. */
const DOCUMENT_SHA256 = 'ddc1ab1d6cebb0482490032686a626c82c6d97f4cb822520b459779b39d32993';

export const AGREEMENT: EntitlementAgreementResource = {
  agreement_id: AGREEMENT_ID,
  agreement_key: AGREEMENT_KEY,
  document_content: DOCUMENT,
  document_sha256: DOCUMENT_SHA256,
  entitlement_codes: [ACCOUNT_DATA],
  title: 'Omni AI account data access',
  version: 1,
};

function resource(record: EntitlementRecord): EntitlementResource {
  return {
    entitlement_id: record.entitlement_id,
    account_id: record.account_id,
    agreement_id: record.agreement_id,
    entitlement_code: record.entitlement_code,
    granted_at: isoAt(record.granted_ms),
  };
}

export class Entitlements {
  constructor(
    private readonly store: WorkspaceStore,
    private readonly brokerage: WorkspaceBrokerage,
    private readonly clock: SandboxClock,
    private readonly rng: Rng,
  ) {}

  agreements(): EntitlementAgreementResource[] {
    return [structuredClone(AGREEMENT)];
  }

  private active(): EntitlementRecord[] {
    return this.store.state.entitlements.filter((e) => e.revoked_ms === null);
  }

  /** The caller's active grants, optionally for one account (403 when the account is not the caller's). */
  list(accountId?: number): EntitlementResource[] {
    const accessible = this.brokerage.accessibleAccountIds();
    if (accountId !== undefined && !accessible.includes(accountId)) throw forbidden();
    return this.active()
      .filter(
        (e) => accessible.includes(e.account_id) && (accountId === undefined || e.account_id === accountId),
      )
      .map(resource);
  }

  /** Whether the assistant may read an account's data. */
  has(accountId: number, code: string = ACCOUNT_DATA): boolean {
    return this.active().some((e) => e.account_id === accountId && e.entitlement_code === code);
  }

  /** Records consent: one active grant per account and code (existing grants are kept as they are). */
  create(request: {
    account_ids: number[];
    agreement_id: string;
    entitlement_codes: string[];
  }): EntitlementResource[] {
    if (request.agreement_id !== AGREEMENT_ID)
      throw badRequest(`Unknown or superseded agreement: ${request.agreement_id}`, [
        { field: 'agreement_id', description: `expected ${AGREEMENT_ID}` },
      ]);
    if (request.account_ids.length === 0)
      throw badRequest('account_ids must not be empty', [{ field: 'account_ids', description: 'empty' }]);
    if (request.entitlement_codes.length === 0)
      throw badRequest('entitlement_codes must not be empty', [
        { field: 'entitlement_codes', description: 'empty' },
      ]);
    for (const code of request.entitlement_codes)
      if (!AGREEMENT.entitlement_codes.includes(code))
        throw badRequest(`The agreement does not grant ${code}`, [
          { field: 'entitlement_codes', description: `not granted by ${AGREEMENT_ID}` },
        ]);
    const accessible = this.brokerage.accessibleAccountIds();
    if (request.account_ids.some((id) => !accessible.includes(id))) throw forbidden();
    const out: EntitlementRecord[] = [];
    for (const accountId of [...new Set(request.account_ids)]) {
      for (const code of [...new Set(request.entitlement_codes)]) {
        let record = this.active().find((e) => e.account_id === accountId && e.entitlement_code === code);
        if (!record) {
          record = {
            entitlement_id: mintId(this.store, this.rng),
            account_id: accountId,
            agreement_id: AGREEMENT_ID,
            entitlement_code: code,
            granted_ms: this.clock.now(),
            revoked_ms: null,
          };
          this.store.state.entitlements.push(record);
        }
        out.push(record);
      }
    }
    return out.map(resource);
  }

  /** Revokes a grant: 404 when unknown (or not the caller's), 409 when already revoked. */
  revoke(entitlementId: string): DeleteEntitlementResponse {
    const record = this.store.state.entitlements.find((e) => e.entitlement_id === entitlementId);
    if (!record || !this.brokerage.accessibleAccountIds().includes(record.account_id))
      throw notFound('Entitlement not found');
    if (record.revoked_ms !== null) throw conflict('Entitlement is already inactive');
    record.revoked_ms = this.clock.now();
    return { entitlement_id: record.entitlement_id, revoked: true };
  }
}
