// What the assistant answers. A reply is decided when the user's message arrives, from the market at
// that moment: a question about a ticker gets its quote, a chart and an open-chart action; "buy 10
// AAPL" a prefilled order ticket; "top gainers" or "dividend stocks in energy" a screener run and an
// open-screener action; "my positions" the account's holdings (or, without the account-data
// entitlement, a consent action); "compare AAPL and MSFT" a side-by-side table and a performance
// chart; deep insights a long-form report. Everything is deterministic.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type { ActionButton, Capability, MessageContentPart, StructuredAction } from '@/api/schemas/assistant';
import type { ScreenerFilter } from '@/api/schemas/screener';
import type { NewOrderRequest, Order } from '@/api/schemas/orders';
import type { Position } from '@/api/schemas/positions';
import type { SearchFilter, SortSpec } from '@/api/schemas/screener';
import type { WorkspaceBrokerage, WorkspaceInstrument } from './deps';
import type { MarketView } from './market-view';
import type { Screener } from './screener';
import { fieldValue } from './screener';
import { FIELD_BY_NAME, ScreenerRowSource } from './screener-fields';
import { ACCOUNT_DATA, AGREEMENT_KEY } from './entitlements';
import type { AssistantFailure } from './state';
import { addMonths, compactCount, compactUsd, decimalOf, signed, signedUsd, usdAmount } from './util';

export interface Reply {
  thoughts: string[];
  text: string;
  /** Parts after the text: charts, structured actions, custom payloads, suggested actions. */
  parts: MessageContentPart[];
  failure?: AssistantFailure;
}

export interface ReplyContext {
  view: MarketView;
  screener: Screener;
  brokerage: WorkspaceBrokerage;
  accountId: number;
  /** Whether the assistant may read the account's data (omni.account_data). */
  entitled: boolean;
  capabilities: ReadonlySet<Capability>;
  /** A fresh UUID for a structured action. */
  newId: () => string;
}

const STOPWORDS = new Set(
  (
    'I A AN THE AND OR OF TO IN ON AT IS IT BE DO MY ME US UP ALL ARE FOR NOW CAN HOW WHAT WHY WHO ' +
    'BUY SELL ETF ETFS PE EPS YTD TTM AI CEO CFO USD DAY GTC IPO NYSE OK SO IF AS BY AM PM ET ' +
    'LIMIT MARKET STOP Q1 Q2 Q3 Q4 FY ANY NEW ONE TWO GDP CPI FED API'
  ).split(' '),
);

const NAME_ALIASES: Record<string, string> = {
  apple: 'AAPL',
  microsoft: 'MSFT',
  nvidia: 'NVDA',
  amazon: 'AMZN',
  google: 'GOOGL',
  alphabet: 'GOOGL',
  facebook: 'META',
  tesla: 'TSLA',
  netflix: 'NFLX',
  berkshire: 'BRK.B',
  walmart: 'WMT',
  exxon: 'XOM',
};

/** Tickers named in a message, in order: cashtags, upper-case tickers and a few company names. */
export function extractTickers(text: string, view: MarketView): WorkspaceInstrument[] {
  const found: WorkspaceInstrument[] = [];
  const add = (symbol: string) => {
    const instrument = view.instrument(symbol);
    if (instrument && !found.some((f) => f.id === instrument.id)) found.push(instrument);
  };
  for (const match of text.matchAll(/(\$?)([A-Za-z][A-Za-z0-9.]{0,6})/g)) {
    const cashtag = match[1] === '$';
    const word = (match[2] ?? '').replace(/\.+$/, '');
    if (cashtag) add(word.toUpperCase());
    else if (word.length >= 2 && word === word.toUpperCase() && !STOPWORDS.has(word)) add(word);
    const alias = NAME_ALIASES[word.toLowerCase()];
    if (alias) add(alias);
  }
  return found;
}

// ---- formatting -------------------------------------------------------------------------------

const usd = (d: Decimal.Value) => usdAmount(d);
const pctText = (d: Decimal | null) => (d ? `${signed(d)}%` : 'n/a');
const link = (i: WorkspaceInstrument) => `[${i.symbol}](ticker:${i.symbol})`;
const direction = (d: Decimal) => (d.isNegative() ? 'down' : 'up');

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

// ---- parts ------------------------------------------------------------------------------------

class PartsBuilder {
  readonly parts: MessageContentPart[] = [];
  constructor(private readonly ctx: ReplyContext) {}

  /** Adds a structured action when the client allows its capability; returns its id. */
  action(capability: Capability, action: StructuredAction): string | undefined {
    if (!this.ctx.capabilities.has(capability)) return undefined;
    const id = this.ctx.newId();
    this.parts.push({ type: 'structured_action', action_id: id, action });
    return id;
  }

  chart(
    chartId: string,
    series: Array<{ name: string; points: Array<{ x: string; y: number }> }>,
    buttons: ActionButton[] = [],
  ) {
    this.parts.push({
      type: 'chart',
      payload: { chartId, dataChart: { series }, ...(buttons.length > 0 ? { actionButtons: buttons } : {}) },
    });
  }

  custom(payload: Record<string, unknown>) {
    this.parts.push({ type: 'custom', payload });
  }

  suggestions(prompts: Array<[label: string, prompt: string]>) {
    if (prompts.length === 0) return;
    this.parts.push({
      type: 'suggested_actions',
      payload: {
        actionButtons: prompts.map(([label, prompt], i) => ({
          buttonId: `btn_followup_${i}`,
          label,
          prompt: { prompt },
        })),
      },
    });
  }
}

