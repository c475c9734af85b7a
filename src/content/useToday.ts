import { useSyncExternalStore } from 'react';
import { buildDay } from './buildDay';
import { riyadhDay, siteTimeZone } from './schedule';

const dayLength = 24 * 60 * 60 * 1000;

/**
 * The time of day on the site's clock, to find its next midnight from any time zone. Made
 * on first use, once the page runs, not while its code loads in the route's task.
 */
let clockFormat: Intl.DateTimeFormat | undefined;

/** Milliseconds from `now` to the next midnight in the site's time zone. */
function untilNextDay(now: number): number {
  clockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: siteTimeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const clock = new Map(
    clockFormat.formatToParts(now).map((part) => [part.type, Number(part.value)]),
  );
  const seconds =
    ((clock.get('hour') ?? 0) * 60 + (clock.get('minute') ?? 0)) * 60 + (clock.get('second') ?? 0);
  return dayLength - seconds * 1000 - (now % 1000);
}

/**
 * Tells React when the day may have changed, for a page left open over midnight. A timer
 * does not run while a laptop sleeps and fires late after it wakes, so the day is read again
 * too whenever the page is shown; React re-renders only if the day did change.
 */
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
  const onShown = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(timer);
    onChange();
    arm();
  };
  arm();
  document.addEventListener('visibilitychange', onShown);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onShown);
  };
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
