// Tiny stand-ins for the Universe and the Market, so brokerage tests control every price, size and
// session. Trading days are Monday to Friday; sessions follow New York wall-clock time.
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import type { OperationId } from '@/sandbox/http/types';
import { callOperation, type OperationInput } from '../../../utils/sandbox';
import { Brokerage } from '@/sandbox/engine/brokerage/brokerage';
import type {
  BrokerageContract,
  BrokerageInstrument,
  BrokerageMarket,
  BrokerageQuote,
  BrokerageUniverse,
  ResolvedInstrument,
  SessionName,
} from '@/sandbox/engine/brokerage/deps';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const base = (n: number, symbol: string, extra: Partial<BrokerageInstrument> = {}): BrokerageInstrument => ({
  id: uuid(n),
  symbol,
  venue: 'XNAS',
  name: `${symbol} Inc.`,
  instrument_type: 'COMMON_STOCK',
  previous_close: '100.00',
  is_tradable: true,
  is_restricted: false,
  is_liquidation_only: false,
  is_short_prohibited: false,
  easy_to_borrow: true,
  is_marginable: true,
  is_fractionable: true,
  ...extra,
});

export const INSTRUMENTS: BrokerageInstrument[] = [
  base(1, 'AAPL'),
  base(2, 'MSFT'),
  base(3, 'HTB', { easy_to_borrow: false }),
  base(4, 'NOSHORT', { is_short_prohibited: true }),
  base(5, 'LIQ', { is_liquidation_only: true }),
  base(6, 'RESTR', { is_restricted: true }),
  base(7, 'HALT', { is_tradable: false }),
  base(8, 'WHOLE', { is_fractionable: false }),
  base(9, 'OTCX', { venue: 'OTCM' }),
  base(10, 'NONMARG', { is_marginable: false }),
  ...Array.from({ length: 10 }, (_, i) => base(20 + i, `S${String(i).padStart(2, '0')}`)),
];

export const CALL: BrokerageContract = {
  id: uuid(900),
  symbol: 'AAPL  260116C00100000',
  contract_type: 'CALL',
  expiry: '2026-01-16',
  strike_price: '100.00',
  multiplier: '100',
  exchange: 'OPRA',
  is_tradable: true,
  is_restricted: false,
  is_liquidation_only: false,
  underlying_instrument_id: uuid(1),
};

export class FakeUniverse implements BrokerageUniverse {
  readonly instruments = INSTRUMENTS;
  readonly contracts = [CALL];
  profile(id: string) {
    const i = this.instruments.find((x) => x.id === id);
    return i ? { isOtc: i.venue === 'OTCM', beta: 1 } : undefined;
  }
  resolveAny(idOrSymbol: string): ResolvedInstrument | undefined {
    const key = idOrSymbol.toUpperCase();
    const equity = this.instruments.find((i) => i.id === idOrSymbol || i.symbol === key);
    if (equity) return { kind: 'equity', instrument: equity };
    const contract = this.contracts.find((c) => c.id === idOrSymbol || c.symbol === idOrSymbol);
    const underlying = this.instruments[0];
    if (contract && underlying) return { kind: 'option', contract, underlying };
    return undefined;
  }
  bySymbol(symbol: string) {
    const found = this.resolveAny(symbol);
    if (!found) throw new Error(`no ${symbol}`);
    return found.kind === 'equity' ? found.instrument : { ...found.contract };
  }
}

const nyParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const isWeekday = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayIndex = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

export interface QuoteSpec {
  bid: string;
  ask: string;
  size?: number;
  last?: string;
}

export class FakeMarket implements BrokerageMarket {
  private readonly quotes = new Map<string, BrokerageQuote>();
  forced: SessionName | undefined;

  constructor(
    private readonly clock: ManualClock,
    private readonly universe: FakeUniverse,
  ) {}

  readonly calendar = {
    isTradingDay: (d: string) => isWeekday(d),
    nextTradingDay: (d: string) => {
      let x = shift(d, 1);
      while (!isWeekday(x)) x = shift(x, 1);
      return x;
    },
    previousTradingDay: (d: string) => {
      let x = shift(d, -1);
      while (!isWeekday(x)) x = shift(x, -1);
      return x;
    },
    tradingDaysBetween: (from: string, to: string) => {
      const out: string[] = [];
      for (let d = from; d <= to; d = shift(d, 1)) if (isWeekday(d)) out.push(d);
      return out;
    },
  };

