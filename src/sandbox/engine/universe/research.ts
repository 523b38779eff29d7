// Per-instrument research data behind the instrument-data endpoints: fundamentals, statements,
// analyst consensus and corporate events, plus the cross-universe events calendar. Built on first
// use; statement models are cached per issuer.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type {
  InstrumentAllEventsData,
  InstrumentAnalystConsensus,
  InstrumentBalanceSheetStatement,
  InstrumentCashFlowStatement,
  InstrumentEarnings,
  InstrumentEventEnvelope,
  InstrumentEventsData,
  InstrumentFundamentals,
  InstrumentIncomeStatement,
} from '@/api/schemas/instruments';
import type { Rng } from '../rng';
import { badRequest, notFound } from '../errors';
import { priceToEarnings } from '../ratios';
import { consensusBetween, hasAnalystCoverage } from './analyst';
import { sectorDisplayName, formatPrice } from './catalog';
import { addDays, daysBetween, tradingDayOnOrAfter } from './dates';
import {
  dividendsBetween,
  earningsBetween,
  listedIpoBetween,
  pipelineIposBetween,
  splitsBetween,
} from './events';
import { unitHash } from './ids';
import { checkRange, dateParam } from './query-params';
import { filterByFilingDate, Financials, type StatementSet } from './statements';
import type { InstrumentProfile } from './types';
import type { InstrumentLookup } from './lookup';

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

const EVENT_ORDER = { EARNINGS: 0, DIVIDEND: 1, STOCK_SPLIT: 2, IPO: 3 } as const;
type AllEventType = keyof typeof EVENT_ORDER;

export class Research {
  private readonly financials: Financials;

  constructor(
    private readonly universe: InstrumentLookup,
    private readonly rng: Rng,
  ) {
    this.financials = new Financials(rng.fork('financials'));
  }

  /** The equity behind an id, ticker or OSI symbol: 404 when unknown, 400 for an option contract. */
  private profileOf(idOrSymbol: string, what: string): InstrumentProfile {
    const found = this.universe.resolveAny(idOrSymbol);
    if (!found) throw notFound(`Instrument not found: ${idOrSymbol}`);
    if (found.kind === 'option')
      throw badRequest(`${what} are not available for option contracts`, [
        { field: 'instrument_id', description: 'expected an equity or fund' },
      ]);
    const profile = this.universe.profile(found.instrument.id);
    if (!profile) throw notFound(`Instrument not found: ${idOrSymbol}`);
    return profile;
  }

  private statementSet(profile: InstrumentProfile): StatementSet {
    return this.financials.statements(profile, this.universe.today(), this.universe.now());
  }

  fundamentals(idOrSymbol: string): InstrumentFundamentals {
    const profile = this.profileOf(idOrSymbol, 'Fundamentals');
    const i = profile.instrument;
    const price = new Decimal(i.previous_close);
    const ttm =
      profile.kind === 'stock'
        ? this.statementSet(profile).income.find((r) => r.period_type === 'TTM')
        : undefined;
    const eps = ttm?.eps_diluted ? new Decimal(ttm.eps_diluted) : undefined;
    // A 52-week range around the reference close, as wide as the name is volatile.
    const up = profile.annualVolatility * (0.2 + 0.4 * unitHash(`52w-high:${i.symbol}`));
    const down = profile.annualVolatility * (0.15 + 0.35 * unitHash(`52w-low:${i.symbol}`));
    return {
      average_volume: Number(i.adv),
      beta: profile.beta.toFixed(2),
      description: profile.description,
      dividend_yield: profile.dividendYield,
      earnings_per_share: eps ? eps.toFixed(2) : null,
      fifty_two_week_high: formatPrice(price.times(1 + up).toNumber()),
      fifty_two_week_low: formatPrice(price.times(Math.max(0.05, 1 - down)).toNumber()),
      industry: profile.industry,
      list_date: profile.listDate,
      logo_url: null,
      market_cap: profile.marketCap,
      previous_close: i.previous_close,
      // At the reference close here; the fundamentals endpoint re-prices it at the market's last price.
      price_to_earnings: priceToEarnings(price, eps)?.toFixed(2) ?? null,
      reporting_currency: 'USD',
      sector: sectorDisplayName(profile.sector),
    };
  }

