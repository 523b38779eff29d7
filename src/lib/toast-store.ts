// App-wide toasts (fills, rejections, background errors). Plain store; the Toaster renders it.
import { createStore } from 'zustand/vanilla';

export interface Toast {
  id: number;
  kind: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message?: string;
  requestId?: string;
  /** A button in the toast (Undo); running it dismisses the toast. */
  action?: { label: string; run: () => void };
}

export const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));
let nextId = 1;

export function pushToast(toast: Omit<Toast, 'id'>, ttlMs = 6000): number {
  const id = nextId++;
  toastStore.setState((s) => ({ toasts: [...s.toasts.slice(-4), { ...toast, id }] }));
  if (ttlMs > 0) setTimeout(() => dismissToast(id), ttlMs);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}
