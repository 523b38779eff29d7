// Which real tickers carry which special trading states in the sandbox. Tests and e2e specs rely on
// these, so keep them stable:
//
//   hard to borrow (easy_to_borrow false) ... GME, AMC, BYND, PLUG, LCID, UPST, SAVA, OCGN
//                                             (plus every OTC name and preferred share)
//   short prohibited ........................ SAVA, OCGN
//   Reg SHO threshold security .............. SAVA, OCGN, BYND
//   publicly traded partnership (is_ptp) .... EPD, ET, MPLX, PAA, WES (MLPs); USO, UNG (commodity pools)
//   restricted (is_restricted) .............. SPCE
//   liquidation only ........................ CHPT
//   not tradable / inactive (delisted) ...... NKLA, FRCB (hidden from search unless include_inactive)
//   not fractionable ........................ BRK.A, NVR, SEB, MKL, every preferred, every OTC name
//   not marginable .......................... every OTC name, anything under $3, SPCE, CHPT
//   OTC (venue OTCM) ........................ NSRGY, RHHBY, BAYRY, TCEHY, NTDOY, LVMUY, ADDYY, VWAGY,
//                                             DNZOY, SIEGY, SSNLF, FRCB
//   preferred shares (PREFERRED_STOCK) ...... JPM.PR.C, BAC.PR.L, WFC.PR.L, GS.PR.D, MS.PR.A, MET.PR.A,
//                                             ALL.PR.H, SCHW.PR.J, USB.PR.H, KEY.PR.K, PSA.PR.H, T.PR.A, DUK.PR.A

// prettier-ignore
export const HARD_TO_BORROW: ReadonlySet<string> = new Set(['GME', 'AMC', 'BYND', 'PLUG', 'LCID', 'UPST', 'SAVA', 'OCGN']);
export const SHORT_PROHIBITED: ReadonlySet<string> = new Set(['SAVA', 'OCGN']);
export const THRESHOLD_SECURITIES: ReadonlySet<string> = new Set(['SAVA', 'OCGN', 'BYND']);
// prettier-ignore
export const PUBLICLY_TRADED_PARTNERSHIPS: ReadonlySet<string> = new Set(['EPD', 'ET', 'MPLX', 'PAA', 'WES', 'USO', 'UNG']);
export const RESTRICTED: ReadonlySet<string> = new Set(['SPCE']);
export const LIQUIDATION_ONLY: ReadonlySet<string> = new Set(['CHPT']);
export const NOT_TRADABLE: ReadonlySet<string> = new Set(['NKLA', 'FRCB']);
export const NOT_FRACTIONABLE: ReadonlySet<string> = new Set(['BRK.A', 'NVR', 'SEB', 'MKL']);
export const NOT_MARGINABLE: ReadonlySet<string> = new Set(['SPCE', 'CHPT']);
/** Listed names without listed options (besides OTC names, preferreds and inactive names). */
export const NO_OPTIONS: ReadonlySet<string> = new Set(['BRK.A', 'SEB', 'MKL', 'NVR']);

/** Leverage of leveraged and inverse funds: margin requirements scale with it. */
export const FUND_LEVERAGE: Readonly<Record<string, number>> = {
  TQQQ: 3,
  SQQQ: 3,
  SOXL: 3,
  TSLL: 2,
  UVXY: 1.5,
};

/** Issuers outside the United States (ISO 3166 alpha-2); everything else is US. */
// prettier-ignore
export const ISSUER_COUNTRY: Readonly<Record<string, string>> = {
  SAP: 'DE', ASML: 'NL', TSM: 'TW', SONY: 'JP', SHOP: 'CA', ARM: 'GB', CHKP: 'IL', LOGI: 'CH', SPOT: 'LU',
  BIDU: 'CN', NTES: 'CN', BABA: 'CN', PDD: 'IE', JD: 'CN', TM: 'JP', HMC: 'JP', STLA: 'NL', RACE: 'IT',
  BIRK: 'GB', VIK: 'BM', DEO: 'GB', BUD: 'BE', UL: 'GB', BTI: 'GB', SHEL: 'GB', BP: 'GB', TTE: 'FR',
  NU: 'KY', HSBC: 'GB', RY: 'CA', TD: 'CA', MUFG: 'JP', KLAR: 'GB', ETOR: 'IL', BLSH: 'KY', TEVA: 'IL',
  NVO: 'DK', AZN: 'GB', NVS: 'CH', SNY: 'FR', GSK: 'GB', CRSP: 'CH', B: 'CA', RIO: 'GB', BHP: 'AU',
  VALE: 'BR', NSRGY: 'CH', RHHBY: 'CH', BAYRY: 'DE', TCEHY: 'CN', NTDOY: 'JP', LVMUY: 'FR', ADDYY: 'DE',
  VWAGY: 'DE', DNZOY: 'JP', SIEGY: 'DE', SSNLF: 'KR',
};