  session(atMs: number = this.clock.now()): SessionName {
    if (this.forced) return this.forced;
    const parts = Object.fromEntries(nyParts.formatToParts(new Date(atMs)).map((p) => [p.type, p.value]));
    if (parts.weekday === 'Sat' || parts.weekday === 'Sun') return 'closed';
    const minutes = Number(parts.hour) * 60 + Number(parts.minute);
    if (minutes >= 4 * 60 && minutes < 9 * 60 + 30) return 'pre_market';
    if (minutes >= 9 * 60 + 30 && minutes < 16 * 60) return 'regular';
    if (minutes >= 16 * 60 && minutes < 20 * 60) return 'after_hours';
    return 'closed';
  }

  /** Deterministic daily close of an instrument: a gentle wave around its base price. */
  close(idOrSymbol: string, date: string): string {
    const id = this.universe.resolveAny(idOrSymbol);
    const seed = id?.kind === 'equity' ? Number(id.instrument.id.slice(-3)) : 7;
    const basePrice = id?.kind === 'option' ? 5 : 100;
    const value = basePrice * (1 + 0.1 * Math.sin((dayIndex(date) + seed * 13) / 40));
    return value.toFixed(2);
  }

  setQuote(idOrSymbol: string, spec: QuoteSpec): void {
    const found = this.universe.resolveAny(idOrSymbol);
    const id = found?.kind === 'equity' ? found.instrument.id : found?.contract.id;
    if (!id) throw new Error(`unknown ${idOrSymbol}`);
    const size = spec.size ?? 1000;
    this.quotes.set(id, {
      bid: spec.bid,
      ask: spec.ask,
      bid_size: size,
      ask_size: size,
      last_price: spec.last ?? null,
    });
  }

  private idOf(idOrSymbol: string): string | undefined {
    const found = this.universe.resolveAny(idOrSymbol);
    return found?.kind === 'equity' ? found.instrument.id : found?.contract.id;
  }

  private today(): string {
    const d = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(this.clock.now()),
    );
    return isWeekday(d) ? d : this.calendar.previousTradingDay(d);
  }

  quote(idOrSymbol: string): BrokerageQuote | undefined {
    const id = this.idOf(idOrSymbol);
    if (!id) return undefined;
    const set = this.quotes.get(id);
    if (set) return set;
    // Default: a 2-cent market around 1 % above the previous close.
    const mid = Number(this.close(id, this.calendar.previousTradingDay(this.today()))) * 1.01;
    return {
      bid: (mid - 0.01).toFixed(2),
      ask: (mid + 0.01).toFixed(2),
      bid_size: 1000,
      ask_size: 1000,
      last_price: mid.toFixed(2),
    };
  }

  lastPrice(idOrSymbol: string): string | undefined {
    return this.quote(idOrSymbol)?.last_price ?? undefined;
  }

  previousClose(idOrSymbol: string): string | undefined {
    return this.close(idOrSymbol, this.calendar.previousTradingDay(this.today()));
  }

  dailyBars(idOrSymbol: string, fromDate: string, toDate: string) {
    const last = [toDate, this.calendar.previousTradingDay(this.today())].sort()[0] ?? toDate;
    return this.calendar
      .tradingDaysBetween(fromDate, last)
      .map((date) => ({ date, close: this.close(idOrSymbol, date) }));
  }

  closeOn(idOrSymbol: string, date: string): string | undefined {
    return date < this.today() && isWeekday(date) ? this.close(idOrSymbol, date) : undefined;
  }
}

/** Wednesday 2025-03-12, 11:00 in New York (regular session). */
export const WEDNESDAY_11AM = Date.parse('2025-03-12T15:00:00Z');

export function makeWorld(startMs = WEDNESDAY_11AM, seed = 42) {
  const clock = new ManualClock(startMs);
  const universe = new FakeUniverse();
  const market = new FakeMarket(clock, universe);
  const brokerage = new Brokerage(universe, market, clock, createRng(seed).fork('brokerage'));
  return { clock, universe, market, brokerage };
}

export const idOf = (symbol: string) => INSTRUMENTS.find((i) => i.symbol === symbol)?.id ?? '';

/** The fake world with the account, order and position operations callable as the router calls them. */
export function httpWorld() {
  const world = makeWorld();
  const sandbox = { brokerage: world.brokerage } as unknown as Sandbox;
  return {
    ...world,
    call: (id: OperationId, input?: OperationInput) => callOperation(sandbox, id, input),
  };
}
