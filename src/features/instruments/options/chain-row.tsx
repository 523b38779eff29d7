// One strike of the chain: call columns mirrored on the left, the strike, put columns on the right.
// Bid and ask are buttons: the bid sells, the ask buys, one contract, for that OSI symbol.
// A row is mounted only while it is in view (the chain is virtualized, chain-panel.tsx), so every
// mounted row streams. The live cells (bid, ask, last of each side) are plain elements the live
// board writes into (no component, no React render per tick, no React state per cell): the row
// attaches them through callback refs and subscribes its two contracts once, not once per cell.
// The row is a fixed-size box placed at its own top, and re-renders only when its own props change
// (in the money, at the money, the columns, snapshots); the static texts are formatted once per
// value (per snapshot and contract), not per render.
import { createContext, memo, useContext, useMemo, type Ref } from 'react';
import { formatPercent, formatPrice, formatQuantity, formatDecimal } from '@/domain/decimal/format';
import type { OptionsContract } from '@/api/schemas/instruments';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { normalizeSymbol } from '@/live/client';
import { quoteFieldSource, useLiveBoard, useLiveSubscriptions } from '@/components/live/live-cell';
import type { LiveBoard } from '@/components/live/live-board';
import { compareDecimal } from '@/domain/decimal/exact';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';
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
  /** The active account's position in the call / put ("Long 2 contracts"), marked beside the strike. */
  callPosition?: string | undefined;
  putPosition?: string | undefined;
}

/**
 * In a workspace panel: a contract's bid or ask clicked in the chain, as the ticket request it makes
 * (the panel sets its link group's symbol and fills the group's docked ticket, or opens the overlay
 * ticket). Null on the instrument page: the overlay ticket opens.
 */
export const ContractChosenContext = createContext<((request: TicketRequest) => void) | null>(null);

type LiveField = 'bid' | 'ask' | 'last';
type LiveRefs = Record<LiveField, Ref<HTMLElement>>;

/** The texts of a side's static cells, once per snapshot (or contract without one). */
const textCache = new WeakMap<object, Map<string, string>>();
function cachedText(owner: object, key: string, make: () => string): string {
  let texts = textCache.get(owner);
  if (!texts) textCache.set(owner, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = make()));
  return text;
}

function greekText(snapshot: MarketDataSnapshot | undefined, greek: Greek): string {
  const g = snapshot?.greeks;
  if (!snapshot || !g) return '—';
  return cachedText(snapshot, greek, () =>
    greek === 'iv'
      ? formatPercent(g.iv, { ratio: true, decimals: 1 })
      : formatDecimal(g[greek], { decimals: greek === 'gamma' ? 4 : 3 }),
  );
}

/**
 * The ticket for one contract of `contract`, on the side of the price clicked: a limit order at that
 * price as the chain shows it now (the ask to buy, the bid to sell), or without a price when the
 * contract has no quote yet. The trader still reviews every field before anything is sent.
 */
function trade(
  board: LiveBoard,
  contract: OptionsContract,
  side: 'BUY' | 'SELL',
  onContractChosen: ((request: TicketRequest) => void) | null,
) {
  const quote = board.quote(normalizeSymbol(contract.symbol));
  const price = quote?.stale ? undefined : side === 'BUY' ? quote?.ask : quote?.bid;
  (onContractChosen ?? openTicket)({
    symbol: contract.symbol,
    instrumentId: contract.id,
    side,
    quantity: '1',
    ...(price !== undefined && (compareDecimal(price, '0') ?? 0) > 0
      ? { orderType: 'LIMIT' as const, limitPrice: price }
      : {}),
  });
}

/** Callback refs that drive an element from the live board while it is mounted. */
function liveRefs(board: LiveBoard, symbol: string): LiveRefs {
  const key = normalizeSymbol(symbol);
  const attach =
    (field: LiveField) =>
    (el: HTMLElement | null): (() => void) | undefined =>
      el ? board.attach(el, quoteFieldSource(key, field)).detach : undefined;
  return { bid: attach('bid'), ask: attach('ask'), last: attach('last') };
}

