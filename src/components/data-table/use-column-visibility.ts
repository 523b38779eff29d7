// Which columns of a table the user shows, remembered per table in localStorage (a preference:
// column ids only, never anything about the session). Falls back to memory when storage is blocked.
import { useCallback, useState } from 'react';

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
}

/**
 * `columnIds`: every choosable column; `defaultHidden`: those hidden until the user shows them.
 * The choice is stored as the hidden ids, so a column added later shows by default.
 */
export function useColumnVisibility(
  tableId: string,
  columnIds: readonly string[],
  defaultHidden: readonly string[] = [],
): ColumnVisibility {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(tableId, columnIds) ?? [...defaultHidden]);
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
    (id: string) =>
      setHidden((current) => {
        const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
        store(next);
        return next;
      }),
    [store],
  );
  const reset = useCallback(() => {
    store(null);
    setHidden([...defaultHidden]);
  }, [store, defaultHidden]);
  const visible = useCallback((id: string) => !hidden.includes(id), [hidden]);
  return { visible, toggle, reset };
}