  /**
   * The issuer's published quarters as raw model figures, oldest first (empty for funds). Cheap next
   * to the statement endpoints (no rows are built), for screens over the whole universe.
   */
  publishedQuarters(idOrSymbol: string): ReturnType<Financials['published']> {
    const profile = this.profileOf(idOrSymbol, 'Financials');
    return this.financials.published(profile, this.universe.today(), this.universe.now());
  }

  incomeStatements(idOrSymbol: string, range: DateRange = {}): InstrumentIncomeStatement[] {
    const profile = this.profileOf(idOrSymbol, 'Income statements');
    const [from, to] = this.range(range);
    return filterByFilingDate(this.statementSet(profile).income, from, to);
  }

  balanceSheets(idOrSymbol: string, range: DateRange = {}): InstrumentBalanceSheetStatement[] {
    const profile = this.profileOf(idOrSymbol, 'Balance sheets');
    const [from, to] = this.range(range);
    return filterByFilingDate(this.statementSet(profile).balance, from, to);
  }

  cashFlowStatements(idOrSymbol: string, range: DateRange = {}): InstrumentCashFlowStatement[] {
    const profile = this.profileOf(idOrSymbol, 'Cash flow statements');
    const [from, to] = this.range(range);
    return filterByFilingDate(this.statementSet(profile).cash, from, to);
  }

  /** A profile's earnings (released and expected) between two dates, as known `today`. */
  private earnings(
    profile: InstrumentProfile,
    from: string,
    to: string,
    today: string,
  ): InstrumentEarnings[] {
    return earningsBetween(
      profile,
      this.financials,
      this.universe.eventsRng,
      from,
      to,
      today,
      this.universe.now(),
    );
  }

  private range(
    range: DateRange,
    fromField = 'from_date',
    toField = 'to_date',
  ): [string | undefined, string | undefined] {
    const from = dateParam(fromField, range.from);
    const to = dateParam(toField, range.to);
    checkRange(fromField, toField, from, to);
    return [from, to];
  }

  analystConsensus(idOrSymbol: string, range: DateRange = {}): InstrumentAnalystConsensus {
    const profile = this.profileOf(idOrSymbol, 'Analyst ratings');
    const [from, to] = this.range(range, 'from', 'to');
    if (!hasAnalystCoverage(profile)) throw notFound(`No analyst coverage for ${profile.instrument.symbol}`);
    const consensus = consensusBetween(profile, this.rng.fork('analyst'), this.universe.today(), from, to);
    if (!consensus)
      throw notFound(`No analyst consensus for ${profile.instrument.symbol} between ${from} and ${to}`);
    return consensus;
  }

  /** Events of one instrument grouped by type; the range defaults to a year back and 60 days ahead. */
  instrumentEvents(idOrSymbol: string, range: DateRange = {}): InstrumentEventsData {
    const profile = this.profileOf(idOrSymbol, 'Corporate events');
    const today = this.universe.today();
    const [fromParam, toParam] = this.range(range);
    const from = fromParam ?? addDays(today, -365);
    const to = toParam ?? addDays(today, 60);
    checkRange('from_date', 'to_date', from, to);
    const symbol = profile.instrument.symbol;
    return {
      instrument_id: profile.instrument.id,
      reporting_currency: 'USD',
      earnings: this.earnings(profile, from, to, today),
      dividends: dividendsBetween(profile, from, to, today),
      splits: splitsBetween(symbol, from, to),
      ipos: listedIpoBetween(profile, from, to).map(({ symbol: _s, ...ipo }) => ipo),
    };
  }

