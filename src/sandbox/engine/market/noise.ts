// Stateless, seeded noise: a uniform or normal draw addressed by (seed, a, b), so any day or step of
// a price path can be computed on its own, in any order, and always gives the same value.

/** A 32-bit integer avalanche mix (murmur3 finalizer). */
export function mix32(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** FNV-1a hash of a string. */
export function hashText(text: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** Uniform in (0, 1) for (seed, a, b). */
export function uniformAt(seed: number, a: number, b: number): number {
  const h = mix32(seed ^ mix32(Math.imul(a | 0, 0x9e3779b1) ^ mix32((b | 0) + 0x7f4a7c15)));
  return (h + 0.5) / 4294967296;
}

/** Inverse standard normal CDF (P. J. Acklam's rational approximation, relative error < 1.2e-9). */
export function inverseNormal(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.928510446969, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return (
      -(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

const QUANTILES = 1 << 16;
let quantileTable: Float64Array | undefined;
function quantiles(): Float64Array {
  if (!quantileTable) {
    quantileTable = new Float64Array(QUANTILES);
    for (let i = 0; i < QUANTILES; i++) quantileTable[i] = inverseNormal((i + 0.5) / QUANTILES);
  }
  return quantileTable;
}

/** Standard normal for (seed, a, b): a hashed quantile (16-bit resolution, tails to ±4.3). */
export function normalAt(seed: number, a: number, b: number): number {
  const h = mix32(seed ^ mix32(Math.imul(a | 0, 0x9e3779b1) ^ mix32((b | 0) + 0x7f4a7c15)));
  return quantiles()[h >>> 16] ?? 0;
}

/** A fast sequential normal generator (mulberry32 + Box-Muller, both values used). */
export function normalStream(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  let spare: number | undefined;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
  return () => {
    if (spare !== undefined) {
      const s = spare;
      spare = undefined;
      return s;
    }
    const r = Math.sqrt(-2 * Math.log(next()));
    const theta = 2 * Math.PI * next();
    spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  };
}
