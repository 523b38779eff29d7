import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubscribeGate } from '@/components/live/subscribe-gate';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const gateAt = () => {
  const gate = createSubscribeGate({ delayMs: 120, quietMs: 100, maxWaitMs: 400, now: () => Date.now() });
  return gate;
};

/** Scrolls for `ms` (a multiple of 16): a scroll event at the end of each 16 ms frame. */
async function scrollFor(gate: ReturnType<typeof gateAt>, ms: number) {
  for (let t = 0; t < ms; t += 16) {
    await vi.advanceTimersByTimeAsync(16);
    gate.noteScroll();
  }
}

describe('subscribe gate of a scrolling table', () => {
  it('subscribes a cell of a still table after the delay', async () => {
    const gate = gateAt();
    const subscribe = vi.fn();
    gate.schedule(subscribe);
    await vi.advanceTimersByTimeAsync(119);
    expect(subscribe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('holds cells mounted during a fast scroll until it stops; cells that left never subscribe', async () => {
    const gate = gateAt();
    const flewPast = vi.fn();
    const stays = vi.fn();
    gate.noteScroll();
    const cancel = gate.schedule(flewPast);
    await scrollFor(gate, 160);
    cancel(); // unmounted after 160 ms in the overscan
    gate.schedule(stays);
    await scrollFor(gate, 208);
    expect(flewPast).not.toHaveBeenCalled();
    expect(stays).not.toHaveBeenCalled();
    // The scroll stops: the cell still mounted subscribes once the table has been still 100 ms.
    await vi.advanceTimersByTimeAsync(99);
    expect(stays).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stays).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(flewPast).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it('subscribes a cell that stays mounted through a slow scroll after 400 ms', async () => {
    const gate = gateAt();
    const subscribe = vi.fn();
    gate.schedule(subscribe);
    await scrollFor(gate, 384);
    expect(subscribe).not.toHaveBeenCalled();
    await scrollFor(gate, 32);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
