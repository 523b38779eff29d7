// The one modal dialog of the app. Focus moves in on open (to `initialFocus`, e.g. Cancel so Enter
// never confirms by accident; else the first field or button), Tab and Shift+Tab stay inside,
// Escape and the backdrop cancel (not while `busy`, nor when there is no `onCancel`), and focus
// returns to the element that opened it. Labelled by its title and described by `description`.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

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
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Runs once per opening: the opener is whatever had focus before the dialog mounted.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    const target = initialFocus?.current ?? (root ? focusableIn(root)[0] : undefined) ?? root;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const cancel = () => {
    if (!busy) onCancel?.();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Handled here: a hotkey layer or an outer panel must not also close on this Escape.
      event.stopPropagation();
      event.preventDefault();
      cancel();
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

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && cancel()}>
      <div
        ref={ref}
        className={`modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {description && (
          <p id={descriptionId} className="modal-description">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
