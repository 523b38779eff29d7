// The one popover of the app: a panel anchored to the button that opens it (the column chooser, the
// watchlist menu, the screener's field picker, the hotkeys help). The same rules everywhere:
// - the trigger says whether it is open (aria-expanded) and what it opens (aria-haspopup,
//   aria-controls), and a click on it toggles the panel;
// - a press outside the trigger and the panel closes it (focus goes where the user pressed);
// - Escape inside closes it and returns focus to the trigger, and goes no further (an outer dialog,
//   panel or hotkey layer does not also close on it);
// - when it opens, focus moves to its first control (or stays, for a panel that only informs);
// - `layer`: the panel goes to the browser's top layer (the popover attribute) at a fixed place under
//   the trigger, so a scrolling or transformed table row never clips it; it closes when what it
//   points at moves (a scroll outside it, a resize) rather than float away.
// The panel element is the caller's (a fieldset, a menu, a dialog): it spreads the props it is given.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Closes an open overlay on a press outside every element of `inside`, and gives the Escape handler
 * to put on the overlay (it stops the key there: nothing else closes on it).
 */
export function useDismiss(
  open: boolean,
  inside: ReadonlyArray<RefObject<HTMLElement | null> | HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): { onKeyDown: (event: KeyboardEvent) => void } {
  const latest = useRef({ inside, onDismiss });
  useLayoutEffect(() => {
    latest.current = { inside, onDismiss };
  });
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const within = (el: RefObject<HTMLElement | null> | HTMLElement | null) =>
        (el instanceof HTMLElement ? el : el?.current)?.contains(target) ?? false;
      if (latest.current.inside.some(within)) return;
      latest.current.onDismiss('outside');
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!open || event.key !== 'Escape') return;
      // Prevented too: a native dialog around the popover would otherwise take it as its cancel.
      event.preventDefault();
      event.stopPropagation();
      latest.current.onDismiss('escape');
    },
    [open],
  );
  return { onKeyDown };
}

export interface PopoverTriggerProps {
  ref: (element: HTMLButtonElement | null) => void;
  'aria-expanded': boolean;
  'aria-haspopup': 'dialog' | 'menu' | 'true';
  'aria-controls': string | undefined;
  onClick: () => void;
}

export interface PopoverPanelProps {
  ref: (element: HTMLElement | null) => void;
  id: string;
  popover?: 'manual';
  style?: CSSProperties;
}

export interface PopoverProps {
  /** The button that opens it: spread the props on it. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The panel, only while open: spread `panel` on its element; `close` closes it from inside. */
  children: (panel: PopoverPanelProps, close: (options?: { refocus?: boolean }) => void) => ReactNode;
  /** Controlled: whether it is open (with `onOpenChange`); uncontrolled without. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The anchor's class (it wraps the trigger and an in-place panel). */
  className?: string;
  /** What the trigger opens, for aria-haspopup. Default: dialog. */
  haspopup?: PopoverTriggerProps['aria-haspopup'];
  /** Where focus goes on open: the panel's first control (default), or it stays (an info panel). */
  initialFocus?: 'first' | 'none';
  /** Close when focus leaves the trigger and the panel (Tab away), not only on a press outside. */
  closeOnFocusOut?: boolean;
  /** In the top layer at a fixed place under the trigger, `width` wide, aligned to its right edge. */
  layer?: { width: number };
  /** The anchor's own keys (e.g. keep them from a table row's handlers). */
  onAnchorKeyDown?: (event: KeyboardEvent) => void;
}

/** The Popover API (top layer); without it a `layer` panel is still fixed under its trigger. */
const TOP_LAYER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"]), [role^="menuitem"]';

export function Popover({
  trigger,
  children,
  open: controlled,
  onOpenChange,
  className,
  haspopup = 'dialog',
  initialFocus = 'first',
  closeOnFocusOut = false,
  layer,
  onAnchorKeyDown,
}: PopoverProps) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const anchorRef = useRef<HTMLSpanElement>(null);
  // Elements in state (callback refs): the trigger and the panel are the caller's elements.
  const [triggerEl, setTriggerEl] = useState<HTMLButtonElement | null>(null);
  const [panelEl, setPanelEl] = useState<HTMLElement | null>(null);
  const id = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const close = useCallback(
    ({ refocus = true }: { refocus?: boolean } = {}) => {
      setOpen(false);
      if (refocus) triggerEl?.focus();
    },
    [setOpen, triggerEl],
  );
  const { onKeyDown } = useDismiss(open, [anchorRef, panelEl], (reason) =>
    close({ refocus: reason === 'escape' }),
  );

  // Top layer: placed under the trigger when it opens; closed when the page under it moves.
  useLayoutEffect(() => {
    if (!open || !layer || !panelEl) return undefined;
    const rect = triggerEl?.getBoundingClientRect();
    const left = rect
      ? Math.max(8, Math.min(rect.right - layer.width, window.innerWidth - layer.width - 8))
      : 8;
    Object.assign(panelEl.style, {
      top: `${(rect?.bottom ?? 0) + 4}px`,
      left: `${left}px`,
      right: 'auto',
      bottom: 'auto',
      width: `${layer.width}px`,
    });
    if (panelEl.showPopover && !panelEl.matches(':popover-open')) panelEl.showPopover();
    const onMove = (event: Event) => {
      if (event.target instanceof Node && panelEl.contains(event.target)) return;
      close({ refocus: false });
    };
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, layer?.width, panelEl]); // eslint-disable-line react-hooks/exhaustive-deps

  // Focus into the panel once it is there (a panel may render its controls a moment later).
  useEffect(() => {
    if (!open || initialFocus === 'none') return;
    const panel = panelEl;
    if (!panel || (panel.contains(document.activeElement) && document.activeElement !== panel)) return;
    const first =
      panel.querySelector<HTMLElement>('[autofocus]') ?? panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();
  }, [open, initialFocus, panelEl]);

  const triggerProps: PopoverTriggerProps = {
    ref: setTriggerEl,
    'aria-expanded': open,
    'aria-haspopup': haspopup,
    'aria-controls': open ? id : undefined,
    onClick: () => (open ? close({ refocus: false }) : setOpen(true)),
  };
  const panelProps: PopoverPanelProps = {
    ref: setPanelEl,
    id,
    ...(layer
      ? { ...(TOP_LAYER ? { popover: 'manual' as const } : {}), style: { position: 'fixed', margin: 0 } }
      : {}),
  };

  return (
    <span
      ref={anchorRef}
      className={`popover-anchor${className ? ` ${className}` : ''}`}
      onKeyDown={(event) => {
        onKeyDown(event);
        onAnchorKeyDown?.(event);
      }}
      onBlur={
        closeOnFocusOut
          ? (event) => {
              const to = event.relatedTarget as Node | null;
              if (open && !event.currentTarget.contains(to) && !panelEl?.contains(to))
                close({ refocus: false });
            }
          : undefined
      }
    >
      {trigger(triggerProps)}
      {open && children(panelProps, close)}
    </span>
  );
}
