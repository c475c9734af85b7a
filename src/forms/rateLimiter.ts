/**
 * Limits how often something may happen per key within a sliding window. The attempts are
 * kept in localStorage, so a reload does not reset the count.
 */
export interface RateLimitOptions {
  /** Where the attempts are stored; one limiter per name. */
  name: string;
  /** Attempts allowed per window; 5 by default. */
  limit?: number;
  /** Window length in milliseconds; 60 s by default. */
  windowMs?: number;
  now?: () => number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  check(key: string): RateLimitDecision;
  record(key: string): void;
}

type Attempts = Record<string, number[]>;

/** The stored attempts, or undefined when storage cannot be read. */
function readAttempts(storageKey: string): Attempts | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).map(([key, times]) => [
        key,
        Array.isArray(times) ? times.filter((time) => typeof time === 'number') : [],
      ]),
    );
  } catch {
    return undefined;
  }
}

function writeAttempts(storageKey: string, attempts: Attempts): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(attempts));
  } catch {
    // Storage can be full or disabled; the limit then holds for this page only.
  }
}

export function createRateLimiter({
  name,
  limit = 5,
  windowMs = 60_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const storageKey = `rate-limit:${name}`;
  // Used only when storage is unavailable (disabled, private mode, full).
  let inMemory: Attempts = {};

  function recent(attempts: Attempts, key: string): number[] {
    const since = now() - windowMs;
    return (attempts[key] ?? []).filter((time) => time > since);
  }

  const load = () => readAttempts(storageKey) ?? inMemory;

  return {
    check(key) {
      const times = recent(load(), key);
      if (times.length < limit) return { allowed: true };
      const oldest = Math.min(...times);
      return { allowed: false, retryAfterMs: oldest + windowMs - now() };
    },
    record(key) {
      const attempts = load();
      inMemory = { ...attempts, [key]: [...recent(attempts, key), now()] };
      writeAttempts(storageKey, inMemory);
    },
  };
}

/** Whole minutes to wait, rounded up, for the "Please wait N minutes" notice. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
