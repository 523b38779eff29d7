// Lets any screen open the order ticket panel (a symbol, a position row, a quote) without importing
// the orders feature: screens call openTicket(); the panel mounted in the shell reads the intent.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { OrderSide, RequestOrderType, RequestTimeInForce, TrailingOffsetType } from './order-vocabulary';

export type TicketSide = OrderSide;

export interface TicketRequest {
  accountId?: number;
  symbol?: string;
  instrumentId?: string;
  side?: TicketSide;
  quantity?: string;
  /** A prefilled order (e.g. from the assistant): every field still goes through the ticket's checks. */
  orderType?: RequestOrderType;
  limitPrice?: string;
  stopPrice?: string;
  trailingOffset?: string;
  trailingOffsetType?: TrailingOffsetType;
  limitOffset?: string;
  timeInForce?: RequestTimeInForce;
  extendedHours?: boolean;
  /** Where the request came from, shown in the ticket (e.g. "Prepared by the assistant"). */
  origin?: string;
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
  /** The field to focus once the panel for this request has rendered (consumed by the panel). */
  entryFocus: { field: 'instrument' | 'quantity'; sequence: number } | null;
}

export const ticketIntentStore = createStore<TicketIntent>(() => ({
  open: false,
  request: {},
  sequence: 0,
  focusedSymbol: null,
  locked: false,
  entryFocus: null,
}));

/** Opens the ticket panel with `request`. Returns false (and changes nothing) while the ticket is locked. */
export function openTicket(request: TicketRequest = {}): boolean {
  const state = ticketIntentStore.getState();
  if (state.open && state.locked) return false;
  ticketIntentStore.setState((s) => ({ open: true, request, sequence: s.sequence + 1 }));
  return true;
}

const ACCOUNT_PATH = /^\/accounts\/(\d+)(?:\/|$)/;

/** The trading hotkeys: B opens a buy ticket, S a sell ticket (on a focused row, or anywhere). */
export const tradeSideOfKey = (key: string): TicketSide | null =>
  key === 'b' || key === 'B' ? 'BUY' : key === 's' || key === 'S' ? 'SELL' : null;

/** The account a screen shows (`/accounts/100001/...` → 100001): where a new ticket sends by default. */
export function accountIdInPath(pathname: string): number | undefined {
  const id = ACCOUNT_PATH.exec(pathname)?.[1];
  return id ? Number(id) : undefined;
}

/**
 * The field the user types into first: quantity when the symbol is known, else the instrument search.
 * The panel focuses it in the same commit that renders it (however long its chunk took to load), so a
 * field the user has already clicked is never taken from them by a late timer.
 */
export function focusTicketEntry(symbolKnown: boolean): void {
  const { sequence } = ticketIntentStore.getState();
  ticketIntentStore.setState({ entryFocus: { field: symbolKnown ? 'quantity' : 'instrument', sequence } });
}

/** Called by the panel once it has focused (or skipped) the entry field. */
export function consumeTicketEntryFocus(): void {
  if (ticketIntentStore.getState().entryFocus !== null) ticketIntentStore.setState({ entryFocus: null });
}

/** Closes the panel; returns false while the ticket is locked. */
export function closeTicket(): boolean {
  if (ticketIntentStore.getState().locked) return false;
  ticketIntentStore.setState({ open: false });
  return true;
}

// The open ticket panel installs its own close (it asks first while a submit of this tab for the
// account is unconfirmed); Escape and other "close" requests go through it.
let closeHandler: (() => void) | null = null;

export function setTicketCloseHandler(handler: (() => void) | null): void {
  closeHandler = handler;
}

/** Close as the ticket's × would: false while locked (an outcome is unknown). */
export function requestCloseTicket(): boolean {
  if (ticketIntentStore.getState().locked) return false;
  if (closeHandler) closeHandler();
  else ticketIntentStore.setState({ open: false });
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