function closesChart(ctx: ReplyContext, instrument: WorkspaceInstrument, months: number) {
  const from = addMonths(ctx.view.today(), -months);
  return ctx.view.closesSince(instrument, from).map((p) => ({ x: p.date, y: p.close }));
}

function openChart(b: PartsBuilder, instrument: WorkspaceInstrument, timeframe: string): ActionButton[] {
  const id = b.action('OPEN_CHART', { open_chart: { symbol: instrument.symbol, timeframe } });
  return id
    ? [
        {
          buttonId: 'btn_open_chart',
          label: `Open ${instrument.symbol} chart`,
          structuredAction: { actionId: id },
        },
      ]
    : [];
}

/** A peer in the same industry (largest by market cap), for comparison prompts. */
function peerOf(ctx: ReplyContext, instrument: WorkspaceInstrument): WorkspaceInstrument | undefined {
  const profile = ctx.view.profile(instrument);
  if (!profile) return undefined;
  let best: { i: WorkspaceInstrument; cap: Decimal } | undefined;
  for (const other of ctx.view.universe.instruments) {
    if (other.id === instrument.id) continue;
    const p = ctx.view.universe.profile(other.id);
    if (!p || p.isInactive || p.industry !== profile.industry) continue;
    const cap = decimalOf(p.marketCap);
    if (cap && (!best || cap.gt(best.cap))) best = { i: other, cap };
  }
  return best?.i;
}

// ---- intents ----------------------------------------------------------------------------------

function quoteReply(ctx: ReplyContext, instrument: WorkspaceInstrument): Reply {
  const { view } = ctx;
  const q = view.quote(instrument);
  const profile = view.profile(instrument);
  const row = profile ? new ScreenerRowSource(view, instrument, profile) : undefined;
  const value = (name: string) => {
    const def = FIELD_BY_NAME.get(name);
    return def && row ? fieldValue(row, { def, selector: {}, echo: { name } }) : null;
  };
  const range = view.yearRange(instrument);
  const month = view.changeOver(instrument, 'ONE_MONTH');
  const cap = view.marketCap(instrument);
  const pe = value('price_to_earnings');
  const consensus = view.consensus(instrument);
  const rows: string[][] = [];
  if (q.low && q.high) rows.push(['Day range', `${usd(q.low)} – ${usd(q.high)}`]);
  if (q.volume !== null)
    rows.push(['Volume', `${compactCount(q.volume)} (avg ${compactCount(Number(instrument.adv ?? 0))})`]);
  if (cap) rows.push(['Market cap', compactUsd(cap)]);
  if (range) rows.push(['52-week range', `${usd(range.low)} – ${usd(range.high)}`]);
  if (typeof pe === 'number') rows.push(['P/E (TTM)', pe.toFixed(2)]);
  if (profile?.dividendYield)
    rows.push(['Dividend yield', `${new Decimal(profile.dividendYield).times(100).toFixed(2)}%`]);
  if (consensus?.rating) {
    const target = decimalOf(consensus.price_target?.average);
    const upside = target && !q.price.isZero() ? target.div(q.price).minus(1).times(100) : null;
    rows.push([
      'Analyst consensus',
      `${consensus.rating.replace('_', ' ')}${target ? ` · target ${usd(target)} (${pctText(upside)})` : ''}`,
    ]);
  }
  const text = [
    `**${link(instrument)} — ${instrument.name}** is trading at **${usd(q.price)}**, ${direction(q.change)} ${usd(q.change.abs())} (${pctText(q.changePct)}) from the previous close of ${usd(q.previousClose)}.`,
    '',
    table(['Metric', 'Value'], rows),
    '',
    month
      ? `Over the past month the stock is ${month.isNegative() ? 'down' : 'up'} ${month.abs().toFixed(2)}%.`
      : '',
    profile ? `${instrument.symbol} is in the ${profile.industry} industry.` : '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n')
    .trim();
  const b = new PartsBuilder(ctx);
  const buttons = openChart(b, instrument, '1M');
  b.chart(
    `chart-${instrument.symbol}-1M`,
    [{ name: `${instrument.symbol} close`, points: closesChart(ctx, instrument, 1) }],
    buttons,
  );
  b.custom({
    kind: 'quote_card',
    symbol: instrument.symbol,
    instrument_id: instrument.id,
    price: q.price.toFixed(2),
    change: q.change.toFixed(2),
    change_percent: q.changePct.toFixed(2),
    previous_close: q.previousClose.toFixed(2),
  });
  const peer = peerOf(ctx, instrument);
  b.suggestions([
    [`Buy 10 ${instrument.symbol}`, `Buy 10 shares of ${instrument.symbol}`],
    ...(peer
      ? ([[`Compare with ${peer.symbol}`, `Compare ${instrument.symbol} and ${peer.symbol}`]] as Array<
          [string, string]
        >)
      : []),
    ['Check my positions', 'What are my current positions?'],
  ]);
  return {
    thoughts: [
      `Fetching current market data for ${instrument.symbol}...`,
      `Reading ${instrument.symbol} fundamentals and analyst consensus...`,
      'Building a one-month price chart...',
    ],
    text,
    parts: b.parts,
  };
}

