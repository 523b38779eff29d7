// Watchlists as CSV. Import reads one symbol per line (the first cell of a line: a file exported
// from here, or from a spreadsheet, reads too); export writes symbol, name, added at, added price.
import type { WatchlistDetail } from '@/api/schemas/watchlists';
import { canonicalSymbol } from '@/lib/instrument-symbol';

const SYMBOL = /^[A-Z][A-Z0-9.\-/ ]{0,24}$/;

export interface ParsedSymbols {
  symbols: string[];
  /** Lines that cannot be a symbol (shown to the user, not sent). */
  invalid: string[];
}

/** Upper-cased, de-duplicated symbols from CSV text; a "symbol" header line is skipped. */
export function parseSymbolCsv(text: string): ParsedSymbols {
  const symbols: string[] = [];
  const invalid: string[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const first = line.split(/[,;\t]/)[0] ?? '';
    // An OSI symbol however padded becomes the app's 21-character form (one contract, one key).
    const cell = canonicalSymbol(first.trim().replace(/^"(.*)"$/, '$1'));
    if (cell === '' || cell === 'SYMBOL' || cell === 'TICKER') continue;
    if (!SYMBOL.test(cell)) invalid.push(first.trim());
    else if (!symbols.includes(cell)) symbols.push(cell);
  }
  return { symbols, invalid };
}

const cell = (value: string | null | undefined) => {
  const text = value ?? '';
  // Quote separators, and defuse spreadsheet formulas in text cells.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function watchlistToCsv(list: WatchlistDetail): string {
  const lines = ['symbol,name,added_at,added_price'];
  for (const item of list.items) {
    if (!item.instrument) continue;
    lines.push(
      [item.instrument.symbol, item.instrument.name, item.added_at, item.added_price].map(cell).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name from the list's name: "Megacaps" → "watchlist-megacaps.csv". */
export function csvFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `watchlist-${slug || 'export'}.csv`;
}
