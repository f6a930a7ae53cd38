import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ACTIVE_PARTICIPANTS } from '#shared/constants.ts';
import { nextParticipantCount, useActiveParticipants } from '../hooks/use-active-participants.ts';

const { start, min, max, intervalMs } = ACTIVE_PARTICIPANTS;

describe('nextParticipantCount (spec 000 §9: step −3…+3, bounds 35…85)', () => {
  it('maps the random source onto whole steps from −3 to +3', () => {
    expect(nextParticipantCount(50, () => 0)).toBe(47);
    expect(nextParticipantCount(50, () => 0.5)).toBe(50);
    expect(nextParticipantCount(50, () => 0.9999)).toBe(53);
    const steps = new Set(Array.from({ length: 7 }, (_, i) => nextParticipantCount(50, () => (i + 0.5) / 7) - 50));
    expect([...steps].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
  });

  it('never leaves 35…85', () => {
    expect(nextParticipantCount(max, () => 0.9999)).toBe(max);
    expect(nextParticipantCount(max - 1, () => 0.9999)).toBe(max);
    expect(nextParticipantCount(min, () => 0)).toBe(min);
    expect(nextParticipantCount(min + 2, () => 0)).toBe(min);
  });
});

describe('useActiveParticipants', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 47 and changes only every 15 seconds', () => {
    const { result } = renderHook(() => useActiveParticipants(() => 0.9999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(intervalMs - 1));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 3);
    act(() => vi.advanceTimersByTime(intervalMs));
    expect(result.current).toBe(start + 6);
  });

  it('climbs to 85 and stays there when every step is +3', () => {
    const { result } = renderHook(() => useActiveParticipants(() => 0.9999));
    act(() => vi.advanceTimersByTime(intervalMs * 30));
    expect(result.current).toBe(max);
  });

  it('falls to 35 and stays there when every step is −3', () => {
    const { result } = renderHook(() => useActiveParticipants(() => 0));
    act(() => vi.advanceTimersByTime(intervalMs * 30));
    expect(result.current).toBe(min);
  });

  it('with Math.random, every tick moves at most 3 and stays within the bounds', () => {
    const { result } = renderHook(() => useActiveParticipants());
    let previous = result.current;
    for (let tick = 0; tick < 500; tick++) {
      act(() => vi.advanceTimersByTime(intervalMs));
      expect(Math.abs(result.current - previous)).toBeLessThanOrEqual(3);
      expect(result.current).toBeGreaterThanOrEqual(min);
      expect(result.current).toBeLessThanOrEqual(max);
      expect(Number.isInteger(result.current)).toBe(true);
      previous = result.current;
    }
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHook(() => useActiveParticipants());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