function orderReply(ctx: ReplyContext, instrument: WorkspaceInstrument, message: string): Reply {
  const lower = message.toLowerCase();
  const side: NewOrderRequest['side'] = /\b(sell|short)\b/.test(lower)
    ? /\bshort\b/.test(lower)
      ? 'SELL_SHORT'
      : 'SELL'
    : 'BUY';
  const withoutTicker = message.replace(
    new RegExp(`\\$?${instrument.symbol.replace('.', '\\.')}`, 'gi'),
    ' ',
  );
  const priceMatch = /(?:@|\bat\s+\$?)\s*\$?(\d+(?:\.\d+)?)/i.exec(withoutTicker);
  const qtyMatch = /(\d+(?:\.\d+)?)\s*(?:shares?|x\b)?/i.exec(
    withoutTicker.replace(priceMatch?.[0] ?? '\u0000', ' '),
  );
  const quantity = qtyMatch?.[1] && Number(qtyMatch[1]) > 0 ? qtyMatch[1] : '10';
  const q = ctx.view.quote(instrument);
  const marketOrder = /\bmarket order\b|\bat market\b/.test(lower);
  const limit = priceMatch?.[1] ? new Decimal(priceMatch[1]) : q.price;
  const order: NewOrderRequest = marketOrder
    ? {
        symbol: instrument.symbol,
        instrument_id: instrument.id,
        side,
        order_type: 'MARKET',
        quantity,
        time_in_force: 'DAY',
      }
    : {
        symbol: instrument.symbol,
        instrument_id: instrument.id,
        side,
        order_type: 'LIMIT',
        limit_price: limit.toFixed(2),
        quantity,
        time_in_force: 'DAY',
      };
  const notional = limit.times(quantity);
  const verb = side === 'BUY' ? 'buy' : side === 'SELL' ? 'sell' : 'sell short';
  const b = new PartsBuilder(ctx);
  const orderId = b.action('PREFILL_ORDER', { prefill_order: { action_type: 'NEW', orders: [order] } });
  const buttons = openChart(b, instrument, '1D');
  if (orderId)
    buttons.unshift({
      buttonId: 'btn_review_order',
      label: 'Review order',
      structuredAction: { actionId: orderId },
    });
  b.chart(
    `chart-${instrument.symbol}-1M`,
    [{ name: `${instrument.symbol} close`, points: closesChart(ctx, instrument, 1) }],
    buttons,
  );
  const text = [
    `${link(instrument)} last traded at **${usd(q.price)}** (${pctText(q.changePct)} today).`,
    '',
    orderId
      ? `I've prepared an order ticket to **${verb} ${quantity} ${instrument.symbol}** ${
          marketOrder ? 'at market' : `with a limit of ${usd(limit)}`
        }, good for the day (about ${compactUsd(notional)}). Review it before you submit — nothing is sent until you confirm.`
      : `To ${verb} ${quantity} ${instrument.symbol}${marketOrder ? ' at market' : ` with a limit of ${usd(limit)}`}, open the order ticket (about ${compactUsd(notional)}).`,
    ...(instrument.is_tradable === false
      ? ['', `Note: ${instrument.symbol} is currently not tradable.`]
      : []),
  ].join('\n');
  b.suggestions([
    [`${instrument.symbol} quote`, `How is ${instrument.symbol} doing today?`],
    ['Check my positions', 'What are my current positions?'],
  ]);
  return {
    thoughts: [
      `Fetching the ${instrument.symbol} quote...`,
      `Preparing a ${side} order ticket for review...`,
    ],
    text,
    parts: b.parts,
  };
}

function compareReply(ctx: ReplyContext, instruments: WorkspaceInstrument[]): Reply {
  const { view } = ctx;
  const list = instruments.slice(0, 5);
  const metric = (i: WorkspaceInstrument, name: string, lookback?: 'ONE_MONTH' | 'ONE_YEAR') => {
    const profile = view.profile(i);
    const def = FIELD_BY_NAME.get(name);
    if (!profile || !def) return null;
    return fieldValue(new ScreenerRowSource(view, i, profile), {
      def,
      selector: lookback ? { lookback } : {},
      echo: { name },
    });
  };
  const fmt = (v: string | number | null, kind: 'usd' | 'pct' | 'cap' | 'num' | 'text') => {
    if (v === null) return '—';
    if (typeof v === 'string') return v.replace('_', ' ');
    if (kind === 'usd') return usd(v);
    if (kind === 'pct') return `${v >= 0 ? '+' : ''}${v.toFixed(2)}%`;
    if (kind === 'cap') return compactUsd(v);
    return v.toFixed(2);
  };
  const rows: string[][] = [
    ['Price', ...list.map((i) => fmt(metric(i, 'price'), 'usd'))],
    ['Today', ...list.map((i) => fmt(metric(i, 'change_pct'), 'pct'))],
    ['1 month', ...list.map((i) => fmt(metric(i, 'change_pct', 'ONE_MONTH'), 'pct'))],
    ['1 year', ...list.map((i) => fmt(metric(i, 'change_pct', 'ONE_YEAR'), 'pct'))],
    ['Market cap', ...list.map((i) => fmt(metric(i, 'market_cap'), 'cap'))],
    ['P/E (TTM)', ...list.map((i) => fmt(metric(i, 'price_to_earnings'), 'num'))],
    ['Dividend yield', ...list.map((i) => fmt(metric(i, 'dividend_yield'), 'pct').replace('+', ''))],
    ['Consensus', ...list.map((i) => fmt(metric(i, 'consensus_rating'), 'text'))],
  ];
  const yearly = list
    .map((i) => ({ i, v: metric(i, 'change_pct', 'ONE_YEAR') }))
    .filter((x): x is { i: WorkspaceInstrument; v: number } => typeof x.v === 'number')
    .sort((a, b) => b.v - a.v);
  const leader = yearly[0];
  const text = [
    `Here is how ${list.map(link).join(', ')} compare right now:`,
    '',
    table(['', ...list.map((i) => i.symbol)], rows),
    '',
    leader ? `Over the past year ${link(leader.i)} has performed best (${fmt(leader.v, 'pct')}).` : '',
  ]
    .join('\n')
    .trim();
  const b = new PartsBuilder(ctx);
  const first = list[0];
  const buttons = first ? openChart(b, first, '3M') : [];
  const series = list.map((i) => {
    const points = closesChart(ctx, i, 3);
    const base = points[0]?.y ?? 0;
    return {
      name: `${i.symbol} % change (3M)`,
      points: points.map((p) => ({ x: p.x, y: base ? Math.round((p.y / base - 1) * 10000) / 100 : 0 })),
    };
  });
  b.chart(`chart-compare-${list.map((i) => i.symbol).join('-')}-3M`, series, buttons);
  b.suggestions(list.slice(0, 2).map((i) => [`${i.symbol} details`, `How is ${i.symbol} doing today?`]));
  return {
    thoughts: [
      `Fetching quotes for ${list.map((i) => i.symbol).join(', ')}...`,
      'Comparing valuation, performance and analyst views...',
      'Charting three-month relative performance...',
    ],
    text,
    parts: b.parts,
  };
}

