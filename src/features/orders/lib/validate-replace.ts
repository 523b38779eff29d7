// Checks a replace (PATCH) before it is sent: at least one of quantity, limit and stop changes, each
// is a positive number on the price grid, and the new quantity exceeds what has already filled
// (whole contracts for an option).
import { Decimal, parseTypedDecimal } from '@/domain/decimal/decimal';
import { checkPrice } from './price-grid';
import type { Order, ReplaceOrderRequest } from '@/api/schemas/orders';

export interface ReplaceDraft {
  quantity: string;
  limitPrice: string;
  stopPrice: string;
}

export const hasLimit = (o: Pick<Order, 'order_type'>) =>
  o.order_type === 'LIMIT' || o.order_type === 'STOP_LIMIT';
export const hasStop = (o: Pick<Order, 'order_type'>) =>
  o.order_type === 'STOP' || o.order_type === 'STOP_LIMIT';

const isNumber = (text: string) => parseTypedDecimal(text) !== null;

function changed(text: string, current: string | null | undefined): boolean {
  const t = text.trim();
  if (t === '' || !isNumber(t)) return t !== '' && t !== (current ?? '');
  return !current || !new Decimal(t).eq(current);
}

const price = (text: string, name: string) => checkPrice(text, name).error;

export function validateReplace(
  order: Pick<Order, 'order_type' | 'quantity' | 'filled_quantity' | 'limit_price' | 'stop_price'> &
    Partial<Pick<Order, 'instrument_type'>>,
  draft: ReplaceDraft,
): { body?: ReplaceOrderRequest; errors: Partial<Record<keyof ReplaceDraft | 'form', string>> } {
  const errors: Partial<Record<keyof ReplaceDraft | 'form', string>> = {};
  const body: ReplaceOrderRequest = {};
  if (changed(draft.quantity, order.quantity)) {
    const t = draft.quantity.trim();
    if (!isNumber(t)) errors.quantity = 'Quantity must be a number';
    else if (order.instrument_type === 'OPTION' && !new Decimal(t).isInteger())
      errors.quantity = 'Options trade in whole contracts';
    else if (new Decimal(t).lte(order.filled_quantity))
      errors.quantity = `Quantity must exceed the ${order.filled_quantity} already filled`;
    else body.quantity = new Decimal(t).toFixed();
  }
  if (hasLimit(order) && changed(draft.limitPrice, order.limit_price)) {
    const error = price(draft.limitPrice, 'Limit price');
    if (error) errors.limitPrice = error;
    else body.limit_price = new Decimal(draft.limitPrice.trim()).toFixed();
  }
  if (hasStop(order) && changed(draft.stopPrice, order.stop_price)) {
    const error = price(draft.stopPrice, 'Stop price');
    if (error) errors.stopPrice = error;
    else body.stop_price = new Decimal(draft.stopPrice.trim()).toFixed();
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (Object.keys(body).length === 0)
    return { errors: { form: 'Change the quantity, limit price or stop price' } };
  return { body, errors };
}
