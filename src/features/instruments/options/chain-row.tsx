// One strike of the chain: call columns mirrored on the left, the strike, put columns on the right.
// Bid and ask are buttons: the bid sells, the ask buys, one contract, for that OSI symbol.
// A row is mounted only while it is in view (the chain is virtualized, chain-panel.tsx), so every
// mounted row streams: bid, ask and last are live cells written by the live board (no React render
// per tick, no React state per cell). The row is a fixed-size box placed by its own transform, and
// re-renders only when its own props change (in the money, at the money, the columns, snapshots).
import { memo } from 'react';
import { formatPercent, formatPrice, formatQuantity, formatDecimal } from '@/lib/format';
import type { OptionsContract } from '@/api/schemas/instruments';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { QuoteCell } from '@/components/live/quote-cell';
import { openTicket } from '@/lib/ticket-intent';
import type { Greek } from './chain-columns';
import type { ChainRow as Row } from './chain-model';

export interface ChainRowProps {
  row: Row;
  /** Position in the chain's body (0-based; the price line counts): data-index. */
  index: number;
  /** Top of the row in the body, px. */
  top: number;
  atm: boolean;
  callItm: boolean;
  putItm: boolean;
  greeks: readonly Greek[];
  sides: { calls: boolean; puts: boolean };
  snapshots: Map<string, MarketDataSnapshot>;
}

function greekText(snapshot: MarketDataSnapshot | undefined, greek: Greek): string {
  const g = snapshot?.greeks;
  if (!g) return '—';
  if (greek === 'iv') return formatPercent(g.iv, { ratio: true, decimals: 1 });
  return formatDecimal(g[greek], { decimals: greek === 'gamma' ? 4 : 3 });
}

function trade(contract: OptionsContract, side: 'BUY' | 'SELL') {
  openTicket({ symbol: contract.symbol, instrumentId: contract.id, side, quantity: '1' });
}

function sideCells(
  contract: OptionsContract | undefined,
  snapshot: MarketDataSnapshot | undefined,
  side: 'call' | 'put',
  itm: boolean,
  greeks: readonly Greek[],
) {
  const cls = `chain-${side}${itm ? ' itm' : ''}`;
  if (!contract) {
    const blank = 5 + greeks.length;
    return Array.from({ length: blank }, (_, i) => <td key={i} role="cell" className={cls} />);
  }
  const symbol = contract.symbol;
  const cells = [
    <td key="bid" role="cell" className={`${cls} bid-cell`}>
      <button
        type="button"
        className="chain-price"
        aria-label={`Sell ${symbol} at the bid`}
        onClick={() => trade(contract, 'SELL')}
      >
        <QuoteCell symbol={symbol} field="bid" />
      </button>
    </td>,
    <td key="ask" role="cell" className={`${cls} ask-cell`}>
      <button
        type="button"
        className="chain-price"
        aria-label={`Buy ${symbol} at the ask`}
        onClick={() => trade(contract, 'BUY')}
      >
        <QuoteCell symbol={symbol} field="ask" />
      </button>
    </td>,
    <td key="last" role="cell" className={cls}>
      <QuoteCell symbol={symbol} field="last" />
    </td>,
    <td key="vol" role="cell" className={`${cls} num`}>
      {formatQuantity(snapshot?.cumulative_volume ?? null, { decimals: 0 })}
    </td>,
    <td key="oi" role="cell" className={`${cls} num`}>
      {formatQuantity(contract.open_interest ?? null, { decimals: 0 })}
    </td>,
    ...greeks.map((g) => (
      <td key={g} role="cell" className={`${cls} num greek`}>
        {greekText(snapshot, g)}
      </td>
    )),
  ];
  return side === 'call' ? cells.reverse() : cells;
}

export const ChainRow = memo(function ChainRow({
  row,
  index,
  top,
  atm,
  callItm,
  putItm,
  greeks,
  sides,
  snapshots,
}: ChainRowProps) {
  return (
    <tr
      role="row"
      aria-rowindex={index + 3}
      data-index={index}
      data-strike={row.strike}
      className={atm ? 'chain-row atm' : 'chain-row'}
      style={{ transform: `translateY(${top}px)` }}
    >
      {sides.calls &&
        sideCells(row.call, row.call && snapshots.get(row.call.symbol), 'call', callItm, greeks)}
      <th role="rowheader" scope="row" className="chain-strike num">
        {formatPrice(row.strike)}
      </th>
      {sides.puts && sideCells(row.put, row.put && snapshots.get(row.put.symbol), 'put', putItm, greeks)}
    </tr>
  );
});
