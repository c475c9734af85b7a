import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { submissions } from '../server/db/schema';
import { freePort } from '../server/testing/freePort';
import { startTestMailbox } from '../server/testing/testMailbox';
import { startThrowawayPostgres } from '../server/testing/throwawayPostgres';
import { receiverPath } from '../shared/formContract';
import {
  requestTimeoutMs,
  retryDelay,
  shouldRetry,
  submit,
  SubmissionError,
  type Submission,
} from '../src/forms/submissionService';
import { missedGoals, tallyFaultRun, type EnquiryOutcome, type FaultTally } from './faultTally';
import type { LoadEngine } from './receiverLoad';
import { superviseReceiver, type SupervisedReceiver } from './supervisedReceiver';

export type Fault = 'PostgreSQL restarted' | 'receiver killed';

export interface FaultRunOptions {
  fault: Fault;
  engine: LoadEngine;
  seconds?: number;
  concurrency?: number;
}

export interface FaultRunResult {
  fault: Fault;
  engine: LoadEngine;
  seconds: number;
  concurrency: number;
  tally: FaultTally;
  /** Times the receiver process exited. */
  exits: number;
  /** Times the harness, as the supervisor, started it again. */
  restarts: number;
  /** The exits the fault itself makes: 1 for a kill, none for a database restart. */
  expectedExits: number;
  /** From the fault until PostgreSQL, or the receiver, served again; in seconds. */
  outageSeconds: number;
  missed: string[];
}

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Each enquiry has an address of its own, so its rows are found whatever key they carry. */
const enquiryEmail = (key: string) => `${key}@example.com`;

function failureOf(error: unknown): string {
  if (!(error instanceof SubmissionError)) return 'unknown';
  if (error.timedOut) return `no answer in ${requestTimeoutMs / 1000} s`;
  return error.status === undefined ? 'no connection' : `HTTP ${error.status}`;
}

/**
 * One enquiry sent as the contact form sends it (useSubmission): one Idempotency-Key on
 * every attempt, network failures and 5xx retried three times, 1, 2 and 4 s apart, a
 * 4xx or an attempt with no answer in 10 s not retried.
 */
async function sendAsTheSiteDoes(endpoint: string, key: string): Promise<EnquiryOutcome> {
  const enquiry: Submission = {
    form: 'contact',
    locale: 'en',
    idempotencyKey: key,
    payload: {
      firstName: 'Sara',
      lastName: 'Al Harbi',
      email: enquiryEmail(key),
      message: 'We would like a review of our branch network this quarter.',
    },
  };
  // shouldRetry ends the loop: after three retries, or at once for a 4xx or no answer.
  for (let failures = 0; ; failures += 1) {
    try {
      await submit(enquiry, { endpoint });
      return { key, accepted: true };
    } catch (error) {
      if (!shouldRetry(failures, error)) return { key, accepted: false, failure: failureOf(error) };
      await sleep(retryDelay(failures));
    }
  }
}

