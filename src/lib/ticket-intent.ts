// Lets any screen open the order ticket panel (a symbol, a position row, a quote) without importing
// the orders feature: screens call openTicket(); the panel mounted in the shell reads the intent.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type TicketSide = 'BUY' | 'SELL' | 'SELL_SHORT';

export interface TicketRequest {
  accountId?: number;
  symbol?: string;
  instrumentId?: string;
  side?: TicketSide;
  quantity?: string;
}

export interface TicketIntent {
  open: boolean;
  request: TicketRequest;
  /** Increases on every openTicket call, so the panel can tell a new request from the same one. */
  sequence: number;
  /** The symbol the user is looking at (a focused row or quote), for the B / S hotkeys. */
  focusedSymbol: string | null;
  /** The open ticket holds an order whose outcome is not settled: it may not be closed or replaced. */
  locked: boolean;
}

export const ticketIntentStore = createStore<TicketIntent>(() => ({
  open: false,
  request: {},
  sequence: 0,
  focusedSymbol: null,
  locked: false,
}));

/** Opens the ticket panel with `request`. Returns false (and changes nothing) while the ticket is locked. */
export function openTicket(request: TicketRequest = {}): boolean {
  const state = ticketIntentStore.getState();
  if (state.open && state.locked) return false;
  ticketIntentStore.setState((s) => ({ open: true, request, sequence: s.sequence + 1 }));
  return true;
}

/** Closes the panel; returns false while the ticket is locked. */
export function closeTicket(): boolean {
  if (ticketIntentStore.getState().locked) return false;
  ticketIntentStore.setState({ open: false });
  return true;
}

/** The ticket reports whether its order's outcome is still unsettled. */
export function setTicketLocked(locked: boolean): void {
  if (ticketIntentStore.getState().locked !== locked) ticketIntentStore.setState({ locked });
}

/** Screens call this when a row or quote with a symbol gains focus (null when it loses it). */
export function setFocusedSymbol(symbol: string | null): void {
  if (ticketIntentStore.getState().focusedSymbol !== symbol)
    ticketIntentStore.setState({ focusedSymbol: symbol });
}

export function useTicketIntent(): TicketIntent;
export function useTicketIntent<T>(selector: (intent: TicketIntent) => T): T;
export function useTicketIntent<T>(selector?: (intent: TicketIntent) => T) {
  return useStore(ticketIntentStore, selector ?? ((s: TicketIntent) => s as unknown as T));
}