function sideCells(
  board: LiveBoard,
  contract: OptionsContract | undefined,
  snapshot: MarketDataSnapshot | undefined,
  live: LiveRefs | undefined,
  side: 'call' | 'put',
  itm: boolean,
  greeks: readonly Greek[],
  onContractChosen: ((request: TicketRequest) => void) | null,
) {
  const cls = `chain-${side}${itm ? ' itm' : ''}`;
  if (!contract || !live) {
    const blank = 5 + greeks.length;
    return Array.from({ length: blank }, (_, i) => <td key={i} role="cell" className={cls} />);
  }
  const symbol = contract.symbol;
  // The live elements' classes never change from React: the board toggles flash, tone and stale.
  // A bid / ask button's name is its content ("Buy <OSI> at the ask 7.10": what it does, then the
  // price the board appends), so the visible price is part of it.
  const cells = [
    <td key="bid" role="cell" className={`${cls} bid-cell`}>
      <button
        ref={live.bid as Ref<HTMLButtonElement>}
        type="button"
        className="chain-price quote-cell num"
        data-field="bid"
        onClick={() => trade(board, contract, 'SELL', onContractChosen)}
      >
        <span className="visually-hidden">{`Sell ${symbol} at the bid `}</span>
      </button>
    </td>,
    <td key="ask" role="cell" className={`${cls} ask-cell`}>
      <button
        ref={live.ask as Ref<HTMLButtonElement>}
        type="button"
        className="chain-price quote-cell num"
        data-field="ask"
        onClick={() => trade(board, contract, 'BUY', onContractChosen)}
      >
        <span className="visually-hidden">{`Buy ${symbol} at the ask `}</span>
      </button>
    </td>,
    <td key="last" role="cell" className={cls}>
      <span ref={live.last as Ref<HTMLSpanElement>} className="quote-cell num" data-field="last" />
    </td>,
    <td key="vol" role="cell" className={`${cls} num chain-count`}>
      {snapshot
        ? cachedText(snapshot, 'vol', () =>
            formatQuantity(snapshot.cumulative_volume ?? null, { decimals: 0 }),
          )
        : '—'}
    </td>,
    <td key="oi" role="cell" className={`${cls} num chain-count`}>
      {cachedText(contract, 'oi', () => formatQuantity(contract.open_interest ?? null, { decimals: 0 }))}
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
  callPosition,
  putPosition,
}: ChainRowProps) {
  const board = useLiveBoard();
  const onContractChosen = useContext(ContractChosenContext);
  const call = sides.calls ? row.call : undefined;
  const put = sides.puts ? row.put : undefined;
  // The shown contracts stream while the row is mounted (after the body's subscribe delay).
  useLiveSubscriptions(
    [call, put]
      .filter((c) => c !== undefined)
      .map((c) => normalizeSymbol(c.symbol))
      .join(','),
  );
  const callLive = useMemo(() => (call ? liveRefs(board, call.symbol) : undefined), [board, call]);
  const putLive = useMemo(() => (put ? liveRefs(board, put.symbol) : undefined), [board, put]);
  const strike = useMemo(() => formatPrice(row.strike), [row.strike]);
  return (
    <tr
      role="row"
      aria-rowindex={index + 3}
      data-index={index}
      data-strike={row.strike}
      className={atm ? 'chain-row atm' : 'chain-row'}
      style={{ top }}
    >
      {sides.calls &&
        sideCells(
          board,
          call,
          call && snapshots.get(call.symbol),
          callLive,
          'call',
          callItm,
          greeks,
          onContractChosen,
        )}
      <th role="rowheader" scope="row" className="chain-strike num">
        {callPosition && <PositionMark text={callPosition} side="call" />}
        {strike}
        {putPosition && <PositionMark text={putPosition} side="put" />}
      </th>
      {sides.puts &&
        sideCells(
          board,
          put,
          put && snapshots.get(put.symbol),
          putLive,
          'put',
          putItm,
          greeks,
          onContractChosen,
        )}
    </tr>
  );
});

/** A held contract: a dot on its side of the strike, the position in words for screen readers and on hover. */
function PositionMark({ text, side }: { text: string; side: 'call' | 'put' }) {
  const label = `${side === 'call' ? 'Call' : 'Put'} position: ${text}`;
  return (
    <span
      className={`chain-position chain-position-${side}${text.startsWith('Short') ? ' position-short' : ' position-long'}`}
      title={label}
      role="img"
      aria-label={label}
    />
  );
}
