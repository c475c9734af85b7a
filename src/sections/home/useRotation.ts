import { useEffect, useState } from 'react';

export interface Rotation {
  index: number;
  /** Whether the index has advanced at least once. */
  started: boolean;
}

/** An index that advances cyclically through `length` items every `intervalMs` unless paused. */
export function useRotation(length: number, intervalMs: number, paused: boolean): Rotation {
  const [rotation, setRotation] = useState<Rotation>({ index: 0, started: false });
  useEffect(() => {
    if (paused || length < 2) return undefined;
    const timer = window.setInterval(
      () => setRotation(({ index }) => ({ index: (index + 1) % length, started: true })),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [length, intervalMs, paused]);
  return rotation;
}