/** Month in which the fiscal year ends, for issuers whose fiscal year is not the calendar year. */
// prettier-ignore
export const FISCAL_YEAR_END_MONTH: Readonly<Record<string, number>> = {
  AAPL: 9, MSFT: 6, NVDA: 1, WMT: 1, ORCL: 5, CSCO: 7, NKE: 5, COST: 8, ADBE: 11, CRM: 1, INTU: 7, ADI: 10,
  AMAT: 10, MU: 8, AVGO: 10, QCOM: 9, DE: 10, FDX: 5, HD: 1, LOW: 1, TGT: 1, TJX: 1, ROST: 1, DG: 1,
  DLTR: 1, SNOW: 1, PANW: 7, WDAY: 1, LULU: 1, GIS: 5, SBUX: 9, DIS: 9, V: 9, MDT: 4, PG: 6, EL: 6,
  KLAC: 6, LRCX: 6, ADP: 6, PAYX: 5, ACN: 8, CRWD: 1, DELL: 1, HPQ: 10, HPE: 10, ZS: 7, MDB: 1, OKTA: 1,
  DOCU: 1, ZM: 1, BBY: 1, GME: 1, ULTA: 1, DECK: 3, RL: 3, TPR: 6, CCL: 11, KMX: 2, STX: 6, WDC: 6,
  NTAP: 4, PSTG: 1, TTWO: 3, EA: 3, CPB: 7, SJM: 4, CAG: 5, KR: 1, SYY: 6, TSN: 9, HRL: 10, MKC: 11,
  'BF.B': 4, STZ: 2, CAH: 6, MCK: 3, COR: 9, BDX: 9, RMD: 6, ROK: 9, EMR: 9, PH: 6, JCI: 9, CTAS: 5,
  AZO: 8, DRI: 5, TM: 3, HMC: 3, SONY: 3, MUFG: 3, NTDOY: 3, DNZOY: 3, RY: 10, TD: 10, SIEGY: 9, BHP: 6,
};

/** Issuers that lost money over the last year (GAAP), so their statements show losses. */
// prettier-ignore
export const LOSS_MAKERS: ReadonlySet<string> = new Set([
  'RIVN', 'LCID', 'PLUG', 'CHPT', 'SPCE', 'NKLA', 'BYND', 'SAVA', 'OCGN', 'NVAX', 'SNOW', 'U', 'S', 'RGTI',
  'QBTS', 'IONQ', 'SOUN', 'AI', 'RKLB', 'JOBY', 'ACHR', 'OPEN', 'PTON', 'MRNA', 'TDOC', 'CRSP', 'BA',
  'INTC', 'AMC', 'LUMN', 'W', 'CRWV', 'FIG', 'CHYM', 'KLAR', 'GEMI', 'OKLO', 'MP', 'CLF', 'JBLU', 'ALB',
  'DOW', 'MDB', 'NET', 'ZS', 'TEAM', 'HUBS', 'SNAP', 'RBLX', 'ROKU', 'PATH', 'ESTC', 'GTLB', 'BILL',
  'WBD', 'FRCB', 'UAA', 'KSS',
]);

/** Distributions paid monthly or weekly (everything else that pays does so quarterly). */
export type DistributionFrequency = 'Weekly' | 'Monthly' | 'Quarterly' | 'Semi-Annual' | 'Annual';

// prettier-ignore
export const DISTRIBUTION_FREQUENCY: Readonly<Record<string, DistributionFrequency>> = {
  O: 'Monthly', JEPI: 'Monthly', JEPQ: 'Monthly', DIVO: 'Monthly', AGG: 'Monthly', BND: 'Monthly',
  TLT: 'Monthly', IEF: 'Monthly', SHY: 'Monthly', LQD: 'Monthly', HYG: 'Monthly', TIP: 'Monthly',
  BIL: 'Monthly', SGOV: 'Monthly', MSTY: 'Weekly', ULTY: 'Weekly', EWZ: 'Semi-Annual', EWJ: 'Semi-Annual',
  FXI: 'Semi-Annual', INDA: 'Semi-Annual', GDX: 'Annual',
};

/** CUSIPs of a few well-known issues (validated by check digit at load; others are synthetic). */
// prettier-ignore
export const KNOWN_CUSIPS: Readonly<Record<string, string>> = {
  AAPL: '037833100', MSFT: '594918104', AMZN: '023135106', NVDA: '67066G104', GOOGL: '02079K305',
  GOOG: '02079K107', META: '30303M102', TSLA: '88160R101', SPY: '78462F103', 'BRK.B': '084670702',
  JPM: '46625H100', QQQ: '46090E103',
};

