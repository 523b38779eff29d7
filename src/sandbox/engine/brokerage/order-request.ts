// Validation of a new order request, field by field, as the interface document and the OpenAPI
// description state it. Problems come back as field violations (HTTP 400), never thrown one by one,
// so a client sees every mistake of an order at once.
import { FRACTIONAL_QUANTITY_DECIMALS, type NewOrderRequest } from '@/api/schemas/orders';
import type { FieldViolation } from '../errors';
import type { OrderSide, OrderTypeName, TifName } from './state';
import type { PriceBook, TradableInstrument } from './prices';
import type { SessionName } from './deps';
import { type Decimal, parseDecimal, parseTimeMs } from './money';

export interface NormalizedOrder {
  client_order_id: string | null;
  instrument: TradableInstrument;
  side: OrderSide;
  order_type: OrderTypeName;
  time_in_force: TifName;
  quantity: Decimal;
  limit_price: Decimal | null;
  stop_price: Decimal | null;
  limit_offset: Decimal | null;
  trailing_offset: Decimal | null;
  trailing_offset_type: 'PRICE' | 'BPS' | null;
  expires_at_ms: number | null;
  extended_hours: boolean;
  strategy: { type: 'SOR' | 'VWAP' | 'TWAP'; start_at_ms?: number; end_at_ms?: number };
}

export interface ValidationContext {
  book: PriceBook;
  nowMs: number;
  session: SessionName;
}

const LIMIT_TYPES = new Set<OrderTypeName>(['LIMIT', 'STOP_LIMIT']);
const STOP_TYPES = new Set<OrderTypeName>(['STOP', 'STOP_LIMIT']);
const TRAILING_TYPES = new Set<OrderTypeName>(['TRAILING_STOP', 'TRAILING_STOP_LIMIT']);
/** Crossing-session time in force values are part of the enum but no US venue here offers them. */
const UNSUPPORTED_TIF = new Set(['GOOD_TILL_CROSSING', 'GOOD_THROUGH_CROSSING', 'AT_CROSSING']);

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * A price must be a positive decimal on the tick grid: whole cents at or above $1.00, at most four
 * decimals below (the sub-penny rule).
 */
export function checkPrice(field: string, text: string, out: FieldViolation[]): Decimal | null {
  const value = parseDecimal(text);
  if (!value) {
    out.push({ field, description: `${field} must be a decimal string, got "${text}"` });
    return null;
  }
  if (value.lte(0)) {
    out.push({ field, description: `${field} must be greater than 0` });
    return null;
  }
  const places = value.decimalPlaces();
  if (places > 4 || (value.gte(1) && places > 2)) {
    out.push({
      field,
      description: `${field} ${text} is not on the price grid: at most 2 decimals at or above 1.00, 4 below`,
    });
    return null;
  }
  return value;
}

/** Quantity rules shared by new orders and replacements. */
export function checkQuantity(
  text: string,
  instrument: TradableInstrument | undefined,
  out: FieldViolation[],
): Decimal | null {
  const value = parseDecimal(text);
  if (!value) {
    out.push({ field: 'quantity', description: `quantity must be a decimal string, got "${text}"` });
    return null;
  }
  if (value.lte(0)) {
    out.push({ field: 'quantity', description: 'quantity must be greater than 0' });
    return null;
  }
  if (!instrument) return value;
  if (instrument.instrument_type === 'OPTION' && !value.isInteger()) {
    out.push({
      field: 'quantity',
      description: 'options are traded in whole contracts: quantity must be an integer',
    });
    return null;
  }
  if (!value.isInteger() && !instrument.is_fractionable) {
    out.push({
      field: 'quantity',
      description: `${instrument.symbol} is not fractionable: quantity must be a whole number of shares`,
    });
    return null;
  }
  if (value.decimalPlaces() > FRACTIONAL_QUANTITY_DECIMALS) {
    out.push({
      field: 'quantity',
      description: `fractional quantities go in steps of 0.${'0'.repeat(FRACTIONAL_QUANTITY_DECIMALS - 1)}1 share`,
    });
    return null;
  }
  return value;
}

