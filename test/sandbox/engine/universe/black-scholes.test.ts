import { describe, it, expect } from 'vitest';
import { blackScholes, normalCdf } from '@/sandbox/engine/universe/black-scholes';

const base = { spot: 100, strike: 100, years: 1, rate: 0.05, vol: 0.2 };

describe('blackScholes', () => {
  it('matches textbook values', () => {
    const call = blackScholes({ ...base, type: 'CALL' });
    const put = blackScholes({ ...base, type: 'PUT' });
    expect(call.price).toBeCloseTo(10.4506, 3);
    expect(put.price).toBeCloseTo(5.5735, 3);
    expect(call.delta).toBeCloseTo(0.6368, 3);
    expect(put.delta).toBeCloseTo(-0.3632, 3);
    expect(call.gamma).toBeCloseTo(0.01876, 4);
    // Vega per volatility point, theta per trading day.
    expect(call.vega).toBeCloseTo(0.3752, 3);
    expect(call.theta).toBeCloseTo(-6.414 / 252, 4);
    expect(call.rho).toBeCloseTo(0.5323, 3);
  });

  it('satisfies put-call parity across strikes and times', () => {
    for (const strike of [60, 90, 100, 130]) {
      for (const years of [0.02, 0.5, 2]) {
        const input = { ...base, strike, years };
        const call = blackScholes({ ...input, type: 'CALL' }).price;
        const put = blackScholes({ ...input, type: 'PUT' }).price;
        expect(call - put).toBeCloseTo(100 - strike * Math.exp(-0.05 * years), 5);
      }
    }
  });

  it('is worth intrinsic value at expiry', () => {
    expect(blackScholes({ ...base, spot: 110, years: 0, type: 'CALL' })).toMatchObject({
      price: 10,
      delta: 1,
    });
    expect(blackScholes({ ...base, spot: 110, years: 0, type: 'PUT' })).toMatchObject({ price: 0, delta: 0 });
  });

  it('has a cumulative normal accurate to about 1e-7', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(-3)).toBeCloseTo(0.0013499, 6);
  });
});
