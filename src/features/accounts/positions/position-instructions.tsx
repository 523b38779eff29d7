// Position instructions on option positions: submit one (exercise, do-not-exercise, contrary
// exercise advice), follow its status as the clearing venue answers, cancel it while outstanding.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseDecimal } from '@/domain/decimal/decimal';
import { formatQuantity } from '@/domain/decimal/format';
import { describeError } from '@/api/errors';
import {
  cancelPositionInstructionMutation,
  positionQueries,
  submitPositionInstructionsMutation,
} from '@/api/resources/positions';
import type { Position, PositionInstruction } from '@/api/schemas/positions';
import { PositionInstructionType } from '@/api/schemas/positions';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { ErrorPanel } from '@/components/error-panel';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { Select } from '@/components/form/fields';

const OUTSTANDING = new Set(['SENT', 'CANCEL_REQUESTED']);
const typeLabels: Record<string, string> = {
  EXERCISE: 'Exercise',
  DO_NOT_EXERCISE: 'Do not exercise',
  CONTRARY_EXERCISE: 'Contrary exercise advice',
};
const statusExplanations: Record<string, string> = {
  SENT: 'Accepted and submitted to the clearing venue',
  ACCEPTED: 'Accepted by the clearing venue (final)',
  REJECTED: 'Rejected (final); see the reason',
  CANCEL_REQUESTED: 'Cancel accepted; waiting for the final state',
  CANCELLED: 'Cancelled (final)',
  CANCEL_FAILED: 'The cancel could not be completed; operator attention required',
  UNKNOWN: 'The status could not be determined',
};

const when = (value: string | null | undefined) =>
  value ? formatMarketDateTime(parseTimestamp(value)) : '—';

/** The instructions' columns; with `onCancel`, a Cancel button on each one still at the venue. */
function instructionColumns(
  onCancel?: (id: string) => void,
  cancelling?: string | null,
): Array<DataColumn<PositionInstruction>> {
  return [
    { id: 'contract', header: 'Contract', cell: (i) => i.symbol },
    {
      id: 'instruction',
      header: 'Instruction',
      cell: (i) => typeLabels[i.instruction_type] ?? i.instruction_type,
    },
    {
      id: 'quantity',
      header: 'Quantity',
      align: 'right',
      className: 'mono',
      cell: (i) => formatQuantity(i.quantity),
    },
    {
      id: 'accepted',
      header: 'Accepted',
      align: 'right',
      className: 'mono',
      cell: (i) => formatQuantity(i.accepted_quantity),
    },
    {
      id: 'status',
      header: 'Status',
      title: (i) => statusExplanations[i.status],
      cell: (i) => (
        <>
          <span className="badge">{i.status}</span>
          {i.rejection_reason && <div className="muted">{i.rejection_reason}</div>}
        </>
      ),
    },
    { id: 'instruction-id', header: 'Instruction id', className: 'mono', cell: (i) => i.instruction_id },
    { id: 'created', header: 'Created', cell: (i) => when(i.created_at) },
    { id: 'updated', header: 'Updated', cell: (i) => when(i.updated_at) },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (i) =>
        onCancel &&
        i.status === 'SENT' && (
          <button
            type="button"
            aria-label={`Cancel instruction ${i.instruction_id}`}
            disabled={cancelling === i.id}
            onClick={() => onCancel(i.id)}
          >
            Cancel
          </button>
        ),
    },
  ];
}

const instructionKey = (i: PositionInstruction) => `${i.id}-${i.instruction_id}`;

