// Identifiers of the reference data: string hashes for seeding, CUSIP and ISIN with real check
// digits, and option contract ids that are a keyed, reversible encoding of the OSI symbol (so an
// id can be turned back into its contract without ever having listed the chain).

/** 32-bit FNV-1a: a stable hash for seeding per-symbol choices. */
export function hash32(text: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  // Final avalanche so nearby strings spread out.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable number in [0, 1) for a string. */
export const unitHash = (text: string): number => hash32(text) / 4294967296;

const charValue = (ch: string): number => {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  if (ch === '*') return 36;
  if (ch === '@') return 37;
  if (ch === '#') return 38;
  throw new Error(`not a CUSIP character: ${ch}`);
};

/** The check digit of the first 8 characters of a CUSIP. */
export function cusipCheckDigit(base8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = charValue(base8[i] ?? '0');
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return String((10 - (sum % 10)) % 10);
}

export const isValidCusip = (cusip: string): boolean =>
  /^[0-9A-Z*@#]{9}$/.test(cusip) && cusipCheckDigit(cusip.slice(0, 8)) === cusip[8];

/** ISIN = country + 9-character national id + Luhn check digit over the letters-as-numbers string. */
export function isinFromCusip(cusip: string, country = 'US'): string {
  const body = `${country}${cusip}`;
  const digits = [...body].map((ch) => String(charValue(ch))).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += Math.floor(d / 10) + (d % 10);
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const CUSIP_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A syntactically valid, synthetic CUSIP for a symbol (issuer part from a hash, issue number 10). */
export function syntheticCusip(symbol: string, salt = 0): string {
  let h = hash32(`cusip:${symbol}:${salt}`);
  let issuer = '';
  for (let i = 0; i < 6; i++) {
    issuer += i < 3 ? String(h % 10) : CUSIP_ALPHABET[h % CUSIP_ALPHABET.length];
    h = Math.floor(h / (i < 3 ? 10 : CUSIP_ALPHABET.length)) || hash32(`${symbol}:${i}:${salt}`);
  }
  const base = `${issuer}10`;
  return base + cusipCheckDigit(base);
}

// ---- Option contract ids -------------------------------------------------------------------------
// 80 bits of payload (root 6×6 bits, days since 2000-01-01 16 bits, call/put 1 bit, strike×1000 27
// bits) + a 40-bit tag, scrambled by a 4-round Feistel network and laid into a v4-shaped UUID.

const ROOT_CHARS = ' ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const MASK60 = (1n << 60n) - 1n;
const MASK40 = (1n << 40n) - 1n;
const EPOCH_DAY = Math.floor(Date.UTC(2000, 0, 1) / 86_400_000);

function mix64(value: bigint): bigint {
  // splitmix64 finalizer over 64 bits.
  let z = (value + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  return z ^ (z >> 31n);
}

const round = (half: bigint, key: number): bigint =>
  mix64(half ^ (BigInt(key) * 0x632be59bd9b4e019n)) & MASK60;

export interface OsiParts {
  root: string;
  /** YYYY-MM-DD */
  expiry: string;
  type: 'CALL' | 'PUT';
  /** Strike in thousandths of a dollar. */
  strikeMilli: number;
}

export function encodeOptionId(parts: OsiParts): string {
  let payload = 0n;
  const root = parts.root.padEnd(6, ' ');
  for (const ch of root) payload = (payload << 6n) | BigInt(Math.max(0, ROOT_CHARS.indexOf(ch)));
  const [y, m, d] = parts.expiry.split('-').map(Number) as [number, number, number];
  const day = Math.floor(Date.UTC(y, m - 1, d) / 86_400_000) - EPOCH_DAY;
  payload = (payload << 16n) | BigInt(day & 0xffff);
  payload = (payload << 1n) | (parts.type === 'PUT' ? 1n : 0n);
  payload = (payload << 27n) | BigInt(parts.strikeMilli & 0x7ffffff);
  const tag = mix64(payload ^ 0x5eed0f0c7a11n) & MASK40;
  let left = (payload >> 20n) & MASK60;
  let right = (((payload & 0xfffffn) << 40n) | tag) & MASK60;
  for (let r = 0; r < 4; r++) [left, right] = [right, left ^ round(right, r + 1)];
  const bits = (left << 60n) | right; // 120 bits
  const hex = bits.toString(16).padStart(30, '0');
  // 12 + '4' + 3 + '8' + 15 hex digits.
  const s = `${hex.slice(0, 12)}4${hex.slice(12, 15)}8${hex.slice(15)}`;
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function decodeOptionId(id: string): OsiParts | undefined {
  const s = id.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(s) || s[12] !== '4' || s[16] !== '8') return undefined;
  const bits = BigInt(`0x${s.slice(0, 12)}${s.slice(13, 16)}${s.slice(17)}`);
  let left = bits >> 60n;
  let right = bits & MASK60;
  for (let r = 3; r >= 0; r--) [left, right] = [right ^ round(left, r + 1), left];
  const payload = (left << 20n) | (right >> 40n);
  const tag = right & MASK40;
  if ((mix64(payload ^ 0x5eed0f0c7a11n) & MASK40) !== tag) return undefined;
  const strikeMilli = Number(payload & 0x7ffffffn);
  const type = (payload >> 27n) & 1n ? 'PUT' : 'CALL';
  const day = Number((payload >> 28n) & 0xffffn);
  let rootBits = payload >> 44n;
  let root = '';
  for (let i = 0; i < 6; i++) {
    root = (ROOT_CHARS[Number(rootBits & 63n)] ?? '?') + root;
    rootBits >>= 6n;
  }
  const expiry = new Date((EPOCH_DAY + day) * 86_400_000).toISOString().slice(0, 10);
  return { root: root.trimEnd(), expiry, type, strikeMilli };
}
