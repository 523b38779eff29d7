// The fields of AccountBalances grouped as a trader reads them, each with the one-line
// explanation shown on hover, and its start-of-day counterpart when the snapshot has one.
import type { AccountBalances, AccountBalancesSod } from '@/api/schemas/accounts';

type BalanceMoneyKey =
  | 'equity'
  | 'daily_change'
  | 'daily_total_pnl'
  | 'daily_realized_pnl'
  | 'daily_unrealized_pnl'
  | 'daily_pnl'
  | 'unrealized_pnl'
  | 'trade_cash'
  | 'settled_cash'
  | 'withdrawable_cash'
  | 'unsettled_credits'
  | 'unsettled_debits'
  | 'buying_power'
  | 'open_order_adjustment'
  | 'multiplier'
  | 'long_market_value'
  | 'short_market_value';
type SodKey = 'equity' | 'trade_cash' | 'buying_power' | 'long_market_value' | 'short_market_value';

/** The value of one field (a decimal string, or absent). */
export const balanceValue = (balances: AccountBalances, key: BalanceMoneyKey): string | null | undefined =>
  balances[key];
export const sodValue = (sod: AccountBalancesSod, key: SodKey): string | null | undefined => sod[key];

export interface BalanceField {
  key: BalanceMoneyKey;
  label: string;
  explanation: string;
  /** The start-of-day snapshot's value of the same figure. */
  sod?: SodKey;
  /** A P&L figure: coloured by sign. */
  pnl?: boolean;
  /** Not money (e.g. a multiplier): shown as a plain decimal. */
  plain?: boolean;
}

export interface BalanceGroup {
  title: string;
  fields: BalanceField[];
}

export const balanceGroups: BalanceGroup[] = [
  {
    title: 'Equity and P&L',
    fields: [
      {
        key: 'equity',
        label: 'Equity',
        explanation:
          'Total account value: cash plus the market value of long positions, minus short positions.',
        sod: 'equity',
      },
      {
        key: 'daily_change',
        label: 'Daily change',
        explanation: 'Change in equity since the start of the trading day.',
        pnl: true,
      },
      {
        key: 'daily_total_pnl',
        label: 'Daily total P&L',
        explanation: 'Total profit or loss since the start of the day: realized plus unrealized.',
        pnl: true,
      },
      {
        key: 'daily_realized_pnl',
        label: 'Daily realized P&L',
        explanation: 'Profit or loss locked in by positions closed since the start of the day.',
        pnl: true,
      },
      {
        key: 'daily_unrealized_pnl',
        label: 'Daily unrealized P&L',
        explanation: 'Change in value of open positions relative to the prior close.',
        pnl: true,
      },
      {
        key: 'daily_pnl',
        label: 'Daily P&L',
        explanation: 'Profit or loss for the day as reported by the broker.',
        pnl: true,
      },
      {
        key: 'unrealized_pnl',
        label: 'Unrealized P&L',
        explanation: 'Profit or loss of all open positions against their cost basis.',
        pnl: true,
      },
    ],
  },
  {
    title: 'Cash',
    fields: [
      {
        key: 'trade_cash',
        label: 'Trade cash',
        explanation: 'Cash as of trade date: includes trades that have not settled yet.',
        sod: 'trade_cash',
      },
      {
        key: 'settled_cash',
        label: 'Settled cash',
        explanation: 'Cash from settled trades, available for withdrawal or trading.',
      },
      {
        key: 'withdrawable_cash',
        label: 'Withdrawable cash',
        explanation: 'Cash you can withdraw now.',
      },
      {
        key: 'unsettled_credits',
        label: 'Unsettled credits',
        explanation: 'Money due to the account from trades that have not settled yet (e.g. sales).',
      },
      {
        key: 'unsettled_debits',
        label: 'Unsettled debits',
        explanation: 'Money the account owes for trades that have not settled yet (e.g. purchases).',
      },
    ],
  },
  {
    title: 'Buying power',
    fields: [
      {
        key: 'buying_power',
        label: 'Buying power',
        explanation: 'How much you can buy now, after open orders are taken into account.',
        sod: 'buying_power',
      },
      {
        key: 'open_order_adjustment',
        label: 'Open-order adjustment',
        explanation: 'Signed correction to buying power for orders that are still open.',
      },
      {
        key: 'multiplier',
        label: 'Margin multiplier',
        explanation: 'Multiplier applied to equity to compute buying power (1 for cash accounts).',
        plain: true,
      },
    ],
  },
  {
    title: 'Market value',
    fields: [
      {
        key: 'long_market_value',
        label: 'Long market value',
        explanation: 'Current value of all long positions.',
        sod: 'long_market_value',
      },
      {
        key: 'short_market_value',
        label: 'Short market value',
        explanation: 'Current value of all short positions (what it would cost to buy them back).',
        sod: 'short_market_value',
      },
    ],
  },
];

export const marginTypeLabels: Record<string, string> = {
  OTHER: 'Other',
  NONE: 'None (cash)',
  PORTFOLIO_MARGIN: 'Portfolio margin',
  RISK_BASED_HAIRCUT_BROKER_DEALER: 'Risk-based haircut (broker-dealer)',
  REG_T: 'Reg T',
  RISK_BASED_HAIRCUT_MARKET_MAKER: 'Risk-based haircut (market maker)',
  CIRO: 'CIRO',
  FUTURES_NLV: 'Futures (net liquidation value)',
  FUTURES_TOT_EQ: 'Futures (total equity)',
};