const SECTOR_WORDS: Array<[RegExp, string]> = [
  [/\btech(nology)?\b/, 'TECHNOLOGY'],
  [/\benergy\b|\boil\b/, 'ENERGY'],
  [/\bhealth ?care\b|\bpharma|\bbiotech/, 'HEALTHCARE'],
  [/\bbank|\bfinancial/, 'FINANCIAL_SERVICES'],
  [/\butilit/, 'UTILITIES'],
  [/\breal estate\b|\breit/, 'REAL_ESTATE'],
  [/\bindustrial/, 'INDUSTRIALS'],
  [/\bconsumer staples\b|\bconsumer defensive\b/, 'CONSUMER_DEFENSIVE'],
  [/\bretail|\bconsumer discretionary\b|\bconsumer cyclical\b/, 'CONSUMER_CYCLICAL'],
  [/\bmaterials\b|\bmining\b|\bchemical/, 'BASIC_MATERIALS'],
  [/\bcommunication|\bmedia\b|\btelecom/, 'COMMUNICATION_SERVICES'],
];

interface ScreenPlan {
  title: string;
  filters: SearchFilter[];
  sort: SortSpec;
  columns: string[];
}

export function planScreen(message: string): ScreenPlan | undefined {
  const lower = message.toLowerCase();
  const filters: SearchFilter[] = [];
  let title: string;
  let sort: SortSpec;
  const columns = ['symbol', 'name', 'price', 'change_pct', 'market_cap'];
  if (/\b(gainers?|winners?|up the most|top movers?)\b/.test(lower)) {
    title = "Today's biggest gainers";
    sort = { field: { name: 'change_pct' }, direction: 'DESC' };
    filters.push({ left: { name: 'market_cap' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 2e9 }] });
  } else if (/\b(losers?|decliners?|down the most|worst)\b/.test(lower)) {
    title = "Today's biggest decliners";
    sort = { field: { name: 'change_pct' }, direction: 'ASC' };
    filters.push({ left: { name: 'market_cap' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 2e9 }] });
  } else if (/\bdividend|\byield|\bincome\b/.test(lower)) {
    title = 'High dividend payers';
    sort = { field: { name: 'dividend_yield' }, direction: 'DESC' };
    filters.push({
      left: { name: 'dividend_yield' },
      op: { name: 'GREATER_OR_EQUAL' },
      right: [{ value: 3 }],
    });
    columns.push('dividend_yield');
  } else if (/\b(cheap|undervalued|value stocks?|low p\/?e)\b/.test(lower)) {
    title = 'Profitable companies on low earnings multiples';
    sort = { field: { name: 'price_to_earnings' }, direction: 'ASC' };
    filters.push({
      left: { name: 'price_to_earnings' },
      op: { name: 'BETWEEN' },
      right: [{ value: 0 }, { value: 15 }],
    });
    columns.push('price_to_earnings');
  } else if (/\b(growth|growing|fast.growing)\b/.test(lower)) {
    title = 'Fast revenue growers';
    sort = { field: { name: 'revenue_growth' }, direction: 'DESC' };
    filters.push({ left: { name: 'revenue_growth' }, op: { name: 'GREATER_THAN' }, right: [{ value: 15 }] });
    columns.push('revenue_growth');
  } else if (
    /\b(screen|find|show me|list|stocks? with|largest|biggest|mega.?caps?|large.?caps?)\b/.test(lower)
  ) {
    title = 'Largest companies';
    sort = { field: { name: 'market_cap' }, direction: 'DESC' };
  } else {
    return undefined;
  }
  if (/\b(mega.?caps?|large.?caps?|blue.?chips?)\b/.test(lower))
    filters.push({
      left: { name: 'market_cap' },
      op: { name: 'GREATER_OR_EQUAL' },
      right: [{ value: 2e11 }],
    });
  const sector = SECTOR_WORDS.find(([re]) => re.test(lower))?.[1];
  if (sector) {
    filters.push({ left: { name: 'sector' }, op: { name: 'EQUAL' }, right: [{ value: sector }] });
    columns.push('sector');
  }
  if (/\betfs?\b|\bfunds?\b/.test(lower))
    filters.push({ left: { name: 'security_kind' }, op: { name: 'EQUAL' }, right: [{ value: 'ETF' }] });
  else filters.push({ left: { name: 'security_kind' }, op: { name: 'EQUAL' }, right: [{ value: 'STOCK' }] });
  return { title, filters, sort, columns };
}

