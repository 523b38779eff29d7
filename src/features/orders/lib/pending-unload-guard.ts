// Reload or close while a submit of this tab has an unknown outcome asks first (the browser's own
// "Leave site?" prompt). Kept free of imports so the always-loaded orders overlay can install it
// without pulling the ticket into the entry bundle: it reads the pending-submit store's storage key
// directly, plus a flag the store sets when it had to fall back to memory.

export const PENDING_STORAGE_KEY = 'orders.pending-submits.v1';

let memoryPending = 0;

/** The store reports how many unresolved submits it holds only in memory (storage unavailable). */
export function setMemoryPendingCount(count: number): void {
  memoryPending = count;
}

export function hasPendingSubmits(): boolean {
  if (memoryPending > 0) return true;
  try {
    const raw = sessionStorage.getItem(PENDING_STORAGE_KEY);
    return raw !== null && raw !== '[]';
  } catch {
    return false;
  }
}

/** Installs the beforeunload prompt; returns the uninstaller. */
export function installPendingUnloadGuard(): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasPendingSubmits()) return;
    event.preventDefault();
    // Older Chromium needs returnValue set to show the prompt.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
}
