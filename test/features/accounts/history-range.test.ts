import { describe, expect, it } from 'vitest';
import { matchingPreset, presetStart, resolveRange } from '@/features/accounts/history/history-range';

describe('history range presets', () => {
  const today = '2026-05-29';
  const opened = '2023-05-10';

  it('counts presets back from today', () => {
    expect(presetStart('1M', today, opened)).toBe('2026-04-29');
    expect(presetStart('3M', today, opened)).toBe('2026-02-28');
    expect(presetStart('YTD', today, opened)).toBe('2026-01-01');
    expect(presetStart('1Y', today, opened)).toBe('2025-05-29');
    expect(presetStart('All', today, opened)).toBe(opened);
  });

  it('defaults to 3 months ending today, and recognises the preset of a range', () => {
    const range = resolveRange({}, opened, today);
    expect(range).toEqual({ start: '2026-02-28', end: today });
    expect(matchingPreset(range, opened, today)).toBe('3M');
    expect(matchingPreset({ start: '2026-01-01', end: today }, opened, today)).toBe('YTD');
    expect(matchingPreset({ start: '2026-01-01', end: '2026-05-01' }, opened, today)).toBeNull();
  });

  it('swaps a reversed range from the URL', () => {
    expect(resolveRange({ start: '2026-05-01', end: '2026-04-01' }, opened, today)).toEqual({
      start: '2026-04-01',
      end: '2026-05-01',
    });
  });
});