/** The open_screener action's filter shape ({field, operator, value: {...}}). */
function actionFilter(f: SearchFilter): ScreenerFilter {
  const values = (f.right ?? []).map((v) => v.value ?? null);
  return {
    field: f.left.name,
    operator: f.op?.name ?? 'EQUAL',
    value: values.length === 1 ? { value: values[0] } : { values },
  };
}

function screenReply(ctx: ReplyContext, plan: ScreenPlan): Reply {
  const { rows } = ctx.screener.matches({ filters: plan.filters, sorts: [plan.sort] });
  const top = rows.slice(0, 10);
  const sortDef = FIELD_BY_NAME.get(plan.sort.field.name);
  const cell = (row: ScreenerRowSource, name: string) => {
    const def = FIELD_BY_NAME.get(name);
    const v = def ? fieldValue(row, { def, selector: {}, echo: { name } }) : null;
    if (v === null) return '—';
    if (typeof v === 'string') return name === 'symbol' ? `[${v}](ticker:${v})` : v;
    if (def?.format === 'PERCENT') return `${v >= 0 && name === 'change_pct' ? '+' : ''}${v.toFixed(2)}%`;
    if (name === 'market_cap') return compactUsd(v);
    if (def?.format === 'CURR_USD') return usd(v);
    return v.toFixed(2);
  };
  const headers = plan.columns.map((c) => FIELD_BY_NAME.get(c)?.display_name ?? c);
  const text =
    top.length === 0
      ? `**${plan.title}**\n\nNo securities match these criteria right now.`
      : [
          `**${plan.title}** — ${rows.length} match${rows.length === 1 ? '' : 'es'}, top ${top.length} by ${sortDef?.display_name ?? plan.sort.field.name}:`,
          '',
          table(
            headers,
            top.map((row) => plan.columns.map((c) => cell(row, c))),
          ),
        ].join('\n');
  const b = new PartsBuilder(ctx);
  b.action('OPEN_SCREENER', {
    open_screener: {
      filters: plan.filters.map(actionFilter),
      columns: plan.columns,
      page_size: 25,
      sort_by: plan.sort.field.name,
      sort_direction: plan.sort.direction ?? 'DESC',
    },
  });
  const first = top[0]?.instrument;
  if (first) {
    const buttons = openChart(b, first, '1M');
    b.chart(
      `chart-${first.symbol}-1M`,
      [{ name: `${first.symbol} close`, points: closesChart(ctx, first, 1) }],
      buttons,
    );
  }
  b.suggestions(
    top
      .slice(0, 2)
      .map((r) => [`${r.instrument.symbol} details`, `How is ${r.instrument.symbol} doing today?`]),
  );
  return {
    thoughts: [
      'Translating the request into screener filters...',
      `Screening ${ctx.view.universe.instruments.length} securities...`,
      'Ranking the matches...',
    ],
    text,
    parts: b.parts,
  };
}

function consentReply(ctx: ReplyContext, what: string): Reply {
  const b = new PartsBuilder(ctx);
  const id = b.action('OPEN_ENTITLEMENT_CONSENT', {
    open_entitlement_consent: {
      account_ids: [ctx.accountId],
      agreement_key: AGREEMENT_KEY,
      entitlement_codes: [ACCOUNT_DATA],
      reason: `To answer questions about your ${what}, I need permission to read the data of account ${ctx.accountId}.`,
    },
  });
  const text = id
    ? `I can't see your ${what} yet. To answer questions about your account I need your permission to read its data — review and accept the account data access agreement, and your question is answered.`
    : `I can't see your ${what}: account data access has not been granted for account ${ctx.accountId}.`;
  return { thoughts: ['Checking account data access...'], text, parts: b.parts };
}