/** `concurrency` visitors, each sending one enquiry after another until `seconds` have passed. */
async function visit(endpoint: string, seconds: number, concurrency: number) {
  const outcomes: EnquiryOutcome[] = [];
  const deadline = performance.now() + seconds * 1000;
  let sent = 0;
  const visitor = async (id: number) => {
    while (performance.now() < deadline) {
      sent += 1;
      outcomes.push(await sendAsTheSiteDoes(endpoint, `fault-${id}-${sent}`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, id) => visitor(id)));
  return outcomes;
}

/** Resolves once the receiver answers again, polled every 100 ms, or after 30 s. */
async function untilServing(receiver: SupervisedReceiver): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const answered = await fetch(`${receiver.baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(100);
  }
}

/** Rows per enquiry key, read from the database once the receiver has stopped. */
async function rowsPerEnquiry(
  outcomes: readonly EnquiryOutcome[],
  location: { databaseUrl: string } | { pgliteDir: string },
): Promise<Map<string, number>> {
  const keyOf = new Map(outcomes.map(({ key }) => [enquiryEmail(key), key]));
  const database = await openDatabase(location);
  try {
    const stored = await database.db
      .select({ email: submissions.email, rows: count() })
      .from(submissions)
      .groupBy(submissions.email);
    return new Map(
      stored.flatMap(({ email, rows }) => {
        const key = keyOf.get(email);
        return key === undefined ? [] : [[key, rows]];
      }),
    );
  } finally {
    await database.close();
  }
}

/**
 * A bounded fault run of the built receiver: `concurrency` visitors send contact
 * enquiries for `seconds` as the site's forms do, and halfway through either PostgreSQL
 * restarts (the receiver is left alone: an exit counts against it) or the receiver is
 * killed and, like systemd, the harness starts it again 2 s later on the same data. Then
 * the database's rows are counted against what each visitor was told.
 */
export async function runReceiverFault({
  fault,
  engine,
  seconds = 10,
  concurrency = 16,
}: FaultRunOptions): Promise<FaultRunResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'tayba-faults-'));
  const dataDir = join(workDir, 'data');
  const mailbox = await startTestMailbox(join(workDir, 'mail'));
  const postgres = engine === 'PostgreSQL' ? startThrowawayPostgres({ durable: true }) : undefined;
  try {
    const receiver = await superviseReceiver({
      port: await freePort(),
      dataDir,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        STAFF_EMAIL: 'enquiries@example.test',
        ADDRESS_LIMIT: '1000000',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      restart: fault === 'receiver killed',
    });
    let outageSeconds = 0;
    const injectFault = async () => {
      await sleep(seconds * 500);
      const started = performance.now();
      if (fault === 'receiver killed') {
        await receiver.kill();
        await untilServing(receiver);
      } else if (postgres) {
        await postgres.restart();
      } else {
        throw new Error('PostgreSQL restarts only in a PostgreSQL run');
      }
      outageSeconds = (performance.now() - started) / 1000;
    };
    let outcomes: EnquiryOutcome[];
    try {
      [outcomes] = await Promise.all([
        visit(`${receiver.baseUrl}${receiverPath}`, seconds, concurrency),
        injectFault(),
      ]);
    } finally {
      await receiver.stop();
    }
    const rows = await rowsPerEnquiry(
      outcomes,
      postgres ? { databaseUrl: postgres.url } : { pgliteDir: join(dataDir, 'pglite') },
    );
    const tally = tallyFaultRun(outcomes, rows);
    const exits = receiver.exits();
    const expectedExits = fault === 'receiver killed' ? 1 : 0;
    return {
      fault,
      engine,
      seconds,
      concurrency,
      tally,
      exits,
      restarts: receiver.restarts(),
      expectedExits,
      outageSeconds,
      missed: missedGoals(tally, exits, expectedExits),
    };
  } finally {
    await mailbox.close();
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The fault runs of `npm run bench`: a database restart, and a kill on each engine. */
export const faultRuns: FaultRunOptions[] = [
  { fault: 'PostgreSQL restarted', engine: 'PostgreSQL' },
  { fault: 'receiver killed', engine: 'PostgreSQL' },
  { fault: 'receiver killed', engine: 'PGlite' },
];

export function printFaultRuns(results: readonly FaultRunResult[]): void {
  const { seconds = 0, concurrency = 0 } = results[0] ?? {};
  console.log(
    `\nReceiver under faults: ${concurrency} visitors for ${seconds} s on localhost, each enquiry sent as the contact form sends it (one Idempotency-Key; network failures and 5xx retried after 1, 2 and 4 s; ${requestTimeoutMs / 1000} s per attempt); the fault comes at ${seconds / 2} s\n`,
  );
  const headings = ['enquiries', 'accepted', 'stored', 'lost', 'duplicated', 'failed', 'exits'];
  const line = (first: string, second: string, cells: string[]) =>
    first.padEnd(22) + second.padEnd(12) + cells.map((cell) => cell.padStart(11)).join('');
  console.log(line('fault', 'engine', [...headings, 'restarts', 'outage s']));
  for (const { fault, engine, tally, exits, restarts, outageSeconds, missed } of results) {
    const mark = (name: string, value: number) => `${value}${missed.includes(name) ? '✗' : ' '}`;
    console.log(
      line(fault, engine, [
        String(tally.enquiries),
        String(tally.accepted),
        String(tally.stored),
        mark('lost', tally.lost),
        mark('duplicated', tally.duplicated),
        mark('failed', tally.failed),
        mark('exits', exits),
        String(restarts),
        outageSeconds.toFixed(1),
      ]),
    );
  }
  for (const { fault, engine, tally } of results) {
    if (tally.failures.length === 0) continue;
    const reasons = tally.failures.map(([reason, enquiries]) => `${reason} ×${enquiries}`);
    console.log(`  failed (${fault}, ${engine}): ${reasons.join(', ')}`);
  }
  console.log(
    '\nOutage: from the fault until PostgreSQL, or the receiver, serves again. Goal: 0 lost, 0 duplicated, 0 failed; 0 exits when PostgreSQL restarts, and 1 (the kill) when the receiver is killed and its supervisor starts it again 2 s later, as systemd does. ✗ misses the goal.',
  );
  const missed = results.filter((result) => result.missed.length > 0);
  if (missed.length > 0) {
    console.log(
      `Missed: ${missed.map((result) => `${result.fault} on ${result.engine} (${result.missed.join(', ')})`).join('; ')}.`,
    );
  }
}
