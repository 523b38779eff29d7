// Replace checks (PATCH): at least one field changes, prices on the grid, quantity above what filled.
import { describe, expect, it } from 'vitest';
import { validateReplace } from '@/features/orders/lib/validate-replace';
import { looksLikeOptionQuery } from '@/domain/instrument-search/search-mode';

const order = {
  order_type: 'STOP_LIMIT',
  quantity: '10',
  filled_quantity: '4',
  limit_price: '101.00',
  stop_price: '100.00',
};

describe('validateReplace', () => {
  it('refuses a replace that changes nothing', () => {
    expect(validateReplace(order, { quantity: '10', limitPrice: '101', stopPrice: '100.00' })).toEqual({
      errors: { form: 'Change the quantity, limit price or stop price' },
    });
  });

  it('sends only the fields that changed', () => {
    expect(validateReplace(order, { quantity: '12', limitPrice: '101.00', stopPrice: '99.50' }).body).toEqual(
      {
        quantity: '12',
        stop_price: '99.5',
      },
    );
  });

  it('refuses a quantity at or below the filled quantity, and prices off the grid', () => {
    const result = validateReplace(order, { quantity: '4', limitPrice: '101.005', stopPrice: '0' });
    expect(result.body).toBeUndefined();
    expect(result.errors).toEqual({
      quantity: 'Quantity must exceed the 4 already filled',
      limitPrice: 'Limit price must be in whole cents at or above 1.00 (at most 4 decimals below)',
      stopPrice: 'Stop price must be greater than 0',
    });
  });

  it('refuses a fractional quantity for an option (whole contracts only)', () => {
    const option = { ...order, order_type: 'LIMIT', instrument_type: 'OPTION', filled_quantity: '0' };
    expect(validateReplace(option, { quantity: '2.5', limitPrice: '101.00', stopPrice: '' })).toEqual({
      errors: { quantity: 'Options trade in whole contracts' },
    });
    expect(validateReplace(option, { quantity: '3', limitPrice: '101.00', stopPrice: '' }).body).toEqual({
      quantity: '3',
    });
  });

  it('ignores prices an order type does not have', () => {
    const limitOnly = { ...order, order_type: 'LIMIT', stop_price: null };
    expect(validateReplace(limitOnly, { quantity: '10', limitPrice: '102', stopPrice: 'junk' }).body).toEqual(
      {
        limit_price: '102',
      },
    );
  });
});

describe('looksLikeOptionQuery (the ticket instrument field)', () => {
  it('recognises OSI symbols and prefixes, not tickers or names', () => {
    expect(looksLikeOptionQuery('AAPL  261218C00200000')).toBe(true);
    expect(looksLikeOptionQuery('AAPL261218')).toBe(true);
    expect(looksLikeOptionQuery('AAPL')).toBe(false);
    expect(looksLikeOptionQuery('Apple')).toBe(false);
  });
});
