// Position instructions on option positions: submit one (exercise, do-not-exercise, contrary
// exercise advice), follow its status as the clearing venue answers, cancel it while outstanding.
import { useState, type FormEvent } from 'react';
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
import { ErrorPanel } from '@/components/error-panel';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';

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

function InstructionRows({
  instructions,
  onCancel,
  cancelling,
}: {
  instructions: readonly PositionInstruction[];
  onCancel?: (id: string) => void;
  cancelling?: string | null;
}) {
  return (
    <tbody>
      {instructions.map((i) => (
        <tr key={`${i.id}-${i.instruction_id}`}>
          <td>{i.symbol}</td>
          <td>{typeLabels[i.instruction_type] ?? i.instruction_type}</td>
          <td className="num mono">{formatQuantity(i.quantity)}</td>
          <td className="num mono">{formatQuantity(i.accepted_quantity)}</td>
          <td title={statusExplanations[i.status]}>
            <span className="badge">{i.status}</span>
            {i.rejection_reason && <div className="muted">{i.rejection_reason}</div>}
          </td>
          <td className="mono">{i.instruction_id}</td>
          <td>{when(i.created_at)}</td>
          <td>{when(i.updated_at)}</td>
          <td>
            {onCancel && i.status === 'SENT' && (
              <button
                type="button"
                aria-label={`Cancel instruction ${i.instruction_id}`}
                disabled={cancelling === i.id}
                onClick={() => onCancel(i.id)}
              >
                Cancel
              </button>
            )}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

function InstructionTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">Contract</th>
        <th scope="col">Instruction</th>
        <th scope="col" className="num">
          Quantity
        </th>
        <th scope="col" className="num">
          Accepted
        </th>
        <th scope="col">Status</th>
        <th scope="col">Instruction id</th>
        <th scope="col">Created</th>
        <th scope="col">Updated</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

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
    <section className="panel" aria-labelledby="instructions-title">
      <h2 id="instructions-title">Position instructions</h2>
      {options.length === 0 ? (
        <p className="muted">Instructions apply to option positions; this account holds none.</p>
      ) : (
        <form className="form inline-fields" onSubmit={onSubmit} aria-label="New position instruction">
          <label>
            Contract
            <select value={selected?.instrument_id ?? ''} onChange={(e) => setInstrumentId(e.target.value)}>
              {options.map((p) => (
                <option key={p.instrument_id} value={p.instrument_id}>
                  {p.symbol} ({formatQuantity(p.quantity)})
                </option>
              ))}
            </select>
          </label>
          <label>
            Instruction
            <select value={type} onChange={(e) => setType(PositionInstructionType.parse(e.target.value))}>
              {PositionInstructionType.options.map((t) => (
                <option key={t} value={t}>
                  {typeLabels[t]}
                </option>
              ))}
            </select>
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
          <table className="data-table" aria-label="Submitted instructions">
            <InstructionTableHead />
            <InstructionRows instructions={submit.data.data} />
          </table>
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
        <table className="data-table" aria-label="Position instructions">
          <InstructionTableHead />
          <InstructionRows
            instructions={instructions.data}
            onCancel={(id) => cancel.mutate(id)}
            cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
          />
        </table>
      )}
    </section>
  );
}
