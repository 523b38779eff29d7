// Listed equity options generated on demand: OSI symbols, expiry calendars (weeklies and monthly
// third Fridays, moved to Thursday when the Friday is a market holiday), strike grids around the
// reference price, and the OptionsContract payload. Ids encode the OSI symbol (ids.ts).
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type { OptionsContract } from '@/api/schemas/instruments';
import { isIsoDate } from '@/lib/iso-date';
import { addDays, dayOfWeek, formatLongDate, isMarketHoliday, nthWeekday } from './dates';
import { decodeOptionId, encodeOptionId, hash32, unitHash, type OsiParts } from './ids';
import type { InstrumentProfile, UniverseInstrument } from './types';

export type ContractType = 'CALL' | 'PUT';

/** The contract payload plus is_restricted, which the interface document lists as required. */
export type UniverseContract = OptionsContract & {
  contract_type: ContractType;
  is_restricted: boolean;
  underlying_instrument_id: string;
};

const OSI_PATTERN = /^([A-Z0-9]{1,6})\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

/** Parses a full OSI symbol, padded ("AAPL  261218C00150000") or not ("AAPL261218C00150000"). */
export function parseOsi(text: string): OsiParts | undefined {
  const match = OSI_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const [, root, yy, mm, dd, cp, strike] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expiry = `20${yy}-${mm}-${dd}`;
  if (!isIsoDate(expiry)) return undefined;
  return { root, expiry, type: cp === 'C' ? 'CALL' : 'PUT', strikeMilli: Number(strike) };
}

export const formatOsi = (parts: OsiParts): string =>
  `${parts.root.padEnd(6, ' ')}${parts.expiry.slice(2, 4)}${parts.expiry.slice(5, 7)}${parts.expiry.slice(8, 10)}${
    parts.type === 'CALL' ? 'C' : 'P'
  }${String(parts.strikeMilli).padStart(8, '0')}`;

/** The OSI prefix of a root and expiry ("AAPL  261218"). */
export const osiPrefix = (root: string, expiry: string): string =>
  `${root.padEnd(6, ' ')}${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}`;

/** Friday, or Thursday when that Friday is a market holiday. */
export const expiryForFriday = (friday: string): string =>
  isMarketHoliday(friday) ? addDays(friday, -1) : friday;

/** Whether a date can be a standard expiry: a non-holiday Friday, or the Thursday before a holiday Friday. */
export function isExpiryDate(iso: string): boolean {
  const dow = dayOfWeek(iso);
  if (dow === 5) return !isMarketHoliday(iso);
  return dow === 4 && isMarketHoliday(addDays(iso, 1)) && !isMarketHoliday(iso);
}

/**
 * Expiries listed on `today`: the next six weekly Fridays (names with weeklies) and the monthly
 * third-Friday expiries of this month and the next six.
 */
export function listedExpiries(today: string, weeklies: boolean): string[] {
  const out = new Set<string>();
  const firstFriday = addDays(today, (5 - dayOfWeek(today) + 7) % 7);
  if (weeklies) {
    for (let w = 0; w < 6; w++) out.add(expiryForFriday(addDays(firstFriday, w * 7)));
  }
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  for (let m = 0; m <= 6; m++) {
    const y = year + Math.floor((month - 1 + m) / 12);
    const mo = ((month - 1 + m) % 12) + 1;
    out.add(expiryForFriday(nthWeekday(y, mo, 5, 3)));
  }
  return [...out].filter((d) => d >= today).sort();
}

/** Whether an expiry is a monthly (third-Friday) one. */
export function isMonthlyExpiry(expiry: string): boolean {
  const year = Number(expiry.slice(0, 4));
  const month = Number(expiry.slice(5, 7));
  return expiryForFriday(nthWeekday(year, month, 5, 3)) === expiry;
}

/** Standard strike spacing for an underlying price. */
export function strikeIncrement(price: number): number {
  if (price < 5) return 0.5;
  if (price < 25) return 1;
  if (price < 100) return 2.5;
  if (price < 250) return 5;
  if (price < 1000) return 10;
  if (price < 2500) return 25;
  return 50;
}

