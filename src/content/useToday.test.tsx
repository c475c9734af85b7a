// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { riyadhDay } from './schedule';
import { useToday } from './useToday';

const hour = 60 * 60 * 1000;
/** An evening in Riyadh, an hour before its midnight (UTC+3: 20:00 UTC). */
const evening = Date.parse('2026-11-26T23:00:00+03:00');

function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(evening);
  vi.stubEnv('VITE_BUILD_DATE', new Date(evening).toISOString());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('useToday', () => {
  it('turns to the next day at midnight in Riyadh on a page left open', () => {
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe(riyadhDay(evening));
    act(() => {
      vi.advanceTimersByTime(hour - 2000);
    });
    expect(result.current).toBe(riyadhDay(evening));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current).toBe(riyadhDay(evening + hour));
  });

  it('reads the day again when a page is shown after the computer slept past midnight', () => {
    const { result } = renderHook(() => useToday());
    act(() => setVisibility('hidden'));
    // Asleep: the clock moves on, the timer does not fire.
    vi.setSystemTime(evening + 9 * hour);
    expect(result.current).toBe(riyadhDay(evening));
    act(() => setVisibility('visible'));
    expect(result.current).toBe(riyadhDay(evening + 9 * hour));
  });
});
