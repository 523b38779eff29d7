// The entitlement consent the assistant asks for: the agreement's text (Markdown, rendered as the
// replies are: never as HTML) and version, the accounts and what is granted. Accept creates the
// entitlement and sends the question that needed it again (`onGranted`), so the user does not have to
// ask twice; decline (or Escape) leaves nothing behind.
import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assistantQueries, createEntitlementsMutation } from '@/api/resources/assistant';
import type { EntitlementCode, OpenEntitlementConsentAction } from '@/api/schemas/assistant';
import { Dialog } from '@/components/dialog';
import { ErrorPanel } from '@/components/error-panel';
import { useMarkdownModule } from '../parts/markdown-loader';

export function ConsentDialog({
  target,
  onClose,
  onGranted,
}: {
  target: OpenEntitlementConsentAction;
  onClose: () => void;
  /** After access is granted: sends the question again and closes (absent: the user asks again). */
  onGranted?: (() => void) | undefined;
}) {
  const queryClient = useQueryClient();
  const declineRef = useRef<HTMLButtonElement>(null);
  const agreements = useQuery(assistantQueries.agreements());
  const markdown = useMarkdownModule();
  const create = useMutation(createEntitlementsMutation(queryClient));
  const agreement = agreements.data?.find((a) => a.agreement_key === target.agreement_key);
  return (
    <Dialog
      title={agreement?.title ?? 'Account data access'}
      description={target.reason}
      onCancel={onClose}
      busy={create.isPending}
      initialFocus={declineRef}
      className="assistant-consent"
    >
      {agreements.isPending && <p>Loading the agreement…</p>}
      {agreements.isError && (
        <ErrorPanel
          error={agreements.error}
          context="Loading the agreement"
          onRetry={() => void agreements.refetch()}
        />
      )}
      {agreements.data && !agreement && (
        <p role="alert">The agreement {target.agreement_key} is not offered by the server.</p>
      )}
      {agreement && (
        <>
          <p className="muted">
            Version {agreement.version} · grants {target.entitlement_codes.join(', ')} for account
            {target.account_ids.length === 1 ? '' : 's'} {target.account_ids.join(', ')}
          </p>
          <div
            className={`assistant-agreement${markdown ? ' is-markdown' : ''}`}
            tabIndex={0}
            role="document"
            aria-label="Agreement text"
          >
            {markdown ? (
              <markdown.MarkdownText text={agreement.document_content} />
            ) : (
              agreement.document_content
            )}
          </div>
        </>
      )}
      {create.isError && <ErrorPanel error={create.error} context="Granting access" />}
      {create.isSuccess ? (
        <>
          <p role="status">Access granted. Ask your question again.</p>
          <div className="modal-actions">
            <button type="button" className="primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <div className="modal-actions">
          <button ref={declineRef} type="button" onClick={onClose} disabled={create.isPending}>
            Decline
          </button>
          <button
            type="button"
            className="primary"
            disabled={!agreement || create.isPending}
            onClick={() =>
              agreement &&
              create.mutate(
                {
                  account_ids: target.account_ids,
                  agreement_id: agreement.agreement_id,
                  entitlement_codes: target.entitlement_codes.filter(
                    (c): c is EntitlementCode => c === 'omni.account_data',
                  ),
                },
                { onSuccess: () => onGranted?.() },
              )
            }
          >
            {create.isPending ? 'Granting…' : 'Accept'}
          </button>
        </div>
      )}
    </Dialog>
  );
}