function positionsReply(ctx: ReplyContext): Reply {
  if (!ctx.entitled) return consentReply(ctx, 'positions');
  let positions: Position[] = [];
  try {
    positions = ctx.brokerage.listPositions?.(ctx.accountId) ?? [];
  } catch {
    positions = [];
  }
  const b = new PartsBuilder(ctx);
  if (positions.length === 0) {
    b.suggestions([['Top gainers today', "Show me today's top gainers"]]);
    return {
      thoughts: ['Reading your positions...'],
      text: `Account ${ctx.accountId} has no open positions.`,
      parts: b.parts,
    };
  }
  const sorted = [...positions].sort((a, c) =>
    new Decimal(c.market_value).abs().cmp(new Decimal(a.market_value).abs()),
  );
  const total = sorted.reduce((acc, p) => acc.plus(p.market_value), new Decimal(0));
  const unrealized = sorted.reduce((acc, p) => acc.plus(decimalOf(p.unrealized_pnl) ?? 0), new Decimal(0));
  const today = sorted.reduce((acc, p) => acc.plus(decimalOf(p.daily_unrealized_pnl) ?? 0), new Decimal(0));
  const top = sorted.slice(0, 10);
  const text = [
    `Account ${ctx.accountId} holds **${positions.length} position${positions.length === 1 ? '' : 's'}** worth **${compactUsd(total)}**. Unrealized P&L is ${signedUsd(unrealized)}, ${signedUsd(today)} today.`,
    '',
    table(
      ['Symbol', 'Quantity', 'Price', 'Market value', 'Unrealized P&L'],
      top.map((p) => [
        p.symbol.includes(' ') ? p.symbol : `[${p.symbol}](ticker:${p.symbol})`,
        p.quantity,
        p.instrument_price ? usd(p.instrument_price) : '—',
        compactUsd(p.market_value),
        p.unrealized_pnl
          ? `${signedUsd(p.unrealized_pnl)} (${p.unrealized_pnl_pct ? `${signed(new Decimal(p.unrealized_pnl_pct))}%` : 'n/a'})`
          : '—',
      ]),
    ),
    ...(positions.length > top.length
      ? ['', `…and ${positions.length - top.length} smaller positions.`]
      : []),
  ].join('\n');
  b.chart('chart-position-weights', [
    {
      name: 'Market value (USD)',
      points: top.map((p) => ({ x: p.symbol, y: new Decimal(p.market_value).toDecimalPlaces(2).toNumber() })),
    },
  ]);
  const largest = top[0];
  b.suggestions(
    largest
      ? [
          [`${largest.symbol} details`, `How is ${largest.symbol} doing today?`],
          ['My open orders', 'Cancel my open orders'],
        ]
      : [],
  );
  return {
    thoughts: ['Reading your positions...', 'Summing market value and P&L...'],
    text,
    parts: b.parts,
  };
}

const OPEN_STATUSES = new Set(['PENDING_NEW', 'NEW', 'PARTIALLY_FILLED', 'PENDING_REPLACE']);

function ordersReply(ctx: ReplyContext, message: string, tickers: WorkspaceInstrument[]): Reply {
  if (!ctx.entitled) return consentReply(ctx, 'orders');
  let orders: Order[] = [];
  try {
    orders = ctx.brokerage.listOrders?.(ctx.accountId) ?? [];
  } catch {
    orders = [];
  }
  const open = orders.filter(
    (o) =>
      OPEN_STATUSES.has(o.status) && (tickers.length === 0 || tickers.some((t) => t.symbol === o.symbol)),
  );
  const b = new PartsBuilder(ctx);
  if (open.length === 0)
    return {
      thoughts: ['Reading your open orders...'],
      text: `Account ${ctx.accountId} has no open orders${tickers.length ? ` in ${tickers.map((t) => t.symbol).join(', ')}` : ''}.`,
      parts: [],
    };
  const priceMatch = /\bto\s+\$?(\d+(?:\.\d+)?)/i.exec(message);
  const modify = /\b(change|modify|move|update|replace)\b/i.test(message) && priceMatch?.[1];
  const list = table(
    ['Order', 'Symbol', 'Side', 'Type', 'Quantity', 'Limit'],
    open.map((o) => [o.id, o.symbol ?? '—', o.side, o.order_type, o.quantity, o.limit_price ?? '—']),
  );
  if (modify && priceMatch?.[1]) {
    const limit = new Decimal(priceMatch[1]).toFixed(2);
    const id = b.action('PREFILL_ORDER', {
      prefill_order: {
        action_type: 'MODIFY',
        orders: open.map((o) => ({ account_id: ctx.accountId, order_id: o.id, limit_price: limit })),
      },
    });
    return {
      thoughts: ['Reading your open orders...', 'Preparing the changes for review...'],
      text: `You have ${open.length} open order${open.length === 1 ? '' : 's'}:\n\n${list}\n\n${id ? `I've prepared a change of the limit price to **$${limit}**. Review it before you submit.` : ''}`.trim(),
      parts: b.parts,
    };
  }
  const id = b.action('PREFILL_ORDER', {
    prefill_order: {
      action_type: 'CANCEL',
      orders: open.map((o) => ({ account_id: ctx.accountId, order_id: o.id })),
    },
  });
  return {
    thoughts: ['Reading your open orders...', 'Preparing the cancellations for review...'],
    text: `You have ${open.length} open order${open.length === 1 ? '' : 's'}:\n\n${list}\n\n${id ? "I've prepared the cancellation. Review it before you submit." : ''}`.trim(),
    parts: b.parts,
  };
}

const INDEX_FUNDS = ['SPY', 'QQQ', 'DIA', 'IWM'];

