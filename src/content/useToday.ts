import { useSyncExternalStore } from 'react';
import { buildDay } from './buildDay';
import { riyadhDay } from './schedule';

/** Milliseconds from `now` to the next midnight in Riyadh (UTC+3, no daylight saving). */
function untilNextDay(now: number): number {
  const riyadhOffset = 3 * 60 * 60 * 1000;
  const day = 24 * 60 * 60 * 1000;
  return day - ((now + riyadhOffset) % day);
}

/** Tells React when the day changes, for a page left open over midnight. */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      untilNextDay(Date.now()) + 1000,
    );
  };
  arm();
  return () => clearTimeout(timer);
}

const today = () => riyadhDay(Date.now());

/**
 * Today in Riyadh, YYYY-MM-DD. The prerendered HTML and the first render in the browser use
 * the build's day, so hydration matches; right after, the browser's own day takes over, so
 * a page built before an event's date stops offering registration once the day is over.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, today, buildDay);
}