/**
 * Strikes (in thousandths) around a reference price: about ±30 %, at most 20 either side of the money.
 * `perSide` (benchmarks only: `SandboxOptions.bench.chainStrikesPerSide`) asks for exactly that many
 * either side, on a finer listable grid ($0.50 multiples) when the standard spacing cannot fit them.
 */
export function strikeGrid(price: number, perSide?: number): number[] {
  if (perSide !== undefined && perSide > 0) {
    let incMilli = Math.round(strikeIncrement(price) * 1000);
    const fits = (inc: number) => Math.round((price * 1000) / inc) - perSide > 0;
    if (!fits(incMilli)) incMilli = Math.max(500, Math.floor((price * 1000 * 0.9) / perSide / 500) * 500);
    const atm = Math.round((price * 1000) / incMilli);
    const out: number[] = [];
    for (let i = atm - perSide; i <= atm + perSide; i++) if (i > 0) out.push(i * incMilli);
    return out;
  }
  const inc = strikeIncrement(price);
  const incMilli = Math.round(inc * 1000);
  const atm = Math.round(price / inc);
  const side = Math.min(20, Math.max(6, Math.ceil((price * 0.3) / inc)));
  const out: number[] = [];
  for (let i = atm - side; i <= atm + side; i++) if (i > 0) out.push(i * incMilli);
  return out;
}

/** A strike is listable when it is a positive multiple of $0.50. */
export const isListableStrike = (strikeMilli: number): boolean => strikeMilli > 0 && strikeMilli % 500 === 0;

const strikeText = (strikeMilli: number): string => new Decimal(strikeMilli).div(1000).toString();

const OPTION_EXCHANGES = ['XCBO', 'BATO', 'XISX', 'ARCO', 'XPHO'];

/** Open interest: larger for liquid names, near the money, near expiries and on monthly cycles. */
function openInterest(profile: InstrumentProfile, parts: OsiParts, symbol: string, today: string): number {
  const adv = Number(profile.instrument.adv);
  const spot = Number(profile.instrument.previous_close);
  const moneyness = (parts.strikeMilli / 1000 - spot) / spot;
  const days = Math.max(1, (Date.parse(parts.expiry) - Date.parse(today)) / 86_400_000);
  const base = Math.min(250_000, adv * 0.0025);
  const shape =
    Math.exp(-(moneyness * moneyness) / (2 * 0.12 * 0.12)) * (isMonthlyExpiry(parts.expiry) ? 2 : 1);
  const decay = 1 / (1 + days / 90);
  return Math.round(base * shape * decay * (0.4 + unitHash(`oi:${symbol}`)));
}

export function buildContract(
  parts: OsiParts,
  underlying: UniverseInstrument,
  profile: InstrumentProfile,
  today: string,
): UniverseContract {
  const symbol = formatOsi(parts);
  return {
    id: encodeOptionId(parts),
    symbol,
    contract_type: parts.type,
    currency: 'USD',
    exchange: OPTION_EXCHANGES[hash32(parts.root) % OPTION_EXCHANGES.length] ?? 'XCBO',
    exercise_style: 'AMERICAN',
    expiry: parts.expiry,
    strike_price: strikeText(parts.strikeMilli),
    multiplier: '100',
    listing_type: 'STANDARD',
    open_interest: parts.expiry >= today ? openInterest(profile, parts, symbol, today) : 0,
    is_tradable: underlying.is_tradable && parts.expiry >= today,
    is_marginable: underlying.is_marginable,
    is_liquidation_only: underlying.is_liquidation_only,
    is_restricted: underlying.is_restricted,
    underlying_instrument_id: underlying.id,
  };
}

/** Decodes an option id back to its OSI parts (undefined for ids that are not option ids). */
export const optionPartsFromId = (id: string): OsiParts | undefined => decodeOptionId(id);

/** Human label of a contract: "AAPL Dec 18 2026 150 Call". */
export function contractLabel(root: string, parts: OsiParts): string {
  const [monthDay = '', year = ''] = formatLongDate(parts.expiry, true).split(', ');
  return `${root} ${monthDay} ${year} ${strikeText(parts.strikeMilli)} ${parts.type === 'CALL' ? 'Call' : 'Put'}`;
}
