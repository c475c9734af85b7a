import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { openDatabase } from '../server/db/database';
import { submissions } from '../server/db/schema';
import { askRunningReceiver } from '../server/localAdmin';
import { freePort } from '../server/testing/freePort';
import { startSiteServer } from '../server/testing/siteServer';
import { startTestMailbox } from '../server/testing/testMailbox';
import { startThrowawayPostgres } from '../server/testing/throwawayPostgres';
import { receiverPath } from '../shared/formContract';

export type LoadEngine = 'PGlite' | 'PostgreSQL';

export interface ReceiverLoadOptions {
  engine?: LoadEngine;
  seconds?: number;
  concurrency?: number;
}

export interface ReceiverLoadResult {
  engine: LoadEngine;
  seconds: number;
  concurrency: number;
  /** New enquiries the receiver accepted (200, not a replay), per second. */
  enquiriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, and requests that got no answer. */
  errors: number;
  /** Retries of an accepted key, which must be answered from the stored row. */
  retries: number;
  /** Rows beyond one per accepted key: must be 0. */
  duplicates: number;
}

/** PGlite is asked through the running receiver; PostgreSQL directly. */
async function storedRows(socketPath: string, databaseUrl?: string): Promise<number> {
  if (!databaseUrl) {
    const rows = await askRunningReceiver(socketPath);
    if (!rows) throw new Error('The receiver under load stopped answering');
    return rows.length;
  }
  const database = await openDatabase({ databaseUrl });
  const [row] = await database.db.select({ rows: count() }).from(submissions);
  await database.close();
  return row?.rows ?? 0;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

interface Traffic {
  /** Keys of the new enquiries the receiver accepted. */
  accepted: string[];
  latencies: number[];
  errors: number;
  retries: number;
  elapsedSeconds: number;
}

/** `concurrency` visitors posting to `endpoint` until `seconds` have passed. */
async function sendTraffic(endpoint: string, seconds: number, concurrency: number) {
  const traffic: Traffic = {
    accepted: [],
    latencies: [],
    errors: 0,
    retries: 0,
    elapsedSeconds: 0,
  };
  let sent = 0;

  /** True when the answer is a new enquiry accepted (200, not a replay). */
  async function send(key: string, email: string): Promise<boolean> {
    const started = performance.now();
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({
          firstName: 'Sara',
          lastName: 'Al Harbi',
          email,
          message: 'We would like a review of our branch network this quarter.',
        }),
      });
      await response.arrayBuffer();
      traffic.latencies.push(performance.now() - started);
      if (response.status !== 200) traffic.errors += 1;
      return response.status === 200 && response.headers.get('Idempotent-Replayed') !== 'true';
    } catch {
      traffic.errors += 1;
      return false;
    }
  }

  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  const visitor = async (id: number) => {
    while (performance.now() < deadline) {
      sent += 1;
      const earlier = traffic.accepted[Math.floor(Math.random() * traffic.accepted.length)];
      if (sent % 10 === 0 && earlier) {
        traffic.retries += 1;
        // A retry stored as a new enquiry is an error (and shows as a duplicate row).
        if (await send(earlier, `${earlier}@example.com`)) traffic.errors += 1;
        continue;
      }
      const key = `load-${id}-${sent}`;
      if (await send(key, `${key}@example.com`)) traffic.accepted.push(key);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, id) => visitor(id)));
  traffic.elapsedSeconds = (performance.now() - startedAt) / 1000;
  return traffic;
}

/**
 * A bounded load run of the built receiver (`node dist/receiver/main.js`, the outbox
 * e-mailing a local SMTP server) on PGlite, as `npm start` runs it, or on a local
 * PostgreSQL that flushes every commit: `concurrency` visitors send contact enquiries for
 * `seconds`, one request in ten a retry of an accepted one, then the stored rows are
 * counted against the accepted keys.
 */
export async function runReceiverLoad({
  engine = 'PGlite',
  seconds = 10,
  concurrency = 16,
}: ReceiverLoadOptions = {}): Promise<ReceiverLoadResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'tayba-load-'));
  const mailbox = await startTestMailbox(join(workDir, 'mail'));
  const postgres = engine === 'PostgreSQL' ? startThrowawayPostgres({ durable: true }) : undefined;
  try {
    const site = await startSiteServer({
      port: await freePort(),
      dataDir: join(workDir, 'data'),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        STAFF_EMAIL: 'enquiries@example.test',
        ADDRESS_LIMIT: '1000000',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
    });
    try {
      const traffic = await sendTraffic(
        `${site.baseUrl}${receiverPath}/contact`,
        seconds,
        concurrency,
      );
      const rows = await storedRows(site.socketPath, postgres?.url);
      const sorted = [...traffic.latencies].sort((a, b) => a - b);
      return {
        engine,
        seconds: traffic.elapsedSeconds,
        concurrency,
        enquiriesPerSecond: traffic.accepted.length / traffic.elapsedSeconds,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        errors: traffic.errors,
        retries: traffic.retries,
        duplicates: rows - traffic.accepted.length,
      };
    } finally {
      await site.stop();
    }
  } finally {
    await mailbox.close();
    postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
