// A yes / no question before an action that cannot be undone (cancel an order): the question as the
// title, what it does in a sentence, the action's own verb on the confirm button, and Keep… to back
// out. Enter confirms (the confirm button has focus: the user already asked for the action with a
// click or a hotkey, this is the second step); Escape and the backdrop keep. While the action runs
// the buttons wait; a failure shows inside with the server's message and request_id, and the user
// can try again or back out. `dontAskAgain` adds a "Don't ask again" box for a setting.
import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { ErrorPanel } from './error-panel';

export interface ConfirmDialogProps {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel: string;
  onConfirm: (options: { dontAskAgain: boolean }) => void;
  onCancel: () => void;
  busy?: boolean;
  error?: unknown;
  /** What the action was, for the error's title ("Cancelling the order"). */
  errorContext?: string;
  /** The label of a "don't ask again" checkbox (omit: none). */
  dontAskAgain?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  errorContext,
  dontAskAgain,
  danger = true,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [skip, setSkip] = useState(false);
  const failed = error !== undefined && error !== null;
  return (
    <Dialog
      title={title}
      onCancel={onCancel}
      initialFocus={confirmRef}
      busy={busy}
      className="confirm-dialog"
    >
      {children}
      {failed && <ErrorPanel error={error} {...(errorContext ? { context: errorContext } : {})} />}
      {dontAskAgain && (
        <label className="inline confirm-skip">
          <input type="checkbox" checked={skip} disabled={busy} onChange={(e) => setSkip(e.target.checked)} />{' '}
          {dontAskAgain}
        </label>
      )}
      <div className="modal-actions">
        <button type="button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          ref={confirmRef}
          className={danger ? 'danger' : 'primary'}
          disabled={busy}
          onClick={() => onConfirm({ dontAskAgain: skip })}
        >
          {busy ? (busyLabel ?? confirmLabel) : failed ? `${confirmLabel} (try again)` : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
