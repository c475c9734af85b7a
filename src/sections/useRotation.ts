import { useEffect, useState } from 'react';

/** An index that advances cyclically through `length` items every `intervalMs` unless paused. */
export function useRotation(length: number, intervalMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || length < 2) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % length),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [length, intervalMs, paused]);
  return index;
}
