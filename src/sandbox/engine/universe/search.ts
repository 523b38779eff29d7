// Equity search ranking: match quality first (exact symbol > exact CUSIP/ISIN/OPRA root > symbol
// prefix > company name start > name word prefixes > substrings), then quality signals: log-scaled
// notional ADV, listing status, marginability and easy-to-borrow, with penalties for OTC, restricted,
// liquidation-only, PTP and inactive names. Tiers sit far apart, so quality orders names within a
// tier; only heavy penalties (OTC, inactive) can push a name below the next tier down.
import type { InstrumentProfile } from './types';

export interface EquitySearchOptions {
  includeInactive: boolean;
  includePtp: boolean;
  currency?: string | undefined;
  country?: string | undefined;
}

const MAJOR_VENUES = new Set(['XNAS', 'XNYS', 'ARCX', 'BATS', 'XASE']);

/** Upper-case symbol with share-class separators unified ("brk-b", "BRK/B" → "BRK.B"). */
export const normalizeSymbol = (text: string): string => text.trim().toUpperCase().replace(/[-/ ]/g, '.');

const words = (text: string): string[] =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9&]+/)
    .filter(Boolean);

export function matchScore(profile: InstrumentProfile, query: string): number {
  const q = query.trim().toUpperCase();
  if (!q) return 0;
  const symbol = profile.instrument.symbol;
  const qSymbol = normalizeSymbol(q);
  if (symbol === qSymbol) return 1000;
  if (q === profile.cusip || q === profile.isin) return 950;
  if (q === profile.optionRoot && profile.optionable) return 900;
  if (symbol.startsWith(qSymbol)) return 600 - 10 * Math.min(10, symbol.length - qSymbol.length);
  const name = profile.instrument.name.toUpperCase();
  const plainName = name.replace(/^THE /, '');
  if (plainName.startsWith(q) || name.startsWith(q)) return 450;
  const queryWords = words(q);
  const nameWords = words(name);
  if (queryWords.length > 0 && queryWords.every((w) => nameWords.some((n) => n.startsWith(w)))) {
    const exactWords = queryWords.every((w) => nameWords.includes(w));
    return 400 + (exactWords ? 20 : 0);
  }
  if (q.length >= 2 && symbol.includes(qSymbol)) return 250;
  if (q.length >= 3 && name.includes(q)) return 200;
  if (q.length >= 4 && (profile.cusip.startsWith(q) || profile.isin.startsWith(q))) return 150;
  return 0;
}

export function qualityScore(profile: InstrumentProfile): number {
  const i = profile.instrument;
  let score = Math.log10(Number(i.notional_adv) + 1) * 6;
  if (i.is_tradable) score += 15;
  if (MAJOR_VENUES.has(i.venue)) score += 10;
  if (i.is_marginable) score += 8;
  if (i.easy_to_borrow) score += 5;
  if (profile.isOtc) score -= 40;
  if (i.is_restricted) score -= 30;
  if (i.is_liquidation_only) score -= 30;
  if (i.is_ptp) score -= 8;
  if (profile.isInactive) score -= 50;
  return score;
}

export function searchEquities(
  profiles: readonly InstrumentProfile[],
  query: string,
  options: EquitySearchOptions,
): InstrumentProfile[] {
  const currency = options.currency?.trim().toUpperCase();
  const country = options.country?.trim().toUpperCase();
  const scored: Array<{ profile: InstrumentProfile; score: number }> = [];
  for (const profile of profiles) {
    const i = profile.instrument;
    if (!options.includeInactive && profile.isInactive) continue;
    if (!options.includePtp && i.is_ptp) continue;
    if (currency && i.currency !== currency) continue;
    if (country && i.country_of_issue !== country) continue;
    const match = matchScore(profile, query);
    if (match > 0) scored.push({ profile, score: match + qualityScore(profile) });
  }
  scored.sort(
    (a, b) => b.score - a.score || (a.profile.instrument.symbol < b.profile.instrument.symbol ? -1 : 1),
  );
  return scored.map((s) => s.profile);
}
