// Black-Scholes value and greeks of a European option (no dividends), used as the theoretical value
// of the sandbox's American equity options. Floats are fine here: callers round to ticks.

export interface BlackScholesInput {
  spot: number;
  strike: number;
  /** Time to expiry in years. */
  years: number;
  /** Continuously compounded risk-free rate, e.g. 0.04. */
  rate: number;
  /** Annualized volatility, e.g. 0.3. */
  vol: number;
  type: 'CALL' | 'PUT';
}

export interface BlackScholesResult {
  price: number;
  delta: number;
  gamma: number;
  /** Value change for a one percentage point rise in volatility. */
  vega: number;
  /** Value change over one trading day (1/252 of a year); negative for long options. */
  theta: number;
  /** Value change for a one percentage point rise in the rate. */
  rho: number;
}

export const TRADING_DAYS_PER_YEAR = 252;

/** Standard normal density. */
export const normalPdf = (x: number): number => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);

// Chebyshev coefficients of erfc (Numerical Recipes `erfcc`), fractional error below 1.2e-7.
const ERFC_COEFFICIENTS = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587,
  -0.82215223, 0.17087277,
];

/** Standard normal cumulative distribution. */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  let poly = 0;
  for (let i = ERFC_COEFFICIENTS.length - 1; i >= 0; i--) poly = (ERFC_COEFFICIENTS[i] ?? 0) + t * poly;
  const upper = 0.5 * t * Math.exp(-z * z + poly);
  return x >= 0 ? 1 - upper : upper;
}

export function blackScholes(input: BlackScholesInput): BlackScholesResult {
  const { spot, strike, rate, type } = input;
  const years = Math.max(0, input.years);
  const vol = Math.max(1e-6, input.vol);
  const isCall = type === 'CALL';
  if (years <= 0 || spot <= 0 || strike <= 0) {
    const intrinsic = Math.max(0, isCall ? spot - strike : strike - spot);
    const itm = isCall ? spot > strike : spot < strike;
    return { price: intrinsic, delta: itm ? (isCall ? 1 : -1) : 0, gamma: 0, vega: 0, theta: 0, rho: 0 };
  }
  const sqrtT = Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + 0.5 * vol * vol) * years) / (vol * sqrtT);
  const d2 = d1 - vol * sqrtT;
  const discount = Math.exp(-rate * years);
  const pdf = normalPdf(d1);
  const price = isCall
    ? spot * normalCdf(d1) - strike * discount * normalCdf(d2)
    : strike * discount * normalCdf(-d2) - spot * normalCdf(-d1);
  const delta = isCall ? normalCdf(d1) : normalCdf(d1) - 1;
  const gamma = pdf / (spot * vol * sqrtT);
  const vega = (spot * pdf * sqrtT) / 100;
  const decay = -(spot * pdf * vol) / (2 * sqrtT);
  const carry = isCall
    ? -rate * strike * discount * normalCdf(d2)
    : rate * strike * discount * normalCdf(-d2);
  const theta = (decay + carry) / TRADING_DAYS_PER_YEAR;
  const rho = ((isCall ? 1 : -1) * strike * years * discount * normalCdf(isCall ? d2 : -d2)) / 100;
  return { price: Math.max(0, price), delta, gamma, vega, theta, rho };
}
