import { useEffect, useRef, useState } from 'react';

/** The counter starts 1 s after load and reaches its targets in 50 steps of 50 ms. */
const countUpDelayMs = 1000;
export const countUpSteps = 50;
const countUpStepMs = 50;

/**
 * How far the statistics counter has run, from 0 to `countUpSteps`. It waits
 * `countUpDelayMs` after mounting, then advances one step every `countUpStepMs`; with
 * `still` set (reduced motion) it is complete at once.
 */
export function useCountUp(still: boolean): number {
  const [step, setStep] = useState(0);
  const interval = useRef<number | undefined>(undefined);
  const done = still || step >= countUpSteps;

  useEffect(() => {
    if (done) return undefined;
    const timeout = window.setTimeout(() => {
      interval.current = window.setInterval(() => setStep((value) => value + 1), countUpStepMs);
    }, countUpDelayMs);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval.current);
    };
  }, [done]);

  return still ? countUpSteps : Math.min(step, countUpSteps);
}

/** The value shown at `step`, rounded to the precision of the target (99.9 stays one place). */
export function valueAtStep(target: number, step: number): number {
  const decimals = (String(target).split('.')[1] ?? '').length;
  const factor = 10 ** decimals;
  return Math.round(((target * step) / countUpSteps) * factor) / factor;
}
