import { describe, expect, it } from 'vitest';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import { dailyPnl, summarizeHistory } from '@/features/accounts/history/history-summary';
import { historyToCsv } from '@/features/accounts/history/history-csv';

const seg = (
  date: string,
  sod: string,
  eod: string,
  extra: Partial<PortfolioHistorySegment> = {},
): PortfolioHistorySegment => ({
  date,
  sod_equity: sod,
  eod_equity: eod,
  realized_pnl: '0',
  unrealized_pnl: '0',
  ...extra,
});

describe('dailyPnl', () => {
  it('uses net_pnl when present, else realized + unrealized', () => {
    expect(
      dailyPnl(
        seg('2026-01-02', '0', '0', { net_pnl: '12.5', realized_pnl: '1', unrealized_pnl: '2' }),
      ).toFixed(),
    ).toBe('12.5');
    expect(
      dailyPnl(
        seg('2026-01-02', '0', '0', { net_pnl: null, realized_pnl: '0.1', unrealized_pnl: '0.2' }),
      ).toFixed(),
    ).toBe('0.3');
  });
});

describe('summarizeHistory', () => {
  it('returns null for no segments', () => {
    expect(summarizeHistory([])).toBeNull();
  });

  it('computes change, % change, best/worst day and max drawdown exactly (any input order)', () => {
    const segments = [
      seg('2026-01-06', '110.10', '90.05', { realized_pnl: '-20.05', unrealized_pnl: '0' }),
      seg('2026-01-02', '100.00', '105.00', { net_pnl: '5.00' }),
      seg('2026-01-05', '105.00', '110.10', { net_pnl: '5.10' }),
      seg('2026-01-07', '90.05', '100.30', { net_pnl: '10.25' }),
    ];
    const s = summarizeHistory(segments);
    expect(s).not.toBeNull();
    if (!s) return;
    expect(s.days).toBe(4);
    expect(s.startEquity.toFixed(2)).toBe('100.00');
    expect(s.endEquity.toFixed(2)).toBe('100.30');
    // 100.30 − 100.00: exact in decimals (0.30000000000000004 in floats).
    expect(s.change.toFixed()).toBe('0.3');
    expect(s.changePct?.toFixed()).toBe('0.3');
    expect(s.bestDay).toEqual({ date: '2026-01-07', value: expect.anything() });
    expect(s.bestDay?.value.toFixed()).toBe('10.25');
    expect(s.worstDay?.date).toBe('2026-01-06');
    expect(s.worstDay?.value.toFixed()).toBe('-20.05');
    // Peak 110.10 on 01-05, trough 90.05 on 01-06.
    expect(s.maxDrawdown.toFixed()).toBe('20.05');
    expect(s.maxDrawdownPct?.toFixed(4)).toBe('18.2107');
    expect(s.drawdownFrom).toBe('2026-01-05');
    expect(s.drawdownTo).toBe('2026-01-06');
  });

  it('counts a fall below the first start-of-day equity as drawdown, and none when equity only rises', () => {
    const falling = summarizeHistory([seg('2026-02-02', '1000', '990'), seg('2026-02-03', '990', '995')]);
    expect(falling?.maxDrawdown.toFixed()).toBe('10');
    expect(falling?.drawdownFrom).toBe('2026-02-02');
    const rising = summarizeHistory([seg('2026-02-02', '1000', '1001'), seg('2026-02-03', '1001', '1002')]);
    expect(rising?.maxDrawdown.isZero()).toBe(true);
    expect(rising?.maxDrawdownPct).toBeNull();
  });

  it('has no % change when the range starts from zero equity', () => {
    const s = summarizeHistory([seg('2026-03-02', '0', '500', { net_pnl: '0' })]);
    expect(s?.change.toFixed()).toBe('500');
    expect(s?.changePct).toBeNull();
  });
});

describe('historyToCsv', () => {
  it('writes every field in date order with the P&L the chart uses', () => {
    const csv = historyToCsv([
      seg('2026-01-05', '105', '110', {
        net_pnl: null,
        realized_pnl: '3',
        unrealized_pnl: '2',
        bought_notional: '1,000',
      }),
      seg('2026-01-02', '100', '105', { net_pnl: '5' }),
    ]);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,sod_equity,eod_equity,realized_pnl,unrealized_pnl,day_pnl,net_pnl,position_pnl,bought_notional,sold_notional,daily_pnl_used',
    );
    expect(lines[1]).toBe('2026-01-02,100,105,0,0,,5,,,,5');
    expect(lines[2]).toBe('2026-01-05,105,110,3,2,,,,"1,000",,5');
  });
});
