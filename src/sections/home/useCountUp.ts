import { useEffect, useState, useSyncExternalStore } from 'react';

/** The counter starts 1 s after load and reaches its targets in 50 steps of 50 ms. */
const countUpDelayMs = 1000;
export const countUpSteps = 50;
const countUpStepMs = 50;

const nothingToWatch = () => () => undefined;

/**
 * How far the statistics counter has run, from 0 to `countUpSteps`. The prerendered page,
 * and so the hydration of it, shows the final figures: crawlers, link previews and visitors
 * without JavaScript read them. Once the page runs, the count starts from 0, waits
 * `countUpDelayMs`, then advances one step every `countUpStepMs`. With `still` set (reduced
 * motion) it is complete at once.
 */
export function useCountUp(still: boolean): number {
  const [step, setStep] = useState(0);
  // False on the server and while hydrating; React renders again with true right after.
  const running = useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
  const done = step >= countUpSteps;

  useEffect(() => {
    if (!running || still || done) return undefined;
    let interval: number | undefined;
    const timeout = window.setTimeout(() => {
      interval = window.setInterval(() => setStep((value) => value + 1), countUpStepMs);
    }, countUpDelayMs);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, [running, still, done]);

  return !running || still ? countUpSteps : Math.min(step, countUpSteps);
}

/** The value shown at `step`, rounded to the precision of the target (99.9 stays one place). */
export function valueAtStep(target: number, step: number): number {
  const decimals = (String(target).split('.')[1] ?? '').length;
  const factor = 10 ** decimals;
  return Math.round(((target * step) / countUpSteps) * factor) / factor;
}
