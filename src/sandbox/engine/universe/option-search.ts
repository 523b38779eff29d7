// Option search (asset_class=OPTION). Three query forms:
//   1. a full OSI symbol, padded or not:        "AAPL  261218C00150000", "AAPL261218C00150000"
//   2. an OSI prefix (root + YYMMDD [+ C/P [+ strike digits]]): "AAPL  261218", "AAPL261218C0015",
//      or a shorter one that names at least the expiry's year and month (root + YYMM [+ D]):
//      "AAPL 2612" lists the December 2026 expiries. Four digits that are not a valid YYMM, or that
//      match no listed expiry, are read as a strike (form 3); "$2612" always is.
//   3. a root-scoped phrase: ROOT followed, in any order, by
//        expiry  — "Dec", "Dec 18", "Dec 2026", "Dec 18 2026", "12/18", "12/18/26", "2026-12-18"
//        strike  — "150", "$150", "152.5" (the nearest listed strike is used)
//        type    — "call", "calls", "c", "put", "puts", "p"
//      e.g. "AAPL 150 call", "AAPL Dec 250 call", "spy 12/19 p". Without an expiry a strike matches
//      every listed expiry; with neither, the nearest expiry is listed.
import { isIsoDate } from '@/lib/iso-date';
import { parseOsi, type ContractType } from './options';
import type { OsiParts } from './ids';

export type OptionQuery =
  | { kind: 'symbol'; parts: OsiParts }
  | {
      kind: 'prefix';
      root: string;
      /** The padded OSI prefix every match starts with ("AAPL  2612", "AAPL  261218C0015"). */
      prefix: string;
      /** The whole expiry date when the prefix names one; absent for "root + YYMM[D]". */
      expiry?: string;
    }
  | {
      kind: 'phrase';
      root: string;
      month?: number;
      day?: number;
      year?: number;
      strike?: number;
      type?: ContractType;
    };

// prettier-ignore
const MONTH_NAMES = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
const PREFIX_PATTERN = /^([A-Z0-9]{1,6})\s*(\d{2})(\d{2})(\d{2})([CP]\d{0,8})?$/;
// Root + YY + MM (+ the day's first digit). The root is taken as short as it can be, so the digits
// after it are the date's: "AAPL2612" is AAPL, December 2026.
const EXPIRY_MONTH_PREFIX = /^([A-Z][A-Z0-9.]{0,5}?)\s*(\d{2})(0[1-9]|1[0-2])([0-3]?)$/;

/** "Dec", "DECEMBER", "Sept" → 12 / 9; at least three letters. */
const monthOf = (token: string): number | undefined => {
  if (token.length < 3) return undefined;
  const index = MONTH_NAMES.findIndex((name) => name.startsWith(token));
  return index >= 0 ? index + 1 : undefined;
};

export function parseOptionQuery(text: string): OptionQuery | undefined {
  const q = text.trim().toUpperCase();
  if (!q) return undefined;
  const full = parseOsi(q);
  if (full) return { kind: 'symbol', parts: full };
  const prefix = PREFIX_PATTERN.exec(q);
  if (prefix) {
    const [, root = '', yy = '', mm = '', dd = '', rest = ''] = prefix;
    const expiry = `20${yy}-${mm}-${dd}`;
    if (!isIsoDate(expiry)) return undefined;
    return { kind: 'prefix', root, expiry, prefix: `${root.padEnd(6, ' ')}${yy}${mm}${dd}${rest}` };
  }
  const month = EXPIRY_MONTH_PREFIX.exec(q);
  if (month) {
    const [, root = '', yy = '', mm = '', d = ''] = month;
    return { kind: 'prefix', root, prefix: `${root.padEnd(6, ' ')}${yy}${mm}${d}` };
  }
  return parseOptionPhrase(q);
}

/** Form 3 alone: a root followed by expiry, strike and type words (undefined when it is not one). */
export function parseOptionPhrase(text: string): Extract<OptionQuery, { kind: 'phrase' }> | undefined {
  const q = text.trim().toUpperCase();
  const tokens = q.split(/\s+/);
  const root = tokens.shift();
  if (!root || !/^[A-Z0-9.\-/]{1,8}$/.test(root)) return undefined;
  const phrase: Extract<OptionQuery, { kind: 'phrase' }> = { kind: 'phrase', root };
  for (let i = 0; i < tokens.length; i++) {
    const token = (tokens[i] ?? '').replace(/,$/, '');
    const month = monthOf(token);
    if (month) {
      phrase.month = month;
      const next = tokens[i + 1];
      if (next && /^\d{1,2}$/.test(next) && Number(next) >= 1 && Number(next) <= 31) {
        phrase.day = Number(next);
        i++;
      }
      const after = tokens[i + 1];
      if (after && /^(20)?\d{2}$/.test(after) && (after.length === 4 || phrase.day !== undefined)) {
        phrase.year = after.length === 4 ? Number(after) : 2000 + Number(after);
        i++;
      }
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(token))) {
      [phrase.year, phrase.month, phrase.day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    } else if ((m = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(token))) {
      phrase.month = Number(m[1]);
      phrase.day = Number(m[2]);
      if (m[3]) phrase.year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    } else if (/^(CALLS?|C)$/.test(token)) {
      phrase.type = 'CALL';
    } else if (/^(PUTS?|P)$/.test(token)) {
      phrase.type = 'PUT';
    } else if ((m = /^\$?(\d+(?:\.\d+)?)$/.exec(token))) {
      phrase.strike = Number(m[1]);
    } else if ((m = /^\$?(\d+(?:\.\d+)?)([CP])$/.exec(token))) {
      phrase.strike = Number(m[1]);
      phrase.type = m[2] === 'C' ? 'CALL' : 'PUT';
    } else {
      return undefined;
    }
  }
  return phrase;
}

/** Expiries of `listed` that a phrase's date tokens select (all of them when it names none). */
export function selectExpiries(
  listed: readonly string[],
  q: Extract<OptionQuery, { kind: 'phrase' }>,
): string[] {
  if (q.month === undefined) return q.strike !== undefined ? [...listed] : listed.slice(0, 1);
  const matches = listed.filter((e) => {
    const [y, m, d] = e.split('-').map(Number);
    return m === q.month && (q.day === undefined || d === q.day) && (q.year === undefined || y === q.year);
  });
  if (q.year !== undefined || matches.length === 0) return matches;
  // Without a year, the month means its next occurrence.
  const firstYear = matches[0]?.slice(0, 4);
  return matches.filter((e) => e.startsWith(firstYear ?? ''));
}

/** The listed strike (thousandths) nearest a requested price. */
export function nearestStrike(grid: readonly number[], price: number): number | undefined {
  const target = Math.round(price * 1000);
  let best: number | undefined;
  for (const s of grid) if (best === undefined || Math.abs(s - target) < Math.abs(best - target)) best = s;
  return best;
}
