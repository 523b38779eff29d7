// Financial statements as the API returns them: quarterly rows from the model, fiscal-year rows
// (sums of the four quarters; the balance sheet at year end) and one trailing-twelve-months row
// (sum of the last four published quarters), most recent period first. Generated per issuer on
// first request and cached.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type {
  InstrumentBalanceSheetStatement,
  InstrumentCashFlowStatement,
  InstrumentIncomeStatement,
} from '@/api/schemas/instruments';
import type { Rng } from '../rng';
import { addDays } from './dates';
import { fiscalQuartersThrough } from './fiscal-calendar';
import { modelQuarters, type QuarterNumbers } from './financial-model';
import type { InstrumentProfile } from './types';

type PeriodType = 'QUARTERLY' | 'ANNUAL' | 'TTM';
const TYPE_ORDER: Record<PeriodType, number> = { TTM: 0, ANNUAL: 1, QUARTERLY: 2 };

interface Row {
  periodEnd: string;
  type: PeriodType;
  common: {
    accepted_date: string;
    filing_date: string;
    period: string;
    period_type: PeriodType;
    reported_currency: 'USD';
    year: number;
  };
}

type Amounts = Record<string, number | string>;

/** One API row: the common fields, then the statement's amounts as decimal strings. */
function row<C extends object>(common: C, amounts: Amounts): C & Record<string, string> {
  const out: Record<string, unknown> = { ...(common as Record<string, unknown>) };
  for (const k in amounts) {
    const v = amounts[k];
    out[k] = typeof v === 'number' ? String(v) : v;
  }
  return out as C & Record<string, string>;
}

const sum = (quarters: QuarterNumbers[], pick: (q: QuarterNumbers) => Record<string, number>) => {
  const out: Record<string, number> = {};
  for (const q of quarters) for (const [k, v] of Object.entries(pick(q))) out[k] = (out[k] ?? 0) + v;
  return out;
};

const perShare = (amount: number, shares: number) =>
  shares > 0 ? new Decimal(amount).div(shares).toFixed(2) : '0.00';

function incomeFields(income: Record<string, number>, shares: number, sharesDiluted: number): Amounts {
  return {
    ...income,
    eps: perShare(income.net_income ?? 0, shares),
    eps_diluted: perShare(income.net_income ?? 0, sharesDiluted),
    weighted_average_shs_out: String(shares),
    weighted_average_shs_out_dil: String(sharesDiluted),
  };
}

/** Cash-flow sums, with the opening cash of the first quarter and the closing cash of the last. */
function cashSum(quarters: QuarterNumbers[]): Record<string, number> {
  const out = sum(quarters, (q) => q.cash);
  out.cash_at_beginning_of_period = quarters[0]?.cash.cash_at_beginning_of_period ?? 0;
  out.cash_at_end_of_period = quarters[quarters.length - 1]?.cash.cash_at_end_of_period ?? 0;
  return out;
}

const averageShares = (quarters: QuarterNumbers[], pick: (q: QuarterNumbers) => number) =>
  Math.round(quarters.reduce((a, q) => a + pick(q), 0) / Math.max(1, quarters.length));

export interface StatementSet {
  income: InstrumentIncomeStatement[];
  balance: InstrumentBalanceSheetStatement[];
  cash: InstrumentCashFlowStatement[];
  /** Published quarters, oldest first (for earnings and TTM figures). */
  quarters: QuarterNumbers[];
}

export class Financials {
  private readonly modelCache = new Map<string, QuarterNumbers[]>();
  private readonly setCache = new Map<string, { key: number; set: StatementSet }>();

  constructor(private readonly rng: Rng) {}

  /** Model quarters through the releases expected in the next ~7 months (future ones unpublished). */
  modelThrough(profile: InstrumentProfile, today: string): QuarterNumbers[] {
    const needed = fiscalQuartersThrough(profile, addDays(today, 200)).length;
    const cached = this.modelCache.get(profile.instrument.id);
    if (cached && cached.length >= needed) return cached.slice(0, needed);
    const quarters = modelQuarters(profile, this.rng, needed);
    this.modelCache.set(profile.instrument.id, quarters);
    return quarters;
  }

