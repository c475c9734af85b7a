// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countUpSteps, useCountUp, valueAtStep } from './useCountUp';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Writes the step the hook is at, as the server's render would. */
function Shown() {
  return useCountUp(false);
}

describe('useCountUp', () => {
  it('starts from the final figures, the way the page is prerendered', () => {
    expect(renderToString(createElement(Shown))).toBe(String(countUpSteps));
  });

  it('waits 1000 ms, then takes 50 steps of 50 ms', () => {
    const { result } = renderHook(() => useCountUp(false));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(1049));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => void vi.advanceTimersByTime(1200));
    expect(result.current).toBe(25);
    act(() => void vi.advanceTimersByTime(1250));
    expect(result.current).toBe(countUpSteps);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is complete at once when motion is reduced', () => {
    const { result } = renderHook(() => useCountUp(true));
    expect(result.current).toBe(countUpSteps);
  });
});

describe('valueAtStep', () => {
  it('reaches the targets exactly and keeps their precision on the way', () => {
    expect([10, 500, 0.999, 24].map((target) => valueAtStep(target, countUpSteps))).toEqual([
      10, 500, 0.999, 24,
    ]);
    expect(valueAtStep(500, 25)).toBe(250);
    expect(valueAtStep(10, 1)).toBe(0);
    expect(valueAtStep(0.999, 25)).toBe(0.5);
  });
});
