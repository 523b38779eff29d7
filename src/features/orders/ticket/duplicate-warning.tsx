// Inside the review, when the order matches a submit of this tab whose outcome is unknown (see
// lib/order-match.ts): the plain Send is withheld and the trader makes one explicit choice.
import type { RefObject } from 'react';
import type { PendingSubmit } from '../lib/pending-submits';
import { describePending, sentAtText } from '../lib/describe-pending';

export interface DuplicateWarningProps {
  pending: PendingSubmit;
  sending: boolean;
  keepWaitingRef: RefObject<HTMLButtonElement | null>;
  onSendSameId: () => void;
  onKeepWaiting: () => void;
  onSendAsNew: () => void;
}

export function DuplicateWarning({
  pending,
  sending,
  keepWaitingRef,
  onSendSameId,
  onKeepWaiting,
  onSendAsNew,
}: DuplicateWarningProps) {
  return (
    <div className="duplicate-warning" role="alert" aria-label="Possible duplicate order">
      <div className="error-title">An identical order may already be working</div>
      <p>
        This order matches <strong>{describePending(pending)}</strong> ({sentAtText(pending)}, client order id{' '}
        <code>{pending.clientOrderId}</code>), whose outcome is still unknown: the server may already hold it.
        Sending this order with a new id could create a <strong>second order</strong>.
      </p>
      <div className="modal-actions duplicate-choices">
        <button type="button" className="primary" disabled={sending} onClick={onSendSameId}>
          Send again with the same client order id (safe)
        </button>
        <button ref={keepWaitingRef} type="button" disabled={sending} onClick={onKeepWaiting}>
          Keep waiting
        </button>
        <button type="button" className="danger" disabled={sending} onClick={onSendAsNew}>
          Send as a new order (second order)
        </button>
      </div>
    </div>
  );
}
