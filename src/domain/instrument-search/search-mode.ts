// How a typed query is searched: equities (ticker, name, CUSIP / ISIN, OPRA root) or options
// (asset_class=OPTION: a full OSI symbol, an OSI prefix "root + YYMMDD" or "root + YYMM", or a
// root-scoped phrase such as "AAPL Dec 150 call"). Options mode is chosen by the user or recognised from the text.
export type SearchMode = 'equity' | 'option';

/** What the options search will read the text as (for the hint under the box). */
export type OptionQueryForm = 'osi' | 'osi-prefix' | 'phrase';

// OSI: root (1–6) padded or not, YYMMDD, C/P, 8 strike digits (price × 1000).
const FULL_OSI = /^[A-Z0-9.]{1,6}\s*\d{6}[CP]\d{8}$/;
const OSI_PREFIX = /^[A-Z0-9.]{1,6}\s*\d{6}([CP]\d{0,7})?$/;
// The shorter prefix: root + YYMM (+ the day's first digit), "AAPL 2612" for December 2026.
const OSI_MONTH_PREFIX = /^[A-Z][A-Z0-9.]{0,5}?\s*\d{2}(0[1-9]|1[0-2])[0-3]?$/;
// A root followed by words an option phrase uses: call/put, a month, a date, a strike.
const PHRASE_WORD =
  /^(CALLS?|PUTS?|C|P|JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC|[A-Z]{3,9}|\$?\d+(\.\d+)?[CP]?|\d{1,2}\/\d{1,2}(\/\d{2,4})?|\d{4}-\d{2}-\d{2})$/;
const OPTION_WORD = /^(CALLS?|PUTS?|\$?\d+(\.\d+)?[CP])$/;

export function optionQueryForm(text: string): OptionQueryForm | null {
  const q = text.trim().toUpperCase();
  if (!q) return null;
  if (FULL_OSI.test(q)) return 'osi';
  if (OSI_PREFIX.test(q) || OSI_MONTH_PREFIX.test(q)) return 'osi-prefix';
  const [root, ...rest] = q.split(/\s+/);
  if (!root || !/^[A-Z0-9.]{1,6}$/.test(root) || rest.length === 0) return null;
  return rest.every((w) => PHRASE_WORD.test(w)) ? 'phrase' : null;
}

/**
 * The text alone says "options": an OSI symbol or prefix, or a phrase naming call/put or a strike
 * with a C/P suffix. "AAPL Dec 150" stays an equity search unless the user picks options mode.
 */
export function looksLikeOptionQuery(text: string): boolean {
  const form = optionQueryForm(text);
  if (form === 'osi' || form === 'osi-prefix') return true;
  if (form !== 'phrase') return false;
  return text
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .slice(1)
    .some((w) => OPTION_WORD.test(w));
}

export const optionFormLabels: Record<OptionQueryForm, string> = {
  osi: 'full OSI symbol',
  'osi-prefix': 'OSI prefix (root + YYMM or YYMMDD)',
  phrase: 'root and phrase',
};

/** An instrument id (UUID): get_instrument_by_id takes it, and an order may be sent by it. */
export const looksLikeInstrumentId = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim());

/** The text names one instrument (a full OSI symbol or an instrument id): look it up directly. */
export const namesOneInstrument = (text: string) =>
  looksLikeInstrumentId(text) || optionQueryForm(text) === 'osi';
