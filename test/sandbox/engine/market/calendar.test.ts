import { describe, expect, it } from 'vitest';
import { MarketCalendar } from '@/sandbox/engine/market/calendar';

const calendar = new MarketCalendar();

describe('NYSE calendar 2025–2027', () => {
  it('knows every full-day holiday, with the observed-date rules', () => {
    const holidays: Record<number, string[]> = {
      2025: [
        '2025-01-01',
        '2025-01-20',
        '2025-02-17',
        '2025-04-18',
        '2025-05-26',
        '2025-06-19',
        '2025-07-04',
        '2025-09-01',
        '2025-11-27',
        '2025-12-25',
      ],
      // Independence Day on a Saturday is observed on Friday 3 July.
      2026: [
        '2026-01-01',
        '2026-01-19',
        '2026-02-16',
        '2026-04-03',
        '2026-05-25',
        '2026-06-19',
        '2026-07-03',
        '2026-09-07',
        '2026-11-26',
        '2026-12-25',
      ],
      // Juneteenth (Sat) → Fri 18 June, Independence Day (Sun) → Mon 5 July, Christmas (Sat) → Fri 24 Dec.
      2027: [
        '2027-01-01',
        '2027-01-18',
        '2027-02-15',
        '2027-03-26',
        '2027-05-31',
        '2027-06-18',
        '2027-07-05',
        '2027-09-06',
        '2027-11-25',
        '2027-12-24',
      ],
    };
    for (const [year, days] of Object.entries(holidays)) {
      for (const day of days) {
        expect(calendar.dayType(day), day).toBe('HOLIDAY');
        expect(calendar.isTradingDay(day)).toBe(false);
      }
      // Exactly these weekdays are closed in the year.
      const closedWeekdays: string[] = [];
      for (
        let d = new Date(`${year}-01-01T12:00:00Z`);
        d.getUTCFullYear() === Number(year);
        d.setUTCDate(d.getUTCDate() + 1)
      ) {
        const iso = d.toISOString().slice(0, 10);
        if (calendar.dayType(iso) === 'HOLIDAY') closedWeekdays.push(iso);
      }
      expect(closedWeekdays).toEqual(days);
    }
  });

  it('does not close on 31 December when New Year falls on a Saturday (2028)', () => {
    expect(calendar.dayType('2027-12-31')).toBe('TRADING_DAY');
    expect(calendar.dayType('2028-01-01')).toBe('WEEKEND');
  });

  it('closes early at 13:00 on the documented half days only', () => {
    const early = (year: number) =>
      calendar
        .tradingDaysBetween(`${year}-01-01`, `${year}-12-31`)
        .filter((d) => calendar.dayType(d) === 'EARLY_CLOSE');
    expect(early(2025)).toEqual(['2025-07-03', '2025-11-28', '2025-12-24']);
    // 3 July 2026 is the observed holiday, so there is no early close before Independence Day.
    expect(early(2026)).toEqual(['2026-11-27', '2026-12-24']);
    // 2027: 3 July is a Saturday and Christmas Eve is the observed holiday.
    expect(early(2027)).toEqual(['2027-11-26']);
    const s = calendar.sessions('2026-11-27');
    expect(new Date(s.regular!.close).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(new Date(s.after_hours!.close).toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });

  it('gives session instants in New York time across daylight-saving changes', () => {
    const winter = calendar.sessions('2026-03-06'); // EST, UTC-5
    expect(new Date(winter.pre_market!.open).toISOString()).toBe('2026-03-06T09:00:00.000Z');
    expect(new Date(winter.regular!.open).toISOString()).toBe('2026-03-06T14:30:00.000Z');
    expect(new Date(winter.regular!.close).toISOString()).toBe('2026-03-06T21:00:00.000Z');
    const summer = calendar.sessions('2026-03-09'); // first Monday of EDT, UTC-4
    expect(new Date(summer.regular!.open).toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(new Date(summer.after_hours!.close).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    const backToWinter = calendar.sessions('2026-11-02');
    expect(new Date(backToWinter.regular!.open).toISOString()).toBe('2026-11-02T14:30:00.000Z');
    expect(calendar.sessions('2026-11-26').regular).toBeNull();
    expect(calendar.sessions('2026-11-28').dayType).toBe('WEEKEND');
  });

  it('does trading-day arithmetic over weekends and holidays', () => {
    expect(calendar.nextTradingDay('2026-11-25')).toBe('2026-11-27');
    expect(calendar.previousTradingDay('2026-11-30')).toBe('2026-11-27');
    expect(calendar.previousTradingDay('2026-07-06')).toBe('2026-07-02');
    expect(calendar.nextTradingDay('2027-12-23')).toBe('2027-12-27');
    expect(calendar.tradingDaysBetween('2026-11-23', '2026-11-30')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(calendar.tradingDaysBetween('2026-01-01', '2026-12-31')).toHaveLength(251);
  });
});
