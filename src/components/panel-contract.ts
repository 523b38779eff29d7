// The one contract between a feature's panel and the workspace that docks it (issue 28). A feature
// exports its panels from `features/<name>/panels.ts` as PanelDefinitions; the registry in app/
// composes them, so features still never import each other. The active account is not a prop: every
// panel reads it from the shared store (domain/active-account).
import type { ComponentType } from 'react';
import type { TicketRequest } from '@/domain/ticket-intent';

/** What a docked panel receives. */
export interface PanelProps {
  /**
   * The symbol of the panel's link group, or its own when unlinked; null before any is chosen.
   * Panels that follow a symbol (chart, instrument summary, chain, news, ticket) show it.
   */
  symbol: string | null;
  /**
   * The user chose a symbol in this panel (a board or watchlist row, a position, a screener result,
   * a news chip, a chain contract): the workspace sets it as the group's symbol.
   */
  onSymbolChosen: (symbol: string) => void;
  /**
   * The user asked for an order ticket in this panel (a chain contract's bid or ask): the workspace
   * fills the docked ticket of the panel's link group, and shows it, when the group has one; else the
   * overlay ticket opens, as from any screen (domain/ticket-intent's openTicket).
   */
  onTicket: (request: TicketRequest) => void;
  /** The docked ticket's input: the last request routed to its link group (`sequence` tells a new one). */
  ticketRequest: RoutedTicketRequest | null;
  /** False while the panel is behind another tab or minimised: release live subscriptions. */
  visible: boolean;
  /** The panel's own settings, saved with the layout (which watchlist, which saved screener, …). */
  params: Readonly<Record<string, string>>;
  /** Replace the panel's settings; the layout is saved. */
  setParams: (next: Record<string, string>) => void;
}

export interface RoutedTicketRequest {
  request: TicketRequest;
  sequence: number;
}

/** One kind of panel a feature offers. `kind` is stored in saved layouts: never rename one. */
export interface PanelDefinition {
  kind: string;
  /** The title in the add-panel menu and on the tab. */
  title: string;
  /** True when the panel follows its link group's symbol. */
  linkable: boolean;
  /** Loaded when the panel is first shown, so the workspace costs nothing until it is opened. */
  load: () => Promise<{ default: ComponentType<PanelProps> }>;
}
