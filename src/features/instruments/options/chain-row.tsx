// The chain's column set of the table engine (DataTable, positioned rows on one grid): call columns
// mirrored on the left, the strike, put columns on the right; the price line is a full row between
// two strikes. Bid and ask are buttons: the bid sells, the ask buys, one contract, for that OSI symbol.
// A row is mounted only while it is in view (the table is virtualized), so every mounted row streams.
// The live cells (bid, ask, last of each side) are plain elements the live board writes into (no
// component, no React render per tick, no React state per cell): they attach through callback refs
// (one per contract and field, kept with the contract), and the strike cell subscribes its row's two
// contracts once, not once per cell. A row re-renders only when its own item changes (in the money,
// at the money, a position) or the columns do (greeks, sides, snapshots); the static texts are
// formatted once per value (per snapshot and contract), not per render.
import { createContext, type ReactNode, type Ref } from 'react';
import { formatPercent, formatPrice, formatQuantity, formatDecimal } from '@/domain/decimal/format';
import type { OptionsContract } from '@/api/schemas/instruments';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { normalizeSymbol } from '@/live/client';
import type { DataColumn } from '@/components/data-table/column';
import type { HeaderGroup } from '@/components/data-table/data-table-header';
import { quoteFieldSource, useLiveSubscriptions } from '@/components/live/live-cell';
import type { LiveBoard } from '@/components/live/live-board';
import { compareDecimal } from '@/domain/decimal/exact';
import { openTicket, type TicketRequest } from '@/domain/ticket-intent';
import { GREEK_LABELS, type Greek } from './chain-columns';
import type { ChainRow } from './chain-model';

/** A strike of the chain as the table shows it, or the price line between two strikes. */
export type ChainItem =
  | {
      kind: 'strike';
      row: ChainRow;
      atm: boolean;
      callItm: boolean;
      putItm: boolean;
      /** The active account's position in the call / put ("Long 2 contracts"), marked beside the strike. */
      callPosition: string | undefined;
      putPosition: string | undefined;
    }
  | { kind: 'line' };
type StrikeItem = Extract<ChainItem, { kind: 'strike' }>;

/**
 * In a workspace panel: a contract's bid or ask clicked in the chain, as the ticket request it makes
 * (the panel sets its link group's symbol and fills the group's docked ticket, or opens the overlay
 * ticket). Null on the instrument page: the overlay ticket opens.
 */
export const ContractChosenContext = createContext<((request: TicketRequest) => void) | null>(null);

/** Width (px) every side column has at the least; the strike's. Both grow to fill the row. */
const SIDE_WIDTH = 58;
const STRIKE_WIDTH = 76;
/**
 * The counts' (volume, open interest) least width: "Volume" and a six-digit count whole. At 58 px a
 * narrow panel (the workspace's Options preset at 1280 px) cut open interest "100,161" to "100,16"
 * and ran the Volume header into OI's.
 */
const COUNT_WIDTH = 76;

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

type LiveField = 'bid' | 'ask' | 'last';
type LiveRef = (el: HTMLElement | null) => (() => void) | undefined;

/** Callback refs that drive an element from the live board while it is mounted, kept per contract. */
const liveRefCache = new WeakMap<LiveBoard, WeakMap<OptionsContract, Map<LiveField, LiveRef>>>();
function liveRef(board: LiveBoard, contract: OptionsContract, field: LiveField): LiveRef {
  let byContract = liveRefCache.get(board);
  if (!byContract) liveRefCache.set(board, (byContract = new WeakMap()));
  let refs = byContract.get(contract);
  if (!refs) byContract.set(contract, (refs = new Map()));
  let ref = refs.get(field);
  if (!ref) {
    const source = quoteFieldSource(normalizeSymbol(contract.symbol), field);
    ref = (el) => (el ? board.attach(el, source).detach : undefined);
    refs.set(field, ref);
  }
  return ref;
}

export interface ChainColumnsOptions {
  board: LiveBoard;
  greeks: readonly Greek[];
  sides: { calls: boolean; puts: boolean };
  snapshots: Map<string, MarketDataSnapshot>;
  onContractChosen: ((request: TicketRequest) => void) | null;
}