/** Stock splits: [symbol, effective date, numerator, denominator] (reverse splits have numerator 1). */
// prettier-ignore
export const SPLITS: readonly (readonly [string, string, number, number])[] = [
  ['AAPL', '2020-08-31', 4, 1], ['TSLA', '2020-08-31', 5, 1], ['TSLA', '2022-08-25', 3, 1],
  ['NVDA', '2021-07-20', 4, 1], ['NVDA', '2024-06-10', 10, 1], ['AMZN', '2022-06-06', 20, 1],
  ['GOOGL', '2022-07-18', 20, 1], ['GOOG', '2022-07-18', 20, 1], ['SHOP', '2022-06-29', 10, 1],
  ['DXCM', '2022-06-13', 4, 1], ['GME', '2022-07-22', 4, 1], ['AMC', '2023-08-24', 1, 10],
  ['WMT', '2024-02-26', 3, 1], ['CMG', '2024-06-26', 50, 1], ['AVGO', '2024-07-15', 10, 1],
  ['DECK', '2024-09-17', 6, 1], ['CTAS', '2024-09-12', 4, 1], ['SMCI', '2024-10-01', 10, 1],
  ['LRCX', '2024-10-03', 10, 1], ['ANET', '2024-12-04', 4, 1], ['PANW', '2024-12-16', 2, 1],
  ['FAST', '2025-05-22', 2, 1], ['ORLY', '2025-06-10', 15, 1], ['IBKR', '2025-06-18', 4, 1],
  ['CHPT', '2025-07-28', 1, 30], ['LCID', '2025-09-02', 1, 10], ['NFLX', '2025-11-17', 10, 1],
];

/** Recent initial public offerings of names in the universe. */
export interface IpoFacts {
  date: string;
  exchange: string;
  priceRange: string;
  offerPrice: number;
  sharesMillions: number;
}

// prettier-ignore
export const IPOS: Readonly<Record<string, IpoFacts>> = {
  ARM: { date: '2023-09-14', exchange: 'NASDAQ', priceRange: '47.00-51.00', offerPrice: 51, sharesMillions: 95.5 },
  KVUE: { date: '2023-05-04', exchange: 'NYSE', priceRange: '20.00-23.00', offerPrice: 22, sharesMillions: 172.8 },
  CAVA: { date: '2023-06-15', exchange: 'NYSE', priceRange: '19.00-20.00', offerPrice: 22, sharesMillions: 14.4 },
  BIRK: { date: '2023-10-11', exchange: 'NYSE', priceRange: '44.00-49.00', offerPrice: 46, sharesMillions: 32.3 },
  RDDT: { date: '2024-03-21', exchange: 'NYSE', priceRange: '31.00-34.00', offerPrice: 34, sharesMillions: 22 },
  ALAB: { date: '2024-03-20', exchange: 'NASDAQ', priceRange: '32.00-34.00', offerPrice: 36, sharesMillions: 19.8 },
  VIK: { date: '2024-05-01', exchange: 'NYSE', priceRange: '21.00-25.00', offerPrice: 24, sharesMillions: 63.6 },
  SAIL: { date: '2025-02-13', exchange: 'NASDAQ', priceRange: '21.00-23.00', offerPrice: 23, sharesMillions: 60 },
  CRWV: { date: '2025-03-28', exchange: 'NASDAQ', priceRange: '47.00-55.00', offerPrice: 40, sharesMillions: 37.5 },
  ETOR: { date: '2025-05-14', exchange: 'NASDAQ', priceRange: '46.00-50.00', offerPrice: 52, sharesMillions: 11.9 },
  CRCL: { date: '2025-06-05', exchange: 'NYSE', priceRange: '27.00-28.00', offerPrice: 31, sharesMillions: 34 },
  CHYM: { date: '2025-06-12', exchange: 'NASDAQ', priceRange: '24.00-26.00', offerPrice: 27, sharesMillions: 32 },
  FIG: { date: '2025-07-31', exchange: 'NYSE', priceRange: '30.00-32.00', offerPrice: 33, sharesMillions: 36.9 },
  BLSH: { date: '2025-08-13', exchange: 'NYSE', priceRange: '32.00-33.00', offerPrice: 37, sharesMillions: 30 },
  KLAR: { date: '2025-09-10', exchange: 'NYSE', priceRange: '35.00-37.00', offerPrice: 40, sharesMillions: 34.3 },
  GEMI: { date: '2025-09-12', exchange: 'NASDAQ', priceRange: '24.00-26.00', offerPrice: 28, sharesMillions: 15.2 },
};
