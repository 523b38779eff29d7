// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useClock } from '@/lib/use-clock';

function Clock({ id, interval }: { id: string; interval?: number }) {
  const now = useClock(interval);
  return <span data-testid={id}>{new Date(now).toISOString().slice(11, 19)}</span>;
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-20T14:30:00Z') }));
afterEach(() => vi.useRealTimers());

describe('useClock', () => {
  it('ticks every second on one shared timer, and stops it when the last clock unmounts', () => {
    const view = render(
      <>
        <Clock id="a" />
        <Clock id="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('14:30:00');
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('a')).toHaveTextContent('14:30:02');
    expect(screen.getByTestId('b')).toHaveTextContent('14:30:02');
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours a slower interval', () => {
    render(<Clock id="slow" interval={60_000} />);
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByTestId('slow')).toHaveTextContent('14:30:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('slow')).toHaveTextContent('14:31:00');
  });
});
