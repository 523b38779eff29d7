// The one modal dialog of the app, on the native <dialog> opened with showModal(): it sits in the
// browser's top layer (above every panel, transformed row or stacking context, so no portal is
// needed wherever it is rendered) and the rest of the page is inert while it is open.
// Focus moves in on open (to `initialFocus`, e.g. Cancel so Enter never confirms by accident; else
// the first field or button), Tab and Shift+Tab stay inside, Escape (the dialog's cancel event) and
// the backdrop cancel (not while `busy`, nor when there is no `onCancel`), and focus returns to the
// element that opened it. Labelled by its title and described by `description`.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';

export interface DialogProps {
  title: ReactNode;
  /** A sentence saying what the dialog is for; read by screen readers with the title. */
  description?: ReactNode;
  /** Escape and the backdrop call it. Omit for a dialog the user must answer (a lapsed session). */
  onCancel?: () => void;
  /** What gets focus first; default: the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Escape and the backdrop do nothing while an action is running. */
  busy?: boolean;
  className?: string;
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function Dialog({
  title,
  description,
  onCancel,
  initialFocus,
  children,
  busy = false,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  /** Cancels unless busy or there is no way to; says whether it did. */
  const cancel = () => {
    if (busy || !onCancel) return false;
    onCancel();
    return true;
  };

  // Runs once per opening: the opener is whatever had focus before the dialog mounted. showModal()
  // in a layout effect, so the dialog is in the top layer before the first paint.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const root = ref.current;
    const target = initialFocus?.current ?? (root ? focusableIn(root)[0] : undefined) ?? root;
    target?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Escape asks the dialog to close (the cancel event): React decides, the element never closes
  // itself. A browser may refuse to let a page keep a dialog open on a repeated Escape (the cancel
  // is then not cancelable and the dialog closes): a dialog that must stay (busy, or no way to
  // cancel) opens again, any other is cancelled as Escape asked.
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    cancel();
  };
  const onNativeClose = () => {
    const dialog = ref.current;
    if (!dialog?.isConnected || dialog.open) return;
    if (!cancel()) dialog.showModal();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The dialog's own: a hotkey layer or an outer panel must not also close on this Escape. Its
      // default stays, so the browser turns it into the cancel event.
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && ref.current.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // A press on the backdrop reaches the dialog element itself, outside its box.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) cancel();
  };

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClose={onNativeClose}
      onMouseDown={onMouseDown}
    >
      <h2 id={titleId}>{title}</h2>
      {description && (
        <p id={descriptionId} className="modal-description">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