  /** Quarters whose filing the SEC had accepted by `nowMs`. */
  published(profile: InstrumentProfile, today: string, nowMs: number): QuarterNumbers[] {
    if (profile.kind !== 'stock') return [];
    return this.modelThrough(profile, today).filter((q) => q.period.acceptedMs <= nowMs);
  }

  statements(profile: InstrumentProfile, today: string, nowMs: number): StatementSet {
    const quarters = this.published(profile, today, nowMs);
    // The rows only change when another quarter is published.
    const key = quarters.length;
    const cached = this.setCache.get(profile.instrument.id);
    if (cached && cached.key === key) return cached.set;
    const rows: Array<Row & { income: Amounts; balance: Amounts; cash: Amounts }> = [];
    const common = (q: QuarterNumbers, type: PeriodType, period: string) => ({
      accepted_date: q.period.acceptedDate,
      filing_date: q.period.filingDate,
      period,
      period_type: type,
      reported_currency: 'USD' as const,
      year: q.period.fiscalYear,
    });
    for (const q of quarters) {
      rows.push({
        periodEnd: q.period.periodEnd,
        type: 'QUARTERLY',
        common: common(q, 'QUARTERLY', `Q${q.period.quarter}`),
        income: incomeFields(q.income, q.shares, q.sharesDiluted),
        balance: q.balance,
        cash: q.cash,
      });
    }
    const byYear = new Map<number, QuarterNumbers[]>();
    for (const q of quarters)
      byYear.set(q.period.fiscalYear, [...(byYear.get(q.period.fiscalYear) ?? []), q]);
    for (const group of byYear.values()) {
      const last = group[group.length - 1];
      if (group.length !== 4 || !last) continue;
      rows.push({
        periodEnd: last.period.periodEnd,
        type: 'ANNUAL',
        common: common(last, 'ANNUAL', 'FY'),
        income: incomeFields(
          sum(group, (q) => q.income),
          averageShares(group, (q) => q.shares),
          averageShares(group, (q) => q.sharesDiluted),
        ),
        balance: last.balance,
        cash: cashSum(group),
      });
    }
    const trailing = quarters.slice(-4);
    const latest = trailing[trailing.length - 1];
    if (trailing.length === 4 && latest) {
      rows.push({
        periodEnd: latest.period.periodEnd,
        type: 'TTM',
        common: common(latest, 'TTM', 'TTM'),
        income: incomeFields(
          sum(trailing, (q) => q.income),
          averageShares(trailing, (q) => q.shares),
          averageShares(trailing, (q) => q.sharesDiluted),
        ),
        balance: latest.balance,
        cash: cashSum(trailing),
      });
    }
    rows.sort((a, b) =>
      a.periodEnd === b.periodEnd
        ? TYPE_ORDER[a.type] - TYPE_ORDER[b.type]
        : a.periodEnd < b.periodEnd
          ? 1
          : -1,
    );
    const set: StatementSet = {
      income: rows.map((r) => row(r.common, r.income)),
      balance: rows.map((r) => row(r.common, r.balance)),
      cash: rows.map((r) => row(r.common, r.cash)),
      quarters,
    };
    if (this.setCache.size > 300) this.setCache.clear();
    this.setCache.set(profile.instrument.id, { key, set });
    return set;
  }

  /** Diluted earnings per share over the last four published quarters (undefined without four). */
  trailingEps(profile: InstrumentProfile, today: string, nowMs: number): Decimal | undefined {
    const trailing = this.published(profile, today, nowMs).slice(-4);
    if (trailing.length < 4) return undefined;
    return trailing.reduce(
      (acc, q) => acc.plus(new Decimal(q.income.net_income ?? 0).div(q.sharesDiluted)),
      new Decimal(0),
    );
  }
}

/** Statement rows whose filing date lies within [from, to] (either bound optional). */
export function filterByFilingDate<T extends { filing_date: string }>(
  rows: readonly T[],
  from?: string,
  to?: string,
): T[] {
  return rows.filter((r) => (!from || r.filing_date >= from) && (!to || r.filing_date <= to));
}
