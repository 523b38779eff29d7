// The review step of the ticket's submission: the dialog while the order is reviewed or sent, with
// the three choices that replace Send when it would duplicate an unresolved submit of this tab.
import type { HeldPosition, OptionIntent } from '../lib/order-draft';
import type { TicketInstrument, ValidationResult } from '../lib/validate-order';
import type { TicketQuoteView } from '../hooks/use-ticket-quote';
import type { useOrderSubmission } from '../hooks/use-order-submission';
import { ReviewDialog } from './review-dialog';

export interface TicketReviewProps {
  accountId: number;
  submission: ReturnType<typeof useOrderSubmission>;
  instrument: TicketInstrument;
  result: ValidationResult;
  isOption: boolean;
  intent: OptionIntent | '';
  position: HeldPosition | null | undefined;
  quote: TicketQuoteView | undefined;
}

export function TicketReview({
  accountId,
  submission,
  instrument,
  result,
  isOption,
  intent,
  position,
  quote,
}: TicketReviewProps) {
  const { phase } = submission;
  if (phase.kind !== 'review' && phase.kind !== 'sending') return null;
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
