// CSV import and export of a watchlist: one symbol per line in, symbol / name / added out, and an
// exported file reads back as the same symbols.
import { describe, expect, it } from 'vitest';
import { csvFileName, parseSymbolCsv, watchlistToCsv } from '@/features/watchlists/lib/watchlist-csv';
import type { WatchlistDetail } from '@/api/schemas/watchlists';

const instrument = (symbol: string, name: string) =>
  ({ id: `00000000-0000-4000-8000-00000000000${symbol.length}`, symbol, name }) as never;

describe('watchlist CSV', () => {
  it('reads one symbol per line: header, blanks, case, quotes, duplicates and junk', () => {
    const text =
      '\uFEFFSymbol\r\naapl\n\n "MSFT" \nAAPL\nBRK.B,Berkshire\nAAPL  261218C00150000\naapl261218c00150000\n' +
      'SPY 261218P00600000\n12345\n=cmd()\n';
    expect(parseSymbolCsv(text)).toEqual({
      // One contract, one symbol: OSI in any padding becomes the app's 21-character form.
      symbols: ['AAPL', 'MSFT', 'BRK.B', 'AAPL  261218C00150000', 'SPY   261218P00600000'],
      invalid: ['12345', '=cmd()'],
    });
  });

  it('exports symbol, name, added at and added price, quoting and defusing text, and reads back', () => {
    const list: WatchlistDetail = {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Tech, "big"',
      created_at: '2026-11-20T14:00:00Z',
      items: [
        {
          id: 'a',
          added_at: '2026-11-20T14:00:00Z',
          added_price: '150.25',
          instrument: instrument('AAPL', 'Apple Inc.'),
        },
        {
          id: 'b',
          added_at: '2026-11-21T14:00:00Z',
          added_price: null,
          instrument: instrument('EVIL', '=HYPERLINK("x")'),
        },
        { id: 'c', added_at: '2026-11-21T14:00:00Z', added_price: null, instrument: null },
      ],
    };
    const csv = watchlistToCsv(list);
    expect(csv).toBe(
      'symbol,name,added_at,added_price\r\n' +
        'AAPL,Apple Inc.,2026-11-20T14:00:00Z,150.25\r\n' +
        `EVIL,"'=HYPERLINK(""x"")",2026-11-21T14:00:00Z,\r\n`,
    );
    expect(parseSymbolCsv(csv).symbols).toEqual(['AAPL', 'EVIL']);
    expect(csvFileName(list.name)).toBe('watchlist-tech-big.csv');
  });
});
