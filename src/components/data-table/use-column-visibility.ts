// Which columns of a table the user shows, remembered per table in localStorage (a preference:
// column ids only, never anything about the session). Falls back to memory when storage is blocked.
import { useCallback, useMemo, useState } from 'react';

const PREFIX = 'terminal.columns.';

function readHidden(tableId: string, known: readonly string[]): string[] | null {
  try {
    const raw = localStorage.getItem(PREFIX + tableId);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && known.includes(id))
      : null;
  } catch {
    return null;
  }
}

export interface ColumnVisibility {
  /** Ids of the columns shown, in the table's order. */
  visible: (id: string) => boolean;
  toggle: (id: string) => void;
  reset: () => void;
  /** The user chose the columns (until a reset): the table's defaults no longer apply. */
  chosen: boolean;
}

/**
 * `columnIds`: every choosable column; `defaultHidden`: those hidden until the user shows them (it
 * may change, e.g. with the table's width: it applies as long as the user has not chosen).
 * The choice is stored as the hidden ids, so a column added later shows by default.
 */
export function useColumnVisibility(
  tableId: string,
  columnIds: readonly string[],
  defaultHidden: readonly string[] = [],
): ColumnVisibility {
  // null: no choice of the user's, the defaults apply.
  const [chosenHidden, setChosenHidden] = useState<string[] | null>(() => readHidden(tableId, columnIds));
  // The defaults by their ids, not the array's identity: a table that works them out from its width
  // on every resize (a workspace splitter dragged) keeps the same `visible` while the same ones fit.
  const defaultKey = defaultHidden.join('\n');
  const defaults = useMemo(() => (defaultKey ? defaultKey.split('\n') : []), [defaultKey]);
  const hidden = chosenHidden ?? defaults;
  const store = useCallback(
    (next: string[] | null) => {
      try {
        if (next === null) localStorage.removeItem(PREFIX + tableId);
        else localStorage.setItem(PREFIX + tableId, JSON.stringify(next));
      } catch {
        // Blocked or full storage: the choice holds for this page only.
      }
    },
    [tableId],
  );
  const toggle = useCallback(
    (id: string) => {
      const next = hidden.includes(id) ? hidden.filter((x) => x !== id) : [...hidden, id];
      store(next);
      setChosenHidden(next);
    },
    [store, hidden],
  );
  const reset = useCallback(() => {
    store(null);
    setChosenHidden(null);
  }, [store]);
  const visible = useCallback((id: string) => !hidden.includes(id), [hidden]);
  return { visible, toggle, reset, chosen: chosenHidden !== null };
}
