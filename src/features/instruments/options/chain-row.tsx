// One strike of the chain: call columns mirrored on the left, the strike, put columns on the right.
// Bid and ask are buttons: the bid sells, the ask buys, one contract, for that OSI symbol.
import { memo, useRef } from 'react';
import { formatPercent, formatPrice, formatQuantity, formatDecimal } from '@/lib/format';
import type { OptionsContract } from '@/api/schemas/instruments';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { QuoteCell } from '@/components/live/quote-cell';
import { openTicket } from '@/lib/ticket-intent';
import type { Greek } from './chain-columns';
import { isInTheMoney, type ChainRow as Row } from './chain-model';
import { useRowVisible } from './use-row-visible';

export interface ChainRowProps {
  row: Row;
  price: string | null | undefined;
  atm: boolean;
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

function SideCells({
  contract,
  snapshot,
  side,
  live,
  itm,
  greeks,
}: {
  contract: OptionsContract | undefined;
  snapshot: MarketDataSnapshot | undefined;
  side: 'call' | 'put';
  live: boolean;
  itm: boolean;
  greeks: readonly Greek[];
}) {
  const cls = `chain-${side}${itm ? ' itm' : ''}`;
  if (!contract) {
    const blank = 5 + greeks.length;
    return Array.from({ length: blank }, (_, i) => <td key={i} className={cls} />);
  }
  const symbol = contract.symbol;
  const value = (field: 'bid' | 'ask' | 'last', fallback: string | null | undefined) =>
    live ? <QuoteCell symbol={symbol} field={field} /> : <span className="num">{formatPrice(fallback)}</span>;
  const trade = (sideOfTicket: 'BUY' | 'SELL') =>
    openTicket({ symbol, instrumentId: contract.id, side: sideOfTicket, quantity: '1' });
  const cells = [
    <td key="bid" className={`${cls} bid-cell`} data-itm={itm || undefined}>
      <button
        type="button"
        className="chain-price"
        aria-label={`Sell ${symbol} at the bid`}
        onClick={() => trade('SELL')}
      >
        {value('bid', snapshot?.last_quote?.bid)}
      </button>
    </td>,
    <td key="ask" className={`${cls} ask-cell`}>
      <button
        type="button"
        className="chain-price"
        aria-label={`Buy ${symbol} at the ask`}
        onClick={() => trade('BUY')}
      >
        {value('ask', snapshot?.last_quote?.ask)}
      </button>
    </td>,
    <td key="last" className={cls}>
      {value('last', snapshot?.last_trade?.price)}
    </td>,
    <td key="vol" className={`${cls} num`}>
      {formatQuantity(snapshot?.cumulative_volume ?? null, { decimals: 0 })}
    </td>,
    <td key="oi" className={`${cls} num`}>
      {formatQuantity(contract.open_interest ?? null, { decimals: 0 })}
    </td>,
    ...greeks.map((g) => (
      <td key={g} className={`${cls} num greek`}>
        {greekText(snapshot, g)}
      </td>
    )),
  ];
  return side === 'call' ? cells.reverse() : cells;
}

export const ChainRow = memo(function ChainRow({ row, price, atm, greeks, sides, snapshots }: ChainRowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  const live = useRowVisible(ref);
  const callItm = isInTheMoney('CALL', row.strike, price);
  const putItm = isInTheMoney('PUT', row.strike, price);
  return (
    <tr ref={ref} data-strike={row.strike} className={atm ? 'atm' : undefined} data-live={live || undefined}>
      {sides.calls && (
        <SideCells
          contract={row.call}
          snapshot={row.call && snapshots.get(row.call.symbol)}
          side="call"
          live={live}
          itm={callItm}
          greeks={greeks}
        />
      )}
      <th scope="row" className="chain-strike num">
        {formatPrice(row.strike)}
      </th>
      {sides.puts && (
        <SideCells
          contract={row.put}
          snapshot={row.put && snapshots.get(row.put.symbol)}
          side="put"
          live={live}
          itm={putItm}
          greeks={greeks}
        />
      )}
    </tr>
  );
});
