// The review step of the ticket's submission: the dialog while the order is reviewed or sent, with
// the three choices that replace Send when it would duplicate an unresolved submit of this tab.
import type { useOrderSubmission } from '../hooks/use-order-submission';
import type { useTicketChecks } from '../hooks/use-ticket-checks';
import { ReviewDialog } from './review-dialog';

export interface TicketReviewProps {
  accountId: number;
  submission: ReturnType<typeof useOrderSubmission>;
  /** The instrument, quote, position and checks' result the order was reviewed against. */
  checks: ReturnType<typeof useTicketChecks>;
}

export function TicketReview({ accountId, submission, checks }: TicketReviewProps) {
  const { phase } = submission;
  const { instrument, result, isOption, intent, position, quote } = checks;
  if (!instrument || (phase.kind !== 'review' && phase.kind !== 'sending')) return null;
  const duplicateOf = phase.kind === 'review' ? phase.duplicateOf : undefined;
  return (
    <ReviewDialog
      accountId={accountId}
      request={phase.request}
      instrument={instrument}
      estimate={result.estimate}
      isOption={isOption}
      intent={intent || undefined}
      shortSale={result.shortSale}
      position={position}
      retryAt={submission.retryAt}
      quote={quote}
      sending={phase.kind === 'sending'}
      onCancel={submission.closeReview}
      onSend={() => void submission.send()}
      duplicate={
        duplicateOf
          ? {
              pending: duplicateOf,
              onSendSameId: () => void submission.sendPendingAgain(duplicateOf),
              onKeepWaiting: submission.keepWaiting,
              onSendAsNew: () => void submission.sendAsNew(),
            }
          : undefined
      }
    />
  );
}
