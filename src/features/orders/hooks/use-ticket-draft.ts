// What the ticket's user typed and saw: the draft (prefilled from the request, or restored after a
// change of account), which fields were touched, whether review was asked for (every error shows),
// and the warnings acknowledged (an edit voids them: lib/ticket-form.ts).
import { useState } from 'react';
import type { TicketRequest } from '@/domain/ticket-intent';
import { emptyDraft, type OrderDraft } from '../lib/order-draft';
import type { DraftField, WarningCode } from '../lib/validate-order';
import { acknowledgedAfter, prefilledFields } from '../lib/ticket-form';

export function useTicketDraft(request: TicketRequest, restoreDraft?: () => OrderDraft | undefined) {
  const [draft, setDraft] = useState<OrderDraft>(
    () =>
      restoreDraft?.() ??
      emptyDraft({
        symbol: request.symbol?.toUpperCase() ?? '',
        instrumentId: request.instrumentId ?? '',
        side: request.side ?? '',
        quantity: request.quantity ?? '',
        ...prefilledFields(request),
      }),
  );
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<WarningCode>>(new Set());

  /** The instrument to look up: the picked one, or the request's symbol while it is still the text. */
  const instrumentKey =
    draft.instrumentId ||
    (request.symbol && draft.symbol === request.symbol.toUpperCase() ? draft.symbol : '');

  const touch = (field: DraftField) => setTouched((t) => new Set(t).add(field));

  const update = (patch: Partial<OrderDraft>, touchedField?: DraftField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (touchedField) touch(touchedField);
    setAcknowledged((a) => acknowledgedAfter(patch, a));
  };

  const acknowledge = (code: WarningCode, on: boolean) =>
    setAcknowledged((a) => {
      const next = new Set(a);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  return {
    draft,
    instrumentKey,
    touched,
    showAllErrors,
    showErrors: () => setShowAllErrors(true),
    acknowledged,
    update,
    touch,
    acknowledge,
  };
}