function marketReply(ctx: ReplyContext): Reply {
  const { view } = ctx;
  const funds = INDEX_FUNDS.map((s) => view.instrument(s)).filter((i): i is WorkspaceInstrument => !!i);
  const fundRows = funds.map((i) => {
    const q = view.quote(i);
    return [link(i), usd(q.price), pctText(q.changePct)];
  });
  const base: SearchFilter[] = [
    { left: { name: 'market_cap' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 1e10 }] },
    { left: { name: 'security_kind' }, op: { name: 'EQUAL' }, right: [{ value: 'STOCK' }] },
  ];
  const movers = ctx.screener.matches({
    filters: base,
    sorts: [{ field: { name: 'change_pct' }, direction: 'DESC' }],
  }).rows;
  const describe = (rows: ScreenerRowSource[]) =>
    rows.map((r) => `${link(r.instrument)} ${pctText(r.quote().changePct)}`).join(', ');
  const advancing = movers.filter((r) => r.quote().change.gt(0)).length;
  const text = [
    '**Market snapshot**',
    '',
    fundRows.length ? table(['Fund', 'Price', 'Today'], fundRows) : '',
    '',
    `Among ${movers.length} large caps, ${advancing} are up and ${movers.length - advancing} are flat or down.`,
    movers.length ? `- Leading: ${describe(movers.slice(0, 3))}` : '',
    movers.length ? `- Lagging: ${describe(movers.slice(-3).reverse())}` : '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n')
    .trim();
  const b = new PartsBuilder(ctx);
  const spy = funds[0];
  if (spy) {
    const buttons = openChart(b, spy, '1M');
    b.chart(
      `chart-${spy.symbol}-1M`,
      [{ name: `${spy.symbol} close`, points: closesChart(ctx, spy, 1) }],
      buttons,
    );
  }
  b.suggestions([
    ['Top gainers', "Show me today's top gainers"],
    ['Check my positions', 'What are my current positions?'],
  ]);
  return {
    thoughts: ['Fetching index fund quotes...', 'Scanning large caps for the biggest movers...'],
    text,
    parts: b.parts,
  };
}

function helpReply(ctx: ReplyContext): Reply {
  const b = new PartsBuilder(ctx);
  b.suggestions([
    ['How are the markets?', 'How are the markets doing today?'],
    ['AAPL quote', 'How is AAPL doing today?'],
    ['Top gainers', "Show me today's top gainers"],
    ['Check my positions', 'What are my current positions?'],
  ]);
  return {
    thoughts: ['Understanding the question...'],
    text: [
      'I can help with quotes, comparisons, screens and your account. Try asking:',
      '',
      '- "How is AAPL doing today?" — a quote, key metrics and a chart',
      '- "Compare MSFT and GOOGL" — a side-by-side table',
      '- "Find dividend stocks in energy" — a screener run',
      '- "Buy 10 NVDA at 120" — a prefilled order ticket for you to review',
      '- "What are my positions?" — a summary of your holdings',
    ].join('\n'),
    parts: b.parts,
  };
}

/** The reply to an instant-mode message. */
export function composeInstant(ctx: ReplyContext, message: string): Reply {
  const lower = message.toLowerCase();
  const tickers = extractTickers(message, ctx.view);
  if (/\b(cancel|change|modify)\b.*\borders?\b|\bopen orders?\b|\bmy orders?\b/.test(lower))
    return ordersReply(ctx, message, tickers);
  if (/\b(positions?|portfolio|holdings?|my account|what do i own)\b/.test(lower)) return positionsReply(ctx);
  const first = tickers[0];
  if (first && /\b(buy|sell|short|purchase)\b/.test(lower)) return orderReply(ctx, first, message);
  if (tickers.length >= 2) return compareReply(ctx, tickers);
  if (first) return quoteReply(ctx, first);
  const plan = planScreen(message);
  if (plan) return screenReply(ctx, plan);
  if (/\b(market|markets|stocks today|s&p|nasdaq|dow|indices|index)\b/.test(lower)) return marketReply(ctx);
  return helpReply(ctx);
}

const RATING_SCORE: Record<string, number> = { STRONG_BUY: 90, BUY: 72, HOLD: 50, SELL: 28, STRONG_SELL: 10 };

