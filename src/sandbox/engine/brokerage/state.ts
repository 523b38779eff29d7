// The brokerage's whole state as plain JSON (decimals as strings, times as epoch ms), so the browser
// can persist it across reloads with snapshot()/restore().
import type { Account } from '@/api/schemas/accounts';

export type OrderSide = 'BUY' | 'SELL' | 'SELL_SHORT';
export type OrderTypeName =
  'MARKET' | 'LIMIT' | 'STOP' | 'STOP_LIMIT' | 'TRAILING_STOP' | 'TRAILING_STOP_LIMIT';
export type TifName =
  | 'DAY'
  | 'GOOD_TILL_CANCEL'
  | 'IMMEDIATE_OR_CANCEL'
  | 'FILL_OR_KILL'
  | 'GOOD_TILL_DATE'
  | 'AT_THE_OPENING'
  | 'AT_THE_CLOSE';
export type OrderStatusName =
  | 'PENDING_NEW'
  | 'NEW'
  | 'PARTIALLY_FILLED'
  | 'FILLED'
  | 'CANCELED'
  | 'REJECTED'
  | 'EXPIRED'
  | 'PENDING_CANCEL'
  | 'PENDING_REPLACE'
  | 'REPLACED';

export interface PersonalDetails {
  country_of_tax_residency: string | null;
  date_of_birth: string | null;
  mailing_address: {
    city: string;
    country: string;
    line1: string;
    line2?: string | null;
    postal_code: string;
    state?: string | null;
  } | null;
  phone_number: string | null;
}

export interface AccountRecord {
  account: Account & { close_date: string | null };
  personal: PersonalDetails;
  /** The caller may see and use the account (403 otherwise). */
  accessible: boolean;
}

/** A holding; quantity is signed (negative = short). Amounts include the contract multiplier. */
export interface PositionState {
  instrument_id: string;
  symbol: string;
  instrument_type: 'COMMON_STOCK' | 'OPTION';
  underlying_instrument_id: string | null;
  multiplier: string;
  quantity: string;
  /** Signed total cost of the open quantity (average-cost method). */
  cost_basis: string;
  /** Baseline for today's P&L: start-of-day value at the closing price plus today's opening fills. */
  day_basis: string;
  daily_realized: string;
  sod_quantity: string;
  closing_price: string | null;
  closing_price_date: string | null;
  /** Quantity opened today, for day-trade detection. */
  day_opened: string;
}

export interface SettlementEntry {
  /** Signed cash amount: positive = credit (sale proceeds), negative = debit (purchase). */
  amount: string;
  settle_date: string;
}

export interface SodSnapshot {
  asof: string;
  buying_power: string;
  equity: string;
  long_market_value: string;
  short_market_value: string;
  trade_cash: string;
  maintenance_margin_requirement: string | null;
  maintenance_margin_excess: string | null;
  day_trade_buying_power: string | null;
}

export interface HistorySegmentState {
  date: string;
  sod_equity: string;
  eod_equity: string;
  realized_pnl: string;
  unrealized_pnl: string;
  bought_notional: string;
  sold_notional: string;
  position_pnl: string;
}

/** A lot bought (or sold short) before the sandbox started, used to rebuild earlier history. */
export interface SeedLot {
  instrument_id: string;
  quantity: string;
  price: string;
  multiplier: string;
  date: string;
}

export interface LedgerState {
  account_id: number;
  /** Trade-date cash. */
  cash: string;
  positions: Record<string, PositionState>;
  settlements: SettlementEntry[];
  max_notional: string | null;
  day: { realized: string; bought: string; sold: string; counted_day_trades: string[] };
  /** Day trades per trading date. */
  day_trades: Record<string, number>;
  sod: SodSnapshot;
  /** Completed days since the sandbox started. */
  history: HistorySegmentState[];
  seed: { deposit: string; deposit_date: string; lots: SeedLot[]; until: string };
}

export interface TrailingState {
  watermark: string;
  watermark_ms: number;
}

/** The instrument an order trades, as the order keeps it. */
export interface OrderInstrument {
  instrument_id: string;
  symbol: string;
  instrument_type: 'COMMON_STOCK' | 'OPTION';
  underlying_instrument_id: string | null;
  /** Shares per unit: 1 for stock, the contract multiplier (100) for options. */
  multiplier: string;
  venue: string;
}

export interface OrderState extends OrderInstrument {
  id: string;
  client_order_id: string;
  account_id: number;
  side: OrderSide;
  order_type: OrderTypeName;
  time_in_force: TifName;
  quantity: string;
  filled_quantity: string;
  /** Σ price × quantity of fills, for the average fill price. */
  filled_notional: string;
  limit_price: string | null;
  stop_price: string | null;
  limit_offset: string | null;
  trailing_offset: string | null;
  trailing_offset_type: 'PRICE' | 'BPS' | null;
  expires_at_ms: number | null;
  extended_hours: boolean;
  strategy: { type: 'SOR' | 'VWAP' | 'TWAP'; start_at_ms?: number; end_at_ms?: number };
  status: OrderStatusName;
  created_ms: number;
  updated_ms: number;
  /** When the venue acknowledges (PENDING_NEW → NEW). */
  ack_ms: number;
  details: string[];
  triggered: boolean;
  trailing: TrailingState | null;
  /** The order has been in a session where it may trade (DAY orders expire when that session ends). */
  saw_session: boolean;
  /** A VWAP/TWAP order has reached its start_at and is working. */
  released: boolean;
  pending: { kind: 'cancel' | 'replace'; until_ms: number; replace?: ReplaceValues } | null;
  replaces: string | null;
  replaced_by: string | null;
}

export interface ReplaceValues {
  quantity: string | null;
  limit_price: string | null;
  stop_price: string | null;
}

export interface ExecutionState {
  id: string;
  order_id: string;
  account_id: number;
  instrument_id: string;
  symbol: string;
  underlying_instrument_id: string | null;
  side: OrderSide;
  quantity: string;
  price: string;
  time_ms: number;
  /** Sub-millisecond sequence, so transaction times are unique with nanosecond precision. */
  seq: number;
}

export interface InstructionState {
  id: string;
  instruction_id: string;
  account_id: number;
  instruction_type: 'EXERCISE' | 'DO_NOT_EXERCISE' | 'CONTRARY_EXERCISE';
  instrument_id: string;
  symbol: string;
  quantity: string;
  status: 'SENT' | 'ACCEPTED' | 'REJECTED' | 'CANCEL_REQUESTED' | 'CANCELLED' | 'CANCEL_FAILED' | 'UNKNOWN';
  created_ms: number;
  updated_ms: number;
  /** When SENT becomes ACCEPTED, or CANCEL_REQUESTED becomes CANCELLED. */
  transition_ms: number;
  rejection_reason: string | null;
  accepted_quantity: string | null;
}

export interface BrokerageSnapshot {
  version: 1;
  /** Business date (trading date) the current day's figures belong to. */
  day_date: string;
  /** Business date the sandbox started on (bulk accounts' dates are relative to it). */
  start_date: string;
  last_eval_ms: number;
  exec_seq: number;
  venue_rejects: boolean;
  all_access_revoked: boolean;
  accounts: AccountRecord[];
  bulk_account_count: number;
  ledgers: Record<string, LedgerState>;
  orders: OrderState[];
  executions: ExecutionState[];
  instructions: InstructionState[];
  /** State of the id generator, so ids after a restore do not repeat. */
  id_counter: number;
}