/** One side's columns, outward from the strike: bid, ask, last, volume, open interest, the greeks. */
function sideColumns(
  side: 'call' | 'put',
  { board, greeks, snapshots, onContractChosen }: ChainColumnsOptions,
): Array<DataColumn<ChainItem>> {
  const contractOf = (item: ChainItem) =>
    item.kind === 'strike' ? (side === 'call' ? item.row.call : item.row.put) : undefined;
  const sideClass = (item: ChainItem) =>
    item.kind === 'strike' && (side === 'call' ? item.callItm : item.putItm)
      ? `chain-${side} itm`
      : `chain-${side}`;
  const column = (
    id: string,
    header: string,
    extraClass: string,
    cell: (contract: OptionsContract) => ReactNode,
    width = SIDE_WIDTH,
  ): DataColumn<ChainItem> => ({
    id: `${side}-${id}`,
    header,
    width,
    grow: 1,
    className: (item) => `${sideClass(item)}${extraClass}`,
    cell: (item) => {
      const contract = contractOf(item);
      return contract ? cell(contract) : null;
    },
  });
  // The live elements' classes never change from React: the board toggles flash, tone and stale.
  // A bid / ask button's name is its content ("Buy <OSI> at the ask 7.10": what it does, then the
  // price the board appends), so the visible price is part of it.
  const priceButton = (field: 'bid' | 'ask', contract: OptionsContract) => (
    <button
      ref={liveRef(board, contract, field) as Ref<HTMLButtonElement>}
      type="button"
      className="chain-price quote-cell num"
      data-field={field}
      onClick={() => trade(board, contract, field === 'ask' ? 'BUY' : 'SELL', onContractChosen)}
    >
      <span className="visually-hidden">
        {field === 'ask' ? `Buy ${contract.symbol} at the ask ` : `Sell ${contract.symbol} at the bid `}
      </span>
    </button>
  );
  return [
    column('bid', 'Bid', ' bid-cell', (contract) => priceButton('bid', contract)),
    column('ask', 'Ask', ' ask-cell', (contract) => priceButton('ask', contract)),
    column('last', 'Last', '', (contract) => (
      <span
        ref={liveRef(board, contract, 'last') as Ref<HTMLSpanElement>}
        className="quote-cell num"
        data-field="last"
      />
    )),
    column(
      'vol',
      'Volume',
      ' num chain-count',
      (contract) => {
        const snapshot = snapshots.get(contract.symbol);
        return snapshot
          ? cachedText(snapshot, 'vol', () =>
              formatQuantity(snapshot.cumulative_volume ?? null, { decimals: 0 }),
            )
          : '—';
      },
      COUNT_WIDTH,
    ),
    column(
      'oi',
      'OI',
      ' num chain-count',
      (contract) =>
        cachedText(contract, 'oi', () => formatQuantity(contract.open_interest ?? null, { decimals: 0 })),
      COUNT_WIDTH,
    ),
    ...greeks.map((g) =>
      column(g, GREEK_LABELS[g], ' num greek', (contract) => greekText(snapshots.get(contract.symbol), g)),
    ),
  ];
}

/** The chain's columns: calls (mirrored) | strike | puts, as the sides filter shows them. */
export function chainColumns(options: ChainColumnsOptions): Array<DataColumn<ChainItem>> {
  const { sides } = options;
  const strike: DataColumn<ChainItem> = {
    id: 'strike',
    header: 'Strike',
    width: STRIKE_WIDTH,
    grow: 0.9,
    rowHeader: true,
    className: 'chain-strike num',
    cell: (item) => (item.kind === 'strike' ? <StrikeCell item={item} sides={sides} /> : null),
  };
  return [
    ...(sides.calls ? sideColumns('call', options).reverse() : []),
    strike,
    ...(sides.puts ? sideColumns('put', options) : []),
  ];
}

/** The Calls | Puts header over the side columns. */
export function chainHeaderGroups(sides: { calls: boolean; puts: boolean }, sideSpan: number): HeaderGroup[] {
  return [
    ...(sides.calls ? [{ id: 'calls', header: 'Calls', span: sideSpan }] : []),
    { id: 'strike', header: null, span: 1 },
    ...(sides.puts ? [{ id: 'puts', header: 'Puts', span: sideSpan }] : []),
  ];
}

/** Row attributes: a strike row's strike (and the money's class), the price line's name. */
export const chainRowAttributes = (item: ChainItem): Record<string, string | undefined> =>
  item.kind === 'strike' ? { 'data-strike': item.row.strike } : { 'aria-label': 'At the money' };
export const chainRowClass = (item: ChainItem) =>
  item.kind === 'line' ? 'chain-price-line' : item.atm ? 'chain-row atm' : 'chain-row';

/**
 * The strike, the positions held beside it, and the row's live subscriptions: the shown contracts
 * stream while the row is mounted (after the body's subscribe delay).
 */
function StrikeCell({ item, sides }: { item: StrikeItem; sides: { calls: boolean; puts: boolean } }) {
  const call = sides.calls ? item.row.call : undefined;
  const put = sides.puts ? item.row.put : undefined;
  useLiveSubscriptions(
    [call, put]
      .filter((c) => c !== undefined)
      .map((c) => normalizeSymbol(c.symbol))
      .join(','),
  );
  return (
    <>
      {item.callPosition && <PositionMark text={item.callPosition} side="call" />}
      {cachedText(item.row, 'strike', () => formatPrice(item.row.strike))}
      {item.putPosition && <PositionMark text={item.putPosition} side="put" />}
    </>
  );
}

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