/** The long-form deep-insights report on one company. */
export function composeDeepInsights(
  ctx: ReplyContext,
  instrument: WorkspaceInstrument,
  thesis: string | null,
): Reply {
  const { view } = ctx;
  const profile = view.profile(instrument);
  const thoughts = [
    `[1/4] Running parallel analysis on ${instrument.symbol} -- fundamentals, technicals, sentiment, and macro...`,
    `[2/4] Reviewing ${instrument.symbol} income statements and margins...`,
    '[3/4] Weighing analyst consensus, price targets and momentum...',
    '[4/4] Writing the report...',
  ];
  if (!profile || profile.isEtf || (profile.kind ?? 'stock') !== 'stock') {
    return {
      thoughts: thoughts.slice(0, 2),
      text: '',
      parts: [],
      failure: {
        code: 'UNSUPPORTED_TARGET',
        message: `Deep insights cover operating companies; ${instrument.symbol} is ${profile?.isEtf ? 'a fund' : 'not a common stock'}.`,
      },
    };
  }
  const row = new ScreenerRowSource(view, instrument, profile);
  const value = (
    name: string,
    selector: {
      period?: 'QUARTER' | 'TRAILING_TWELVE_MONTHS' | 'ANNUAL';
      lookback?: 'ONE_MONTH' | 'THREE_MONTHS' | 'ONE_YEAR';
    } = {},
  ) => {
    const def = FIELD_BY_NAME.get(name);
    const v = def ? fieldValue(row, { def, selector, echo: { name } }) : null;
    return typeof v === 'number' ? v : null;
  };
  const q = row.quote();
  const revenue = value('revenue');
  const growth = value('revenue_growth');
  const qGrowth = value('revenue_growth', { period: 'QUARTER' });
  const eps = value('earnings_per_share');
  const pe = value('price_to_earnings');
  const grossMargin = value('gross_margin');
  const netMargin = value('net_margin');
  const m1 = value('change_pct', { lookback: 'ONE_MONTH' });
  const m3 = value('change_pct', { lookback: 'THREE_MONTHS' });
  const y1 = value('change_pct', { lookback: 'ONE_YEAR' });
  const offHigh = value('percent_off_high');
  const consensus = view.consensus(instrument);
  const target = decimalOf(consensus?.price_target?.average);
  const upside = target && !q.price.isZero() ? target.div(q.price).minus(1).times(100) : null;
  const fmtPct = (v: number | null) => (v === null ? 'n/a' : `${v >= 0 ? '+' : ''}${v.toFixed(1)}%`);
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
  const scores = {
    fundamentals: clamp(50 + (growth ?? 0) * 1.5 + (netMargin ?? 0) * 1.2),
    valuation: clamp(pe === null ? 30 : 100 - pe * 1.6),
    momentum: clamp(50 + (m3 ?? 0) * 1.5 + (y1 ?? 0) * 0.5),
    sentiment: clamp(
      consensus?.rating
        ? (RATING_SCORE[consensus.rating] ?? 50) + (upside ? upside.toNumber() * 0.5 : 0)
        : 50,
    ),
  };
  const overall = Math.round(
    (scores.fundamentals + scores.valuation + scores.momentum + scores.sentiment) / 4,
  );
  const stance = overall >= 65 ? 'constructive' : overall >= 45 ? 'balanced' : 'cautious';
  const thesisLines: string[] = [];
  if (thesis && thesis.trim()) {
    const t = thesis.toLowerCase();
    thesisLines.push('', '### Your thesis', '', `> ${thesis.trim()}`, '');
    if (/growth|grow|accelerat|demand/.test(t))
      thesisLines.push(
        growth !== null && growth > 10
          ? `Supported on growth: trailing revenue is up ${fmtPct(growth)} year over year.`
          : `Growth does not back it up yet: trailing revenue growth is ${fmtPct(growth)}.`,
      );
    if (/cheap|undervalued|value|multiple/.test(t))
      thesisLines.push(
        pe !== null && pe < 18
          ? `On valuation, a P/E of ${pe.toFixed(1)} is undemanding.`
          : `On valuation, the shares are not cheap (P/E ${pe === null ? 'n/a' : pe.toFixed(1)}).`,
      );
    if (/momentum|breakout|trend|rally/.test(t))
      thesisLines.push(
        `Momentum: ${fmtPct(m3)} over three months, ${fmtPct(offHigh === null ? null : -offHigh)} from the 52-week high.`,
      );
    if (thesisLines.length === 4) thesisLines.push(`Overall the data reads **${stance}** for this view.`);
  }
  const text = [
    `## ${instrument.name} (${link(instrument)}) — deep insights`,
    '',
    `**Bottom line:** the picture is **${stance}** (score ${overall}/100). ${instrument.symbol} trades at ${usd(q.price)} (${pctText(q.changePct)} today) in the ${profile.industry} industry.`,
    '',
    '### Fundamentals',
    '',
    table(
      ['Metric', 'Value'],
      [
        ['Revenue (TTM)', revenue === null ? 'n/a' : compactUsd(revenue)],
        ['Revenue growth (TTM / latest quarter)', `${fmtPct(growth)} / ${fmtPct(qGrowth)}`],
        ['EPS (TTM)', eps === null ? 'n/a' : usd(eps)],
        ['P/E (TTM)', pe === null ? 'n/a' : pe.toFixed(1)],
        [
          'Gross / net margin',
          `${grossMargin === null ? 'n/a' : `${grossMargin.toFixed(1)}%`} / ${netMargin === null ? 'n/a' : `${netMargin.toFixed(1)}%`}`,
        ],
      ],
    ),
    '',
    '### Technicals',
    '',
    `The stock is ${fmtPct(m1)} over one month, ${fmtPct(m3)} over three months and ${fmtPct(y1)} over one year, ${offHigh === null ? '' : `${offHigh.toFixed(1)}% below its 52-week high`}.`,
    '',
    '### Analyst view',
    '',
    consensus?.rating
      ? `Consensus is **${consensus.rating.replace('_', ' ')}**${target ? ` with an average target of ${usd(target)} (${pctText(upside)} from here)` : ''}.`
      : 'No analyst consensus is available.',
    ...thesisLines,
    '',
    '### Risks',
    '',
    `- Beta of ${profile.beta.toFixed(2)}: the shares ${profile.beta > 1.2 ? 'amplify' : profile.beta < 0.8 ? 'dampen' : 'roughly track'} market moves.`,
    profile.dividendYield
      ? `- Dividend yield of ${new Decimal(profile.dividendYield).times(100).toFixed(2)}% depends on continued cash generation.`
      : '- No dividend: returns rely entirely on price appreciation.',
    '',
    '_This is information, not investment advice._',
  ].join('\n');
  const b = new PartsBuilder(ctx);
  const buttons = openChart(b, instrument, '1Y');
  b.chart(
    `chart-${instrument.symbol}-1Y`,
    [{ name: `${instrument.symbol} close`, points: closesChart(ctx, instrument, 12) }],
    buttons,
  );
  b.custom({
    kind: 'deep_insights_scorecard',
    symbol: instrument.symbol,
    instrument_id: instrument.id,
    overall,
    stance,
    scores,
  });
  b.suggestions([
    [
      `Compare ${instrument.symbol}`,
      `Compare ${instrument.symbol} and ${peerOf(ctx, instrument)?.symbol ?? 'SPY'}`,
    ],
    [`Buy 10 ${instrument.symbol}`, `Buy 10 shares of ${instrument.symbol}`],
  ]);
  return { thoughts, text, parts: b.parts };
}
