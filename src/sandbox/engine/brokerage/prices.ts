// Instrument facts and prices as the brokerage sees them: one resolved shape for equities and
// option contracts, and marks that fall back from the live quote to the last close.
import type { BrokerageFlags, BrokerageMarket, BrokerageUniverse } from './deps';
import type { OrderInstrument } from './state';
import { type Decimal, dec } from './money';

export interface TradableInstrument extends OrderInstrument, BrokerageFlags {
  is_otc: boolean;
  option?: { contract_type: string; strike: string; expiry: string };
}

const OTC_VENUES = new Set(['OTCM', 'OTC', 'OOTC', 'PINX', 'OTCB', 'OTCQ', 'EXPM', 'PSGM']);

export class PriceBook {
  constructor(
    private readonly universe: BrokerageUniverse,
    private readonly market: BrokerageMarket,
  ) {}

  resolve(idOrSymbol: string): TradableInstrument | undefined {
    const found = this.universe.resolveAny(idOrSymbol);
    if (!found) return undefined;
    if (found.kind === 'equity') {
      const i = found.instrument;
      return {
        instrument_id: i.id,
        symbol: i.symbol,
        instrument_type: 'COMMON_STOCK',
        underlying_instrument_id: null,
        multiplier: '1',
        venue: i.venue,
        is_tradable: i.is_tradable,
        is_restricted: i.is_restricted,
        is_liquidation_only: i.is_liquidation_only,
        is_short_prohibited: i.is_short_prohibited,
        easy_to_borrow: i.easy_to_borrow,
        is_marginable: i.is_marginable,
        is_fractionable: i.is_fractionable,
        is_otc: this.universe.profile(i.id)?.isOtc ?? OTC_VENUES.has(i.venue),
      };
    }
    const c = found.contract;
    return {
      instrument_id: c.id,
      symbol: c.symbol,
      instrument_type: 'OPTION',
      underlying_instrument_id: c.underlying_instrument_id ?? found.underlying.id,
      multiplier: c.multiplier || '100',
      venue: c.exchange,
      is_tradable: c.is_tradable ?? true,
      is_restricted: c.is_restricted ?? false,
      is_liquidation_only: c.is_liquidation_only,
      // Writing options is governed by the options level, not by the stock's borrow flags.
      is_short_prohibited: false,
      easy_to_borrow: true,
      is_marginable: false,
      is_fractionable: false,
      is_otc: false,
      option: { contract_type: c.contract_type, strike: c.strike_price, expiry: c.expiry },
    };
  }

  /** Bid/ask with sizes now, or at `atMs` when the market can tell; undefined without a quote. */
  book(
    instrumentId: string,
    atMs?: number,
  ): { bid: Decimal; ask: Decimal; bidSize: Decimal; askSize: Decimal; last?: Decimal } | undefined {
    const q =
      atMs !== undefined && this.market.quoteAt
        ? this.market.quoteAt(instrumentId, atMs)
        : this.market.quote(instrumentId);
    if (!q) return undefined;
    const bid = dec(q.bid);
    const ask = dec(q.ask);
    if (bid.lte(0) && ask.lte(0)) return undefined;
    return {
      bid,
      ask,
      bidSize: dec(q.bid_size),
      askSize: dec(q.ask_size),
      ...(q.last_price ? { last: dec(q.last_price) } : {}),
    };
  }

  /** The price positions are marked at now: last trade, else the midpoint, else the last close. */
  mark(instrumentId: string): Decimal | undefined {
    const q = this.market.quote(instrumentId);
    if (q?.last_price && dec(q.last_price).gt(0)) return dec(q.last_price);
    if (q && dec(q.bid).gt(0) && dec(q.ask).gt(0)) return dec(q.bid).plus(q.ask).div(2);
    const last = this.market.lastPrice(instrumentId);
    if (last && dec(last).gt(0)) return dec(last);
    const prev = this.market.previousClose(instrumentId);
    return prev ? dec(prev) : undefined;
  }

  /** The close on `date`, falling back to the live mark (today, or dates the market has no bar for). */
  closeOn(instrumentId: string, date: string): Decimal | undefined {
    const close = this.market.closeOn(instrumentId, date);
    if (close && dec(close).gt(0)) return dec(close);
    return this.mark(instrumentId);
  }

  /** Daily closes between two dates, by date. */
  closes(instrumentId: string, from: string, to: string): Map<string, Decimal> {
    const out = new Map<string, Decimal>();
    for (const bar of this.market.dailyBars(instrumentId, from, to)) out.set(bar.date, dec(bar.close));
    return out;
  }
}
