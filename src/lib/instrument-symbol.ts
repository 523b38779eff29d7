// Symbols as a user types them and as the terminal keys them. An OSI option symbol is a root (1–6
// characters) padded to six, YYMMDD, C or P and the strike × 1000 in eight digits:
// "AAPL  261218C00280000", the 21-character form the API and this app display. People paste it
// with the padding, without it, or with one space; every place that reads a typed, stored or
// received symbol goes through here, so one contract has one key (quotes, boards, watchlists).

const OSI = /^([A-Z][A-Z0-9.]{0,5}?)\s*(\d{6})([CP])(\d{8})$/;
const OSI_ROOT = /^[A-Z][A-Z0-9.]{0,5}$/;
const OSI_TAIL = /^\d{6}[CP]\d{8}$/;
const TICKER = /^[A-Z][A-Z0-9.\-/]{0,20}$/;

export interface OsiSymbol {
  root: string;
  /** The expiry as written in the symbol, YYMMDD. */
  yymmdd: string;
  type: 'C' | 'P';
  /** The strike × 1000, eight digits ("00280000" is 280). */
  strikeDigits: string;
}

/** The parts of an OSI symbol, padded or not, any case; null when the text is not one. */
export function parseOsiSymbol(text: string): OsiSymbol | null {
  const m = OSI.exec(text.trim().toUpperCase());
  if (!m) return null;
  const [, root = '', yymmdd = '', type = 'C', strikeDigits = ''] = m;
  return { root, yymmdd, type: type as 'C' | 'P', strikeDigits };
}

/** The 21-character OSI form. */
export function formatOsiSymbol(parts: OsiSymbol): string {
  return `${parts.root.padEnd(6, ' ')}${parts.yymmdd}${parts.type}${parts.strikeDigits}`;
}

/** The key of a symbol: an OSI symbol in its padded form, anything else trimmed and upper-cased. */
export function canonicalSymbol(text: string): string {
  const upper = text.trim().toUpperCase();
  // Cheap test first: this runs for every symbol the quote stream names (once per name, cached).
  if (upper.length < 15 || !/\d[CP]\d{8}$/.test(upper)) return upper;
  const osi = parseOsiSymbol(upper);
  return osi ? formatOsiSymbol(osi) : upper;
}

export interface ParsedSymbols {
  /** Canonical, de-duplicated, in the order typed. */
  symbols: string[];
  /** What was typed but is neither a ticker nor an OSI symbol, as typed. */
  invalid: string[];
}

/**
 * Tickers and OSI symbols from text separated by commas, semicolons, spaces or lines. A root
 * followed by a space and "YYMMDD C/P strike" is one option ("AAPL  261218C00280000"), not a
 * ticker and a stray word.
 */
export function parseSymbolList(text: string): ParsedSymbols {
  const tokens = text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const symbols: string[] = [];
  const invalid: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const next = tokens[i + 1];
    let candidate = token.toUpperCase();
    if (next !== undefined && OSI_ROOT.test(candidate) && OSI_TAIL.test(next.toUpperCase())) {
      candidate = `${candidate}${next.toUpperCase()}`;
      i++;
    }
    const osi = parseOsiSymbol(candidate);
    const symbol = osi ? formatOsiSymbol(osi) : TICKER.test(candidate) ? candidate : null;
    if (symbol === null) {
      if (!invalid.includes(token)) invalid.push(token);
    } else if (!symbols.includes(symbol)) symbols.push(symbol);
  }
  return { symbols, invalid };
}
