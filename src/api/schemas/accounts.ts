import { z } from 'zod';
import { Uuid, IsoDate, openEnum } from './primitives';
import { i64 } from './common';

// The object schemas are built on first use (z.lazy): the entry imports this module, and building
// all of them at start-up cost the cold load time before any screen needed one (docs/performance-history.md).

/** Account status */
export const AccountStatus = z.enum(['ACTIVE', 'INACTIVE', 'CLOSED']);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** Account subtype classification providing more granular categorization */
export const AccountSubtype = z.enum(['CASH', 'MARGIN', 'OTHER']);
export type AccountSubtype = z.infer<typeof AccountSubtype>;

/** Account type classification */
export const AccountType = z.enum(['CUSTOMER', 'OTHER']);
export type AccountType = z.infer<typeof AccountType>;

/** The fields of a trading account (built when a schema using them is first parsed). */
const accountFields = () => ({
  account_holder_entity_id: z.number().int(),
  close_date: IsoDate.nullish(),
  full_name: z.string(),
  id: i64,
  open_date: IsoDate,
  options_level: i64,
  short_name: z.string(),
  status: openEnum(AccountStatus),
  subtype: openEnum(AccountSubtype),
  type: openEnum(AccountType),
});

/** Represents a trading account */
export const Account = z.lazy(() => z.looseObject(accountFields()));
export type Account = z.infer<typeof Account>;

export const MarginSessionDetails = z.lazy(() =>
  z.looseObject({
    buying_power: z.string(),
    multiplier: z.string().nullish(),
  }),
);
export type MarginSessionDetails = z.infer<typeof MarginSessionDetails>;

export const MarginTopContributor = z.lazy(() =>
  z.looseObject({
    /** Required in both documents, but deprecated, PDT-only, and absent from the OpenAPI's own margin example. */
    day_trade_buying_power_usage: z.string().nullish(),
    initial_margin_requirement: z.string(),
    maintenance_margin_requirement: z.string(),
    market_value: z.string(),
    underlying_instrument_id: Uuid,
  }),
);
export type MarginTopContributor = z.infer<typeof MarginTopContributor>;

export const MarginDetailsUsage = z.lazy(() =>
  z.looseObject({
    total: z.string(),
    used: z.string(),
  }),
);
export type MarginDetailsUsage = z.infer<typeof MarginDetailsUsage>;

export const MarginDetails = z.lazy(() =>
  z.looseObject({
    day_trade_buying_power_usage: z.string().nullish(),
    day_trade_count: z.number().int().min(0),
    initial_margin_excess: z.string(),
    initial_margin_requirement: z.string(),
    intraday_details: MarginSessionDetails,
    maintenance_margin_excess: z.string(),
    maintenance_margin_requirement: z.string(),
    overnight_details: MarginSessionDetails,
    pattern_day_trader: z.boolean(),
    top_contributors: z.array(MarginTopContributor).optional(),
    usage: MarginDetailsUsage.nullish(),
  }),
);
export type MarginDetails = z.infer<typeof MarginDetails>;

/** An account's margin type */
export const MarginType = z.enum([
  'OTHER',
  'NONE',
  'PORTFOLIO_MARGIN',
  'RISK_BASED_HAIRCUT_BROKER_DEALER',
  'REG_T',
  'RISK_BASED_HAIRCUT_MARKET_MAKER',
  'CIRO',
  'FUTURES_NLV',
  'FUTURES_TOT_EQ',
]);
export type MarginType = z.infer<typeof MarginType>;

export const AccountBalancesSod = z.lazy(() =>
  z.looseObject({
    asof: IsoDate.nullish(),
    buying_power: z.string(),
    day_trade_buying_power: z.string().nullish(),
    equity: z.string(),
    long_market_value: z.string(),
    maintenance_margin_excess: z.string().nullish(),
    maintenance_margin_requirement: z.string().nullish(),
    short_market_value: z.string(),
    trade_cash: z.string().nullish(),
  }),
);
export type AccountBalancesSod = z.infer<typeof AccountBalancesSod>;

/** Represents the balance details for a trading account */
export const AccountBalances = z.lazy(() =>
  z.looseObject({
    account_id: i64,
    buying_power: z.string(),
    currency: z.string(),
    daily_change: z.string(),
    daily_pnl: z.string(),
    daily_realized_pnl: z.string(),
    daily_total_pnl: z.string(),
    daily_unrealized_pnl: z.string(),
    equity: z.string(),
    long_market_value: z.string(),
    margin_details: MarginDetails.nullish(),
    margin_type: openEnum(MarginType),
    multiplier: z.string().nullish(),
    open_order_adjustment: z.string(),
    settled_cash: z.string(),
    short_market_value: z.string().nullish(),
    sod: AccountBalancesSod,
    trade_cash: z.string(),
    unrealized_pnl: z.string(),
    unsettled_credits: z.string(),
    unsettled_debits: z.string(),
    withdrawable_cash: z.string(),
  }),
);
export type AccountBalances = z.infer<typeof AccountBalances>;

export const AccountList = z.array(Account);
export type AccountList = z.infer<typeof AccountList>;

/** Risk settings for an account */
export const RiskSettings = z.lazy(() =>
  z.looseObject({
    max_notional: z.string().nullish(),
  }),
);
export type RiskSettings = z.infer<typeof RiskSettings>;

export const AccountSettings = z.lazy(() =>
  z.looseObject({
    risk: RiskSettings.nullish(),
  }),
);
export type AccountSettings = z.infer<typeof AccountSettings>;

/** A postal address. */
export const Address = z.lazy(() =>
  z.looseObject({
    city: z.string(),
    country: z.string(),
    line1: z.string(),
    line2: z.string().nullish(),
    postal_code: z.string(),
    state: z.string().nullish(),
  }),
);
export type Address = z.infer<typeof Address>;

/** A trading account enriched with details about the account-holder entity. */
export const AccountWithPersonalDetails = z.lazy(() =>
  z.looseObject(accountFields()).and(
    z.looseObject({
      country_of_tax_residency: z.string().nullish(),
      date_of_birth: IsoDate.nullish(),
      mailing_address: Address.nullish(),
      phone_number: z.string().nullish(),
    }),
  ),
);
export type AccountWithPersonalDetails = z.infer<typeof AccountWithPersonalDetails>;

export const PortfolioHistorySegment = z.lazy(() =>
  z.looseObject({
    bought_notional: z.string().nullish(),
    date: IsoDate,
    day_pnl: z.string().nullish(),
    eod_equity: z.string(),
    net_pnl: z.string().nullish(),
    position_pnl: z.string().nullish(),
    realized_pnl: z.string(),
    sod_equity: z.string(),
    sold_notional: z.string().nullish(),
    unrealized_pnl: z.string(),
  }),
);
export type PortfolioHistorySegment = z.infer<typeof PortfolioHistorySegment>;

export const PortfolioHistoryResponse = z.lazy(() =>
  z.looseObject({
    segments: z.array(PortfolioHistorySegment),
  }),
);
export type PortfolioHistoryResponse = z.infer<typeof PortfolioHistoryResponse>;

/** Request to update account settings */
export const UpdateAccountSettingsRequest = z.lazy(() =>
  z.object({
    risk: RiskSettings.nullish(),
  }),
);
export type UpdateAccountSettingsRequest = z.infer<typeof UpdateAccountSettingsRequest>;