export function PositionInstructions({
  accountId,
  positions,
}: {
  accountId: number;
  positions: readonly Position[];
}) {
  const queryClient = useQueryClient();
  const options = positions.filter((p) => p.instrument_type === 'OPTION');
  const instructions = useQuery({
    ...positionQueries.instructions(accountId),
    // While the venue has not answered, follow the status.
    refetchInterval: (query) => (query.state.data?.some((i) => OUTSTANDING.has(i.status)) ? 2_000 : false),
  });
  const submit = useMutation(submitPositionInstructionsMutation(queryClient, accountId));
  const cancel = useMutation(cancelPositionInstructionMutation(queryClient, accountId));
  // Its own id: the workspace can show more than one positions panel.
  const titleId = useId();
  const [instrumentId, setInstrumentId] = useState('');
  const [type, setType] = useState<PositionInstructionType>('EXERCISE');
  const [quantity, setQuantity] = useState('1');
  const [instructionId, setInstructionId] = useState('');
  const selected = options.find((p) => p.instrument_id === instrumentId) ?? options[0];
  const quantityValue = parseDecimal(quantity);
  const quantityProblem =
    !quantityValue || !quantityValue.isInteger() || quantityValue.lte(0)
      ? 'Enter a whole number of contracts'
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || quantityProblem) return;
    submit.mutate([
      {
        instrument_id: selected.instrument_id,
        instruction_type: type,
        quantity: quantityValue?.toFixed() ?? quantity,
        ...(instructionId.trim() ? { instruction_id: instructionId.trim() } : {}),
      },
    ]);
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Position instructions</h2>
      {options.length === 0 ? (
        <p className="muted">Instructions apply to option positions; this account holds none.</p>
      ) : (
        <form className="form inline-fields" onSubmit={onSubmit} aria-label="New position instruction">
          <label>
            Contract
            <Select value={selected?.instrument_id ?? ''} onChange={(e) => setInstrumentId(e.target.value)}>
              {options.map((p) => (
                <option key={p.instrument_id} value={p.instrument_id}>
                  {p.symbol} ({formatQuantity(p.quantity)})
                </option>
              ))}
            </Select>
          </label>
          <label>
            Instruction
            <Select value={type} onChange={(e) => setType(PositionInstructionType.parse(e.target.value))}>
              {PositionInstructionType.options.map((t) => (
                <option key={t} value={t}>
                  {typeLabels[t]}
                </option>
              ))}
            </Select>
          </label>
          <label>
            Contracts
            <input
              value={quantity}
              inputMode="numeric"
              aria-invalid={quantityProblem ? true : undefined}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </label>
          <label>
            Instruction id (optional)
            <input value={instructionId} maxLength={64} onChange={(e) => setInstructionId(e.target.value)} />
          </label>
          <button type="submit" className="primary" disabled={submit.isPending || !!quantityProblem}>
            {submit.isPending ? 'Submitting…' : 'Submit instruction'}
          </button>
        </form>
      )}
      {quantityProblem && options.length > 0 && <div className="field-error">{quantityProblem}</div>}
      {submit.isError && <ErrorPanel error={submit.error} context="Submitting the instruction" />}
      {submit.isSuccess && (
        <div role="status">
          <h3>Submitted</h3>
          <StaticTable
            label="Submitted instructions"
            rows={submit.data.data}
            columns={instructionColumns()}
            getRowKey={instructionKey}
          />
        </div>
      )}
      {cancel.isError && (
        <div className="form-error" role="alert">
          Cancelling failed: {describeError(cancel.error).message}
          {describeError(cancel.error).requestId && (
            <>
              {' '}
              · request_id: <code>{describeError(cancel.error).requestId}</code>
            </>
          )}
        </div>
      )}

      <h3>Instructions</h3>
      {instructions.isPending ? (
        <p className="muted">Loading instructions…</p>
      ) : instructions.isLoadingError ? (
        <ErrorPanel
          error={instructions.error}
          context="Loading instructions"
          onRetry={() => void instructions.refetch()}
        />
      ) : instructions.data.length === 0 ? (
        <p className="muted">No position instructions.</p>
      ) : (
        <StaticTable
          label="Position instructions"
          rows={instructions.data}
          columns={instructionColumns(
            (id) => cancel.mutate(id),
            cancel.isPending ? (cancel.variables ?? null) : null,
          )}
          getRowKey={instructionKey}
        />
      )}
    </section>
  );
}
