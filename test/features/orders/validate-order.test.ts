// Property tests of the ticket's validator: over generated drafts and contexts it accepts exactly the
// orders the interface document allows, and whatever it accepts is a valid NewOrderRequest.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { NewOrderRequest } from '@/api/schemas/orders';
import { emptyDraft, type OrderDraft } from '@/features/orders/lib/order-draft';
import { ORDER_SIDES, ORDER_TYPES, TIMES_IN_FORCE } from '@/domain/order-vocabulary';
import {
  validateOrder,
  type TicketInstrument,
  type ValidationContext,
  type WarningCode,
} from '@/features/orders/lib/validate-order';
import { newYorkLocalToUtc, utcToNewYorkLocal } from '@/features/orders/lib/market-local-time';

const NOW = Date.parse('2026-11-23T15:00:00Z'); // 10:00 New York, a Monday
const ACK_ALL = new Set<WarningCode>(['price-collar', 'stale-quote']);
const ALLOWED_KEYS = new Set(Object.keys(NewOrderRequest.shape));

const stock = (overrides: Partial<TicketInstrument> = {}): TicketInstrument => ({
  id: '11111111-2222-4333-8444-555555555555',
  symbol: 'AAPL',
  venue: 'XNAS',
  instrument_type: 'COMMON_STOCK',
  is_tradable: true,
  is_restricted: false,
  is_liquidation_only: false,
  is_short_prohibited: false,
  easy_to_borrow: true,
  is_fractionable: true,
  ...overrides,
});

/** True about once in `n` draws. */
const rarely = (n: number) => fc.integer({ min: 1, max: n }).map((v) => v === 1);

const arbInstrument = fc.record({
  id: fc.constant('11111111-2222-4333-8444-555555555555'),
  symbol: fc.constantFrom('AAPL', 'GME', 'AAPL  261218C00200000'),
  venue: fc.constantFrom('XNAS', 'XNYS', 'OTCM', 'OPRA'),
  instrument_type: fc.constantFrom('COMMON_STOCK', 'OPTION'),
  is_tradable: rarely(6).map((b) => !b),
  is_restricted: rarely(6),
  is_liquidation_only: rarely(5),
  is_short_prohibited: rarely(4),
  easy_to_borrow: rarely(4).map((b) => !b),
  is_fractionable: fc.boolean(),
});

const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => new Decimal(n).div(100).toFixed(2));
const priceText = fc.oneof(
  cents(1, 100_000),
  fc.constantFrom('', 'abc', '-1', '0', '1.234', '0.12345', '1e3', ' 12.5 '),
);
const quantityText = fc.oneof(
  fc.integer({ min: 1, max: 500 }).map(String),
  fc.constantFrom('', '0', '-3', '0.5', '1.25', '2.0000000001', 'ten', '.5'),
);
const localTime = fc
  .integer({ min: -3 * 86_400_000, max: 30 * 86_400_000 })
  .map((offset) => utcToNewYorkLocal(NOW + offset));

const arbDraft: fc.Arbitrary<OrderDraft> = fc.record({
  symbol: fc.constant('AAPL'),
  instrumentId: fc.constant('11111111-2222-4333-8444-555555555555'),
  sendInstrumentId: fc.boolean(),
  side: fc.constantFrom('', ...ORDER_SIDES),
  quantity: quantityText,
  orderType: fc.constantFrom(...ORDER_TYPES),
  limitPrice: priceText,
  stopPrice: priceText,
  trailingOffset: fc.oneof(priceText, fc.constantFrom('115', '10000', '9999.5')),
  trailingOffsetType: fc.constantFrom('PRICE', 'BPS'),
  limitOffset: fc.constantFrom('', '0.50', '-0.25', 'x', '0.00001'),
  timeInForce: fc.constantFrom(...TIMES_IN_FORCE),
  expiresAtLocal: fc.oneof(localTime, fc.constantFrom('', '2026-02-30T10:00', 'tomorrow')),
  extendedHours: fc.boolean(),
  strategyType: fc.constantFrom('SOR', 'VWAP', 'TWAP'),
  strategyStartLocal: fc.oneof(localTime, fc.constant('')),
  strategyEndLocal: fc.oneof(localTime, fc.constant('')),
});

const arbContext: fc.Arbitrary<ValidationContext> = fc.record({
  nowMs: fc.constant(NOW),
  instrument: fc.option(arbInstrument, { nil: undefined }),
  quote: fc.option(
    fc.record({
      bid: cents(100, 20_000),
      ask: cents(100, 20_000),
      last: cents(100, 20_000),
      stale: rarely(4),
    }),
    { nil: undefined },
  ),
  accountSubtype: fc.constantFrom('MARGIN', 'CASH'),
  buyingPower: fc.constantFrom(undefined, '1000000.00', '500.00'),
  maxNotional: fc.constantFrom(undefined, null, '250000.00'),
  collarPercent: fc.constant(5),
  acknowledged: fc.constantFrom(new Set<WarningCode>(), ACK_ALL),
});

