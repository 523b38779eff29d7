// The chain's per-side columns: quotes and activity always, greeks by choice.
export const GREEKS = ['iv', 'delta', 'gamma', 'theta', 'vega'] as const;
export type Greek = (typeof GREEKS)[number];

export const GREEK_LABELS: Record<Greek, string> = {
  iv: 'IV',
  delta: 'Delta',
  gamma: 'Gamma',
  theta: 'Theta',
  vega: 'Vega',
};

export const DEFAULT_GREEKS: readonly Greek[] = ['iv', 'delta'];

export const STRIKE_WINDOWS = [5, 10, 20] as const;
