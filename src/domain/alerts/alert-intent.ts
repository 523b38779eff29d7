// Lets any screen open the "Set alert" dialog (a board or watchlist row, the instrument page, the
// Alerts screen) without importing the alerts feature, which mounts the dialog in the shell.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface AlertDialogRequest {
  /** The symbol of a new alert (empty: the dialog asks for one). */
  symbol?: string;
  /** An alert to edit instead. */
  alertId?: string;
}

export interface AlertDialogIntent {
  open: boolean;
  request: AlertDialogRequest;
  /** Increases on every open, so the dialog starts afresh for a new request. */
  sequence: number;
}

export const alertDialogStore = createStore<AlertDialogIntent>(() => ({
  open: false,
  request: {},
  sequence: 0,
}));

export function openAlertDialog(request: AlertDialogRequest = {}): void {
  alertDialogStore.setState((s) => ({ open: true, request, sequence: s.sequence + 1 }));
}

export function closeAlertDialog(): void {
  if (alertDialogStore.getState().open) alertDialogStore.setState({ open: false });
}

export function useAlertDialog<T>(selector: (state: AlertDialogIntent) => T): T {
  return useStore(alertDialogStore, selector);
}