/** The interface document's rules, written independently of the validator, checked on a request. */
function violations(req: NewOrderRequest, ctx: ValidationContext): string[] {
  const out: string[] = [];
  const i = ctx.instrument;
  const type = req.order_type;
  const has = (v: unknown) => v !== undefined && v !== null;
  if (!i) out.push('no instrument');
  if (!has(req.symbol) && !has(req.instrument_id)) out.push('neither symbol nor instrument_id');
  if (has(req.symbol) && has(req.instrument_id)) out.push('both symbol and instrument_id');
  if (req.side === 'OTHER') out.push('side OTHER');
  if (has(req.id) && String(req.id).length > 64) out.push('id too long');
  const q = new Decimal(req.quantity);
  if (q.lte(0)) out.push('quantity not positive');
  const option = i?.instrument_type === 'OPTION';
  if ((option || !i?.is_fractionable) && !q.isInteger()) out.push('fractional quantity not allowed');
  const needsLimit = type === 'LIMIT' || type === 'STOP_LIMIT';
  const needsStop = type === 'STOP' || type === 'STOP_LIMIT';
  const trailing = type === 'TRAILING_STOP' || type === 'TRAILING_STOP_LIMIT';
  if (needsLimit !== has(req.limit_price)) out.push('limit_price presence');
  if (needsStop !== has(req.stop_price)) out.push('stop_price presence');
  if (trailing !== has(req.trailing_offset)) out.push('trailing_offset presence');
  if (!trailing && has(req.trailing_offset_type)) out.push('trailing_offset_type without trailing');
  if (type !== 'TRAILING_STOP_LIMIT' && has(req.limit_offset))
    out.push('limit_offset outside trailing stop-limit');
  for (const p of [req.limit_price, req.stop_price, req.trailing_offset])
    if (has(p) && new Decimal(String(p)).lte(0)) out.push('price not positive');
  const gtd = req.time_in_force === 'GOOD_TILL_DATE';
  if (gtd !== has(req.expires_at)) out.push('expires_at presence');
  if (gtd && Date.parse(String(req.expires_at)) <= ctx.nowMs) out.push('expires_at in the past');
  if (has(req.expires_at) && !String(req.expires_at).endsWith('Z')) out.push('expires_at not UTC');
  if (req.strategy && req.strategy.type !== 'SOR') {
    if (type !== 'MARKET' && type !== 'LIMIT') out.push('timed strategy on another order type');
    if (req.time_in_force !== 'DAY') out.push('timed strategy without DAY');
    if (i?.venue === 'OTCM') out.push('timed strategy on OTC');
    if (Date.parse(req.strategy.start_at) >= Date.parse(req.strategy.end_at)) out.push('strategy window');
  }
  if (option && req.extended_hours) out.push('options outside regular hours');
  if (i && (!i.is_tradable || i.is_restricted)) out.push('instrument cannot trade');
  if (i?.is_liquidation_only && req.side === 'BUY') out.push('buy of liquidation-only');
  // Writing an option (Sell to open goes out as SELL_SHORT) borrows no shares: stock only.
  if (
    req.side === 'SELL_SHORT' &&
    !option &&
    (ctx.accountSubtype === 'CASH' || i?.is_short_prohibited || !i?.easy_to_borrow)
  )
    out.push('short sale not allowed');
  if (type === 'MARKET' && (!ctx.quote || ctx.quote.stale)) out.push('market order on a stale quote');
  return out;
}