function resolveInstrument(
  req: NewOrderRequest,
  ctx: ValidationContext,
  out: FieldViolation[],
): TradableInstrument | undefined {
  const byId = present(req.instrument_id) ? req.instrument_id.trim() : '';
  const bySymbol = present(req.symbol) ? req.symbol.trim() : '';
  if (!byId && !bySymbol) {
    out.push({ field: 'symbol', description: 'either symbol or instrument_id must be provided' });
    return undefined;
  }
  const fromId = byId ? ctx.book.resolve(byId) : undefined;
  if (byId && !fromId) out.push({ field: 'instrument_id', description: `unknown instrument "${byId}"` });
  const fromSymbol = bySymbol ? ctx.book.resolve(bySymbol) : undefined;
  if (bySymbol && !fromSymbol) out.push({ field: 'symbol', description: `unknown symbol "${bySymbol}"` });
  if (fromId && fromSymbol && fromId.instrument_id !== fromSymbol.instrument_id)
    out.push({ field: 'symbol', description: `symbol ${bySymbol} does not match instrument_id ${byId}` });
  return fromId ?? fromSymbol;
}

export function validateNewOrder(
  req: NewOrderRequest,
  ctx: ValidationContext,
): { order: NormalizedOrder; violations: [] } | { order: null; violations: FieldViolation[] } {
  const out: FieldViolation[] = [];
  const type = req.order_type;
  if (req.side === 'OTHER')
    out.push({ field: 'side', description: 'side OTHER cannot be submitted: use BUY, SELL or SELL_SHORT' });
  if (UNSUPPORTED_TIF.has(req.time_in_force))
    out.push({ field: 'time_in_force', description: `time_in_force ${req.time_in_force} is not supported` });
  if (present(req.id) && req.id.trim() === '') out.push({ field: 'id', description: 'id must not be empty' });

  const instrument = resolveInstrument(req, ctx, out);
  const quantity = checkQuantity(req.quantity, instrument, out);

  let limit: Decimal | null = null;
  if (LIMIT_TYPES.has(type)) {
    if (!present(req.limit_price))
      out.push({ field: 'limit_price', description: `limit_price is required for ${type} orders` });
    else limit = checkPrice('limit_price', req.limit_price, out);
  } else if (present(req.limit_price)) {
    out.push({
      field: 'limit_price',
      description: 'limit_price applies only to LIMIT and STOP_LIMIT orders',
    });
  }
  let stop: Decimal | null = null;
  if (STOP_TYPES.has(type)) {
    if (!present(req.stop_price))
      out.push({ field: 'stop_price', description: `stop_price is required for ${type} orders` });
    else stop = checkPrice('stop_price', req.stop_price, out);
  } else if (present(req.stop_price)) {
    out.push({ field: 'stop_price', description: 'stop_price applies only to STOP and STOP_LIMIT orders' });
  }

  let trailing: Decimal | null = null;
  const trailingType = req.trailing_offset_type ?? null;
  if (TRAILING_TYPES.has(type)) {
    if (!present(req.trailing_offset))
      out.push({ field: 'trailing_offset', description: `trailing_offset is required for ${type} orders` });
    else {
      trailing = parseDecimal(req.trailing_offset) ?? null;
      if (!trailing || trailing.lte(0)) {
        out.push({ field: 'trailing_offset', description: 'trailing_offset must be a positive decimal' });
        trailing = null;
      } else if (trailingType === 'BPS' && trailing.gte(10_000)) {
        out.push({
          field: 'trailing_offset',
          description: 'a BPS trailing_offset must be below 10000 (100 %)',
        });
        trailing = null;
      }
    }
  } else {
    if (present(req.trailing_offset))
      out.push({ field: 'trailing_offset', description: 'trailing_offset applies only to trailing orders' });
    if (present(req.trailing_offset_type))
      out.push({
        field: 'trailing_offset_type',
        description: 'trailing_offset_type applies only to trailing orders',
      });
  }
  let limitOffset: Decimal | null = null;
  if (present(req.limit_offset)) {
    if (type !== 'TRAILING_STOP_LIMIT')
      out.push({
        field: 'limit_offset',
        description: 'limit_offset applies only to TRAILING_STOP_LIMIT orders',
      });
    else {
      limitOffset = parseDecimal(req.limit_offset) ?? null;
      if (!limitOffset)
        out.push({ field: 'limit_offset', description: 'limit_offset must be a signed decimal string' });
    }
  }

  let expiresAt: number | null = null;
  if (req.time_in_force === 'GOOD_TILL_DATE') {
    if (!present(req.expires_at))
      out.push({
        field: 'expires_at',
        description: 'expires_at is required when time_in_force is GOOD_TILL_DATE',
      });
    else {
      expiresAt = parseTimeMs(req.expires_at);
      if (expiresAt <= ctx.nowMs)
        out.push({ field: 'expires_at', description: 'expires_at must be in the future' });
    }
  } else if (present(req.expires_at)) {
    out.push({ field: 'expires_at', description: 'expires_at applies only to GOOD_TILL_DATE orders' });
  }
  if (req.time_in_force === 'AT_THE_OPENING' && ctx.session === 'regular')
    out.push({
      field: 'time_in_force',
      description: 'AT_THE_OPENING orders are accepted only before the regular session opens',
    });

  const extendedHours = req.extended_hours ?? false;
  if (extendedHours && instrument?.instrument_type === 'OPTION')
    out.push({ field: 'extended_hours', description: 'options trade in the regular session only' });

  const strategy = checkStrategy(req, instrument, ctx, out);

  if (out.length > 0 || !instrument || !quantity) return { order: null, violations: out };
  return {
    order: {
      client_order_id: present(req.id) ? req.id : null,
      instrument,
      side: req.side as OrderSide,
      order_type: type,
      time_in_force: req.time_in_force as TifName,
      quantity,
      limit_price: limit,
      stop_price: stop,
      limit_offset: limitOffset,
      trailing_offset: trailing,
      trailing_offset_type: TRAILING_TYPES.has(type) ? (trailingType ?? 'PRICE') : null,
      expires_at_ms: expiresAt,
      extended_hours: extendedHours,
      strategy,
    },
    violations: [],
  };
}

