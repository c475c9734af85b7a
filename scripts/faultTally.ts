/** What became of one enquiry a visitor sent during a fault run. */
export interface EnquiryOutcome {
  /** The enquiry's Idempotency-Key, the same on every attempt. */
  key: string;
  /** Some attempt was answered 200. */
  accepted: boolean;
  /** Why the last attempt failed, when the visitor's client gave up. */
  failure?: string;
}

export interface FaultTally {
  enquiries: number;
  /** Answered 200 on some attempt. */
  accepted: number;
  /** Enquiries with at least one row in the database. */
  stored: number;
  /** Accepted, yet without a row: the visitor was told it arrived and it did not. */
  lost: number;
  /** Rows beyond one per enquiry: staff would answer it twice. */
  duplicated: number;
  /** Enquiries whose client gave up (after its retries, on a 4xx, or on no answer). */
  failed: number;
  /** Why the failed ones failed, most frequent first. */
  failures: [reason: string, enquiries: number][];
}

/**
 * Counts a fault run from what each visitor's client saw and the rows the database holds
 * per enquiry (`rows`, by key; rows of keys outside the run are not the run's and are
 * ignored).
 */
export function tallyFaultRun(
  outcomes: readonly EnquiryOutcome[],
  rows: ReadonlyMap<string, number>,
): FaultTally {
  const failures = new Map<string, number>();
  let accepted = 0;
  let stored = 0;
  let lost = 0;
  let duplicated = 0;
  for (const { key, accepted: wasAccepted, failure } of outcomes) {
    const stores = rows.get(key) ?? 0;
    if (wasAccepted) accepted += 1;
    else {
      const reason = failure ?? 'unknown';
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
    if (stores > 0) stored += 1;
    if (wasAccepted && stores === 0) lost += 1;
    duplicated += Math.max(0, stores - 1);
  }
  return {
    enquiries: outcomes.length,
    accepted,
    stored,
    lost,
    duplicated,
    failed: outcomes.length - accepted,
    failures: [...failures].sort((a, b) => b[1] - a[1]),
  };
}

/**
 * The goal of a fault run: nothing lost, duplicated or failed, and the receiver exiting
 * only as often as the fault itself makes it (0 for a database restart, 1 for a kill).
 * Returns the names of the figures that miss it.
 */
export function missedGoals(tally: FaultTally, exits: number, expectedExits: number): string[] {
  return [
    ...(tally.lost > 0 ? ['lost'] : []),
    ...(tally.duplicated > 0 ? ['duplicated'] : []),
    ...(tally.failed > 0 ? ['failed'] : []),
    ...(exits > expectedExits ? ['exits'] : []),
  ];
}
