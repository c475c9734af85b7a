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
import { receiverPath } from '../src/forms/formContract';

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
  if (!databaseUrl) return (await askRunningReceiver(socketPath))?.length ?? 0;
  const database = await openDatabase({ databaseUrl });
  const [row] = await database.db.select({ rows: count() }).from(submissions);
  await database.close();
  return row?.rows ?? 0;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

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
  const endpoint = `${site.baseUrl}${receiverPath}/contact`;
  const accepted: string[] = [];
  const latencies: number[] = [];
  let errors = 0;
  let retries = 0;
  let sent = 0;

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
      latencies.push(performance.now() - started);
      if (response.status !== 200) errors += 1;
      return response.status === 200 && response.headers.get('Idempotent-Replayed') !== 'true';
    } catch {
      errors += 1;
      return false;
    }
  }

  const deadline = performance.now() + seconds * 1000;
  const visitor = async (id: number) => {
    while (performance.now() < deadline) {
      sent += 1;
      const earlier = accepted[Math.floor(Math.random() * accepted.length)];
      if (sent % 10 === 0 && earlier) {
        retries += 1;
        if (await send(earlier, `${earlier}@example.com`)) errors += 1;
        continue;
      }
      const key = `load-${id}-${sent}`;
      if (await send(key, `${key}@example.com`)) accepted.push(key);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, id) => visitor(id)));
  const elapsedSeconds = (performance.now() - startedAt) / 1000;

  const rows = await storedRows(site.socketPath, postgres?.url);
  await site.stop();
  await mailbox.close();
  postgres?.stop();
  rmSync(workDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    engine,
    seconds: elapsedSeconds,
    concurrency,
    enquiriesPerSecond: accepted.length / elapsedSeconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors,
    retries,
    duplicates: rows - accepted.length,
  };
}