  /**
   * Events across the universe grouped by date, newest first. Without instrument_ids the range
   * defaults to the anchor trading day and spans at most 6 days; with them, to 30 days back.
   */
  allEvents(query: {
    eventTypes?: readonly string[];
    instrumentIds?: readonly string[];
    from?: string;
    to?: string;
  }): InstrumentAllEventsData {
    const [fromParam, toParam] = this.range({ from: query.from, to: query.to });
    const today = this.universe.today();
    const anchor = tradingDayOnOrAfter(today);
    const filtered = (query.instrumentIds?.length ?? 0) > 0;
    let from: string;
    let to: string;
    if (filtered) {
      to = toParam ?? (fromParam && fromParam > anchor ? addDays(fromParam, 30) : anchor);
      from = fromParam ?? addDays(to, -30);
    } else {
      from = fromParam ?? toParam ?? anchor;
      to = toParam ?? from;
      if (daysBetween(from, to) > 6) to = addDays(from, 6);
    }
    checkRange('from_date', 'to_date', from, to);
    const types = new Set<AllEventType>(
      (query.eventTypes?.length ? query.eventTypes : Object.keys(EVENT_ORDER)) as AllEventType[],
    );
    const profiles = filtered
      ? (query.instrumentIds ?? [])
          .map((id) => {
            // An OSI symbol stands for its underlying's events.
            const found = this.universe.resolveAny(id.trim());
            return found?.kind === 'option' ? found.underlying : found?.instrument;
          })
          .filter((i, n, all): i is NonNullable<typeof i> => !!i && all.indexOf(i) === n)
          .map((i) => this.universe.profile(i.id))
          .filter((p): p is InstrumentProfile => !!p)
      : this.universe.allProfiles();
    const rows: Array<{ date: string; envelope: InstrumentEventEnvelope }> = [];
    const base = (p: InstrumentProfile) => ({
      symbol: p.instrument.symbol,
      name: p.instrument.name,
      instrument_id: p.instrument.id,
      reporting_currency: 'USD',
    });
    for (const p of profiles) {
      if (types.has('EARNINGS'))
        for (const e of this.earnings(p, from, to, today))
          rows.push({ date: e.date, envelope: { ...base(p), type: 'EARNINGS', earnings_event_data: e } });
      if (types.has('DIVIDEND'))
        for (const d of dividendsBetween(p, from, to, today))
          rows.push({ date: d.ex_date, envelope: { ...base(p), type: 'DIVIDEND', dividend_event_data: d } });
      if (types.has('STOCK_SPLIT'))
        for (const s of splitsBetween(p.instrument.symbol, from, to))
          rows.push({
            date: s.date,
            envelope: { ...base(p), type: 'STOCK_SPLIT', stock_split_event_data: s },
          });
      if (types.has('IPO'))
        for (const { symbol: _s, ...ipo } of listedIpoBetween(p, from, to))
          rows.push({ date: ipo.date, envelope: { ...base(p), type: 'IPO', ipo_event_data: ipo } });
    }
    if (!filtered && types.has('IPO'))
      for (const { symbol, ...ipo } of pipelineIposBetween(this.rng.fork('ipo-calendar'), from, to, today))
        rows.push({
          date: ipo.date,
          envelope: {
            symbol,
            name: ipo.company,
            reporting_currency: 'USD',
            type: 'IPO',
            ipo_event_data: ipo,
          },
        });
    rows.sort(
      (a, b) =>
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
        EVENT_ORDER[a.envelope.type as AllEventType] - EVENT_ORDER[b.envelope.type as AllEventType] ||
        (a.envelope.symbol < b.envelope.symbol ? -1 : 1),
    );
    const eventDates: InstrumentAllEventsData['event_dates'] = [];
    for (const row of rows) {
      const last = eventDates[eventDates.length - 1];
      if (last && last.date === row.date) last.events.push(row.envelope);
      else eventDates.push({ date: row.date, events: [row.envelope] });
    }
    return { event_dates: eventDates };
  }
}