function checkStrategy(
  req: NewOrderRequest,
  instrument: TradableInstrument | undefined,
  ctx: ValidationContext,
  out: FieldViolation[],
): NormalizedOrder['strategy'] {
  const strategy = req.strategy;
  if (!strategy || strategy.type === 'SOR') return { type: 'SOR' };
  const before = out.length;
  if (req.order_type !== 'MARKET' && req.order_type !== 'LIMIT')
    out.push({ field: 'strategy', description: `${strategy.type} applies only to MARKET and LIMIT orders` });
  if (req.time_in_force !== 'DAY')
    out.push({
      field: 'strategy',
      description: `${strategy.type} applies only to orders with DAY time in force`,
    });
  if (instrument?.is_otc)
    out.push({ field: 'strategy', description: `${strategy.type} is not supported for OTC instruments` });
  if (instrument?.instrument_type === 'OPTION')
    out.push({ field: 'strategy', description: `${strategy.type} is not supported for options` });
  const start = parseTimeMs(strategy.start_at);
  const end = parseTimeMs(strategy.end_at);
  if (start >= end) out.push({ field: 'strategy.start_at', description: 'start_at must be before end_at' });
  if (end <= ctx.nowMs) out.push({ field: 'strategy.end_at', description: 'end_at must be in the future' });
  if (out.length > before) return { type: 'SOR' };
  return { type: strategy.type, start_at_ms: start, end_at_ms: end };
}
