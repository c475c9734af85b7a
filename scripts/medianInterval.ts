/** The middle value of a sample (the mean of the two middle values when their number is even). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? upper;
  return (lower + upper) / 2;
}

/** A sample's median and the range that holds the true median with 95 % confidence. */
export interface MedianInterval {
  median: number;
  low: number;
  high: number;
}

/** The chance that at most `count` of `total` fair coin tosses come up heads. */
function atMostHeads(count: number, total: number): number {
  let ways = 1;
  let sum = 0;
  for (let heads = 0; heads <= count; heads += 1) {
    sum += ways;
    ways = (ways * (total - heads)) / (heads + 1);
  }
  return sum / 2 ** total;
}

/**
 * The sign test's interval: the k-th smallest to the k-th largest value, k as large as it
 * can be while fewer than k values fall below the true median with a chance of 2.5 % at
 * most. It assumes nothing about how the values spread, and paint timings on a shared
 * machine come in clusters. Fewer than six values are too few for any such range.
 */
export function medianInterval(values: readonly number[]): MedianInterval | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  let rank = 0;
  while (atMostHeads(rank, sorted.length) <= 0.025) rank += 1;
  const low = sorted[rank - 1];
  const high = sorted[sorted.length - rank];
  if (rank === 0 || low === undefined || high === undefined) return undefined;
  return { median: median(sorted), low, high };
}