describe('validateOrder (property)', () => {
  it('never emits a request that the schema or the interface rules refuse', () => {
    fc.assert(
      fc.property(arbDraft, arbContext, (draft, ctx) => {
        const result = validateOrder(draft, ctx);
        if (!result.request) {
          // Refusal always says why.
          expect(
            Object.keys(result.errors).length + result.warnings.filter((w) => !w.acknowledged).length,
          ).toBeGreaterThan(0);
          return;
        }
        expect(NewOrderRequest.safeParse(result.request).success).toBe(true);
        for (const key of Object.keys(result.request)) expect(ALLOWED_KEYS.has(key)).toBe(true);
        expect(violations(result.request, ctx)).toEqual([]);
        expect(result.errors).toEqual({});
        expect(result.warnings.every((w) => w.acknowledged)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  // A generator of drafts that satisfy every rule, with the request they must become.
  const arbValid = fc
    .record({
      side: fc.constantFrom('BUY', 'SELL', 'SELL_SHORT' as const),
      quantity: fc.integer({ min: 1, max: 100 }),
      orderType: fc.constantFrom(...ORDER_TYPES),
      price: fc.integer({ min: 9_600, max: 10_400 }),
      stop: fc.integer({ min: 9_600, max: 10_400 }),
      offset: fc.integer({ min: 1, max: 500 }),
      offsetType: fc.constantFrom('PRICE', 'BPS' as const),
      limitOffset: fc.constantFrom('', '0.5', '-0.25'),
      tif: fc.constantFrom(...TIMES_IN_FORCE),
      expiryHours: fc.integer({ min: 1, max: 24 * 60 }),
      extendedHours: fc.boolean(),
      sendInstrumentId: fc.boolean(),
      strategy: fc.constantFrom('SOR', 'VWAP', 'TWAP' as const),
    })
    .map((g) => {
      const timed =
        g.strategy !== 'SOR' && (g.orderType === 'MARKET' || g.orderType === 'LIMIT') && g.tif === 'DAY';
      const draft = emptyDraft({
        symbol: 'AAPL',
        instrumentId: stock().id,
        sendInstrumentId: g.sendInstrumentId,
        side: g.side,
        quantity: String(g.quantity),
        orderType: g.orderType,
        limitPrice: new Decimal(g.price).div(100).toFixed(2),
        stopPrice: new Decimal(g.stop).div(100).toFixed(2),
        trailingOffset: String(g.offset),
        trailingOffsetType: g.offsetType,
        limitOffset: g.limitOffset,
        timeInForce: g.tif,
        expiresAtLocal: utcToNewYorkLocal(NOW + g.expiryHours * 3_600_000),
        extendedHours: g.extendedHours,
        strategyType: timed ? g.strategy : 'SOR',
        strategyStartLocal: utcToNewYorkLocal(NOW + 3_600_000),
        strategyEndLocal: utcToNewYorkLocal(NOW + 4 * 3_600_000),
      });
      return { draft, g, timed };
    });

  const validContext: ValidationContext = {
    nowMs: NOW,
    instrument: stock(),
    quote: { bid: '99.99', ask: '100.01', last: '100.00', stale: false },
    accountSubtype: 'MARGIN',
    buyingPower: '1000000000',
    collarPercent: 5,
  };

  it('accepts every valid draft and sends exactly its fields', () => {
    fc.assert(
      fc.property(arbValid, ({ draft, g, timed }) => {
        const result = validateOrder(draft, validContext);
        expect(result.errors).toEqual({});
        const req = result.request;
        expect(req).toBeDefined();
        if (!req) return;
        expect(req.side).toBe(g.side);
        expect(req.order_type).toBe(g.orderType);
        expect(req.time_in_force).toBe(g.tif);
        expect(req.quantity).toBe(String(g.quantity));
        expect(g.sendInstrumentId ? req.instrument_id : req.symbol).toBe(
          g.sendInstrumentId ? stock().id : 'AAPL',
        );
        expect(req.limit_price !== undefined).toBe(g.orderType === 'LIMIT' || g.orderType === 'STOP_LIMIT');
        expect(req.stop_price !== undefined).toBe(g.orderType === 'STOP' || g.orderType === 'STOP_LIMIT');
        expect(req.expires_at !== undefined).toBe(g.tif === 'GOOD_TILL_DATE');
        expect(req.strategy?.type ?? 'SOR').toBe(timed ? g.strategy : 'SOR');
        expect(req.extended_hours ?? false).toBe(g.extendedHours);
        expect(violations(req, validContext)).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses a valid draft once one rule is broken, naming the field', () => {
    const breakers: Array<
      [string, (d: OrderDraft) => OrderDraft, (c: ValidationContext) => ValidationContext, string]
    > = [
      ['no quantity', (d) => ({ ...d, quantity: '' }), (c) => c, 'quantity'],
      [
        'fraction of a non-fractionable stock',
        (d) => ({ ...d, quantity: '1.5' }),
        (c) => ({ ...c, instrument: stock({ is_fractionable: false }) }),
        'quantity',
      ],
      [
        'short a hard-to-borrow stock',
        (d) => ({ ...d, side: 'SELL_SHORT' }),
        (c) => ({ ...c, instrument: stock({ easy_to_borrow: false }) }),
        'side',
      ],
      [
        'short a short-prohibited stock',
        (d) => ({ ...d, side: 'SELL_SHORT' }),
        (c) => ({ ...c, instrument: stock({ is_short_prohibited: true }) }),
        'side',
      ],
      [
        'buy a liquidation-only stock',
        (d) => ({ ...d, side: 'BUY' }),
        (c) => ({ ...c, instrument: stock({ is_liquidation_only: true }) }),
        'side',
      ],
      [
        'a restricted stock',
        (d) => d,
        (c) => ({ ...c, instrument: stock({ is_restricted: true }) }),
        'instrument',
      ],
      [
        'a stock that is not tradable',
        (d) => d,
        (c) => ({ ...c, instrument: stock({ is_tradable: false }) }),
        'instrument',
      ],
      [
        'GTD expiry in the past',
        (d) => ({ ...d, timeInForce: 'GOOD_TILL_DATE', expiresAtLocal: utcToNewYorkLocal(NOW - 60_000) }),
        (c) => c,
        'expiresAt',
      ],
      [
        'sub-penny limit above $1',
        (d) => ({ ...d, orderType: 'LIMIT', limitPrice: '100.001' }),
        (c) => c,
        'limitPrice',
      ],
      [
        'VWAP with GTC',
        (d) => ({ ...d, orderType: 'LIMIT', timeInForce: 'GOOD_TILL_CANCEL', strategyType: 'VWAP' }),
        (c) => c,
        'strategy',
      ],
      [
        'TWAP on an OTC stock',
        (d) => ({ ...d, orderType: 'MARKET', timeInForce: 'DAY', strategyType: 'TWAP' }),
        (c) => ({ ...c, instrument: stock({ venue: 'OTCM' }) }),
        'strategy',
      ],
      [
        'market order on a stale quote',
        (d) => ({ ...d, orderType: 'MARKET' }),
        (c) => ({ ...c, quote: { ...c.quote, stale: true } }),
        'quote',
      ],
      [
        'beyond buying power',
        (d) => ({ ...d, side: 'BUY', quantity: '100000' }),
        (c) => ({ ...c, buyingPower: '1000' }),
        'notional',
      ],
      [
        'beyond max notional',
        (d) => ({ ...d, side: 'SELL', quantity: '100000' }),
        (c) => ({ ...c, maxNotional: '5000' }),
        'notional',
      ],
    ];
    fc.assert(
      fc.property(
        arbValid,
        fc.constantFrom(...breakers),
        ({ draft }, [, breakDraft, breakContext, field]) => {
          const result = validateOrder(breakDraft(draft), breakContext(validContext));
          expect(result.request).toBeUndefined();
          expect(result.errors).toHaveProperty(field);
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe('validateOrder (warnings)', () => {
  const draft = emptyDraft({
    symbol: 'AAPL',
    side: 'BUY',
    quantity: '10',
    orderType: 'LIMIT',
    limitPrice: '120.00',
  });
  const ctx: ValidationContext = {
    nowMs: NOW,
    instrument: stock(),
    quote: { bid: '99.99', ask: '100.01', stale: false },
  };

  it('needs an acknowledgement for a price outside the collar', () => {
    const first = validateOrder(draft, ctx);
    expect(first.request).toBeUndefined();
    expect(first.warnings).toEqual([expect.objectContaining({ code: 'price-collar', acknowledged: false })]);
    expect(first.warnings[0]?.message).toMatch(/20\.0 % from the market/);
    expect(
      validateOrder(draft, { ...ctx, acknowledged: new Set(['price-collar']) }).request?.limit_price,
    ).toBe('120');
    expect(validateOrder(draft, { ...ctx, collarPercent: 25 }).warnings).toEqual([]);
  });

  it('needs an acknowledgement for a stale quote on a limit order', () => {
    const inside = { ...draft, limitPrice: '100.00' };
    const stale = { ...ctx, quote: { bid: '99.99', ask: '100.01', stale: true } };
    expect(validateOrder(inside, stale).warnings.map((w) => w.code)).toEqual(['stale-quote']);
    expect(validateOrder(inside, stale).request).toBeUndefined();
    expect(validateOrder(inside, { ...stale, acknowledged: new Set(['stale-quote']) }).request).toBeDefined();
  });

  it('estimates notional and buying-power use with decimal math', () => {
    const result = validateOrder(
      { ...draft, quantity: '3', limitPrice: '100.10' },
      { ...ctx, buyingPower: '1000' },
    );
    expect(result.estimate).toMatchObject({
      price: '100.1',
      notional: '300.30',
      buyingPowerImpact: '300.30',
    });
  });

  it('sends a GOOD_TILL_DATE expiry typed in New York time as UTC', () => {
    expect(newYorkLocalToUtc('2026-11-24T16:00')).toBe('2026-11-24T21:00:00.000Z');
    expect(newYorkLocalToUtc('2026-07-01T09:30')).toBe('2026-07-01T13:30:00.000Z');
    const result = validateOrder(
      { ...draft, limitPrice: '100.00', timeInForce: 'GOOD_TILL_DATE', expiresAtLocal: '2026-11-24T16:00' },
      ctx,
    );
    expect(result.request?.expires_at).toBe('2026-11-24T21:00:00.000Z');
  });
});
