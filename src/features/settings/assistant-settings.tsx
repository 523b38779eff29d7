// Settings → Assistant: whether the assistant may prepare order tickets (PREFILL_ORDER in the
// capability allowlist), and the data-access entitlements granted to it, each revocable.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assistantQueries, deleteEntitlementMutation } from '@/api/resources/assistant';
import { ErrorPanel } from '@/components/error-panel';
import { setAssistantPreferences, useAssistantPreferences } from '@/domain/assistant-preferences';
import { formatMarketDateTime } from '@/lib/market-time';

export function AssistantSettings() {
  const queryClient = useQueryClient();
  const prefs = useAssistantPreferences();
  const entitlements = useQuery(assistantQueries.entitlements());
  const revoke = useMutation(deleteEntitlementMutation(queryClient));
  return (
    <section className="panel form" aria-labelledby="assistant-settings-title">
      <h2 id="assistant-settings-title">Assistant</h2>
      <label>
        <input
          type="checkbox"
          checked={prefs.orderPrefills}
          onChange={(e) => setAssistantPreferences({ orderPrefills: e.target.checked })}
        />{' '}
        Let the assistant prepare order tickets (you always review and submit them yourself)
      </label>
      <h3>Account data access</h3>
      {entitlements.isPending && <p className="muted">Loading…</p>}
      {entitlements.isError && (
        <ErrorPanel
          error={entitlements.error}
          context="Loading entitlements"
          onRetry={() => void entitlements.refetch()}
        />
      )}
      {entitlements.data?.length === 0 && (
        <p className="muted">The assistant has no access to account data.</p>
      )}
      {entitlements.data && entitlements.data.length > 0 && (
        <ul aria-label="Entitlements">
          {entitlements.data.map((e) => (
            <li key={e.entitlement_id}>
              {e.entitlement_code} · account {e.account_id} · granted{' '}
              {formatMarketDateTime(Date.parse(e.granted_at))}{' '}
              <button
                type="button"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(e.entitlement_id)}
                aria-label={`Revoke ${e.entitlement_code} for account ${e.account_id}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && <ErrorPanel error={revoke.error} context="Revoking access" />}
    </section>
  );
}
