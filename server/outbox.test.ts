import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, gt, isNull, like, lte, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from './db/database';
import { outbox, submissions } from './db/schema';
import { startOutbox, type MailTransport, type OutboxOptions } from './outbox';
import { freePort } from './testing/freePort';
import { startTestMailbox } from './testing/testMailbox';
import { testDatabases } from './testing/testDatabases';

/**
 * Contact enquiries from these addresses, each with its e-mail to staff waiting, as
 * storeSubmission leaves them, written in bulk (a backlog of thousands takes a moment);
 * resolves with their numbers.
 */
async function storeEnquiries(db: Database, addresses: string[]) {
  const ids: number[] = [];
  const perInsert = 1_000;
  for (let start = 0; start < addresses.length; start += perInsert) {
    const rows = await db
      .insert(submissions)
      .values(
        addresses.slice(start, start + perInsert).map((email) => ({
          form: 'contact' as const,
          locale: 'en' as const,
          idempotencyKey: `outbox-${email}`,
          firstName: 'Sara',
          lastName: 'Al Harbi',
          email,
          message: 'A network review.',
        })),
      )
      .returning({ id: submissions.id });
    await db.insert(outbox).values(rows.map((row) => ({ submissionId: row.id })));
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

const addressesFor = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${label}-${index}@example.com`);

/** One SMTP connection kept open for every message, as a receiver draining a backlog would. */
const pooledTransport = (port: number) =>
  nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, pool: true });

/**
 * The transport of a receiver that dies right after the SMTP server took its
 * `lastMessage`-th message: the outbox never hears back, so that message is never marked
 * sent and nothing after it happens. `crashed` resolves with that message.
 */
function crashingTransport(port: number, lastMessage: number) {
  const smtp = pooledTransport(port);
  let accepted = 0;
  let crash: (mail: SendMailOptions) => void = () => undefined;
  const crashed = new Promise<SendMailOptions>((resolve) => {
    crash = resolve;
  });
  const transport: MailTransport = {
    async sendMail(mail) {
      const info = await smtp.sendMail(mail);
      accepted += 1;
      if (accepted < lastMessage) return info;
      smtp.close();
      crash(mail);
      return new Promise<never>(() => undefined);
    },
  };
  return { transport, crashed };
}

describe.each(testDatabases)('the outbox on $engine', ({ open }) => {
  let database: OpenedDatabase;
  let mailDir: string;

  beforeAll(async () => {
    database = await open();
    mailDir = mkdtempSync(join(tmpdir(), 'tayba-outbox-'));
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  // The poll is an hour away: whatever a test sees sent, the outbox's first run or a wake sent.
  const outboxWith = (transport: MailTransport, options: Partial<OutboxOptions> = {}) =>
    startOutbox({
      db: database.db,
      transport,
      staffEmail: 'enquiries@example.test',
      mailFrom: 'Tayba Digital website <website@example.test>',
      retryBaseMs: 0,
      pollMs: 60 * 60_000,
      log: () => undefined,
      ...options,
    });
  const outboxFor = (port: number) =>
    outboxWith(nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` }));

  const outboxRow = async (submissionId: number) => {
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, submissionId));
    return row;
  };

  it('keeps the e-mail through an SMTP outage and sends it once the server is back', async () => {
    const port = await freePort();
    const [id = -1] = await storeEnquiries(database.db, ['outage@example.com']);
    // A receiver starts its outbox while nothing listens on the SMTP port.
    const duringOutage = outboxFor(port);
    await expect.poll(async () => (await outboxRow(id))?.lastError ?? '').toMatch(/ECONNREFUSED/);
    await duringOutage.stop();
    expect((await outboxRow(id))?.sentAt).toBeNull();

    const mailbox = await startTestMailbox(mailDir, port);
    const afterOutage = outboxFor(port);
    await expect.poll(async () => (await outboxRow(id))?.sentAt ?? null).not.toBeNull();
    await afterOutage.stop();
    expect((await outboxRow(id))?.lastError).toBeNull();
    const mails = await mailbox.messages();
    expect(mails.map((mail) => mail.replyTo?.value[0]?.address)).toEqual(['outage@example.com']);
    expect(mails[0]?.subject).toContain(`#${id}`);
    await mailbox.close();
  });

  it('sends each e-mail once when two receivers share the outbox', async () => {
    const mailbox = await startTestMailbox(join(mailDir, 'shared'));
    const emails = addressesFor('shared', 6);
    const ids = await storeEnquiries(database.db, emails);
    // Both start sending at once, as two receivers started together would.
    const senders = [outboxFor(mailbox.port), outboxFor(mailbox.port)];
    await Promise.all(senders.map((sender) => sender.stop()));
    for (const id of ids) expect((await outboxRow(id))?.sentAt).not.toBeNull();
    const delivered = (await mailbox.messages()).map((mail) => mail.replyTo?.value[0]?.address);
    expect(delivered.sort()).toEqual([...emails].sort());
    await mailbox.close();
  });

  it('stops draining at a failure, leaving the SMTP server alone until the next poll', async () => {
    const port = await freePort();
    await storeEnquiries(database.db, addressesFor('failing', 45));
    const attempted = async () =>
      database.db
        .select({ attempts: outbox.attempts, lastError: outbox.lastError })
        .from(outbox)
        .innerJoin(submissions, eq(submissions.id, outbox.submissionId))
        .where(and(gt(outbox.attempts, 0), like(submissions.email, 'failing-%')));
    // Nothing listens on the port: the first batch fails, and each failure is due again at once.
    const refused = pooledTransport(port);
    const duringOutage = outboxWith(refused);
    await expect.poll(async () => (await attempted()).length).toBe(20);
    await duringOutage.stop();
    refused.close();
    const attempts = await attempted();
    expect(attempts.map((row) => row.attempts)).toEqual(Array.from({ length: 20 }, () => 1));
    for (const row of attempts) expect(row.lastError).toMatch(/ECONNREFUSED/);

    const mailbox = await startTestMailbox(join(mailDir, 'failing'), port);
    const transport = pooledTransport(port);
    const afterOutage = outboxWith(transport);
    expect(await afterOutage.deliverDue()).toBe(45);
    await afterOutage.stop();
    transport.close();
    await mailbox.close();
  });

  const unsentCount = async () =>
    (await database.db.select({ rows: count() }).from(outbox).where(isNull(outbox.sentAt)))[0]
      ?.rows;
  const dueCount = async () =>
    (
      await database.db
        .select({ rows: count() })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
    )[0]?.rows;

  it('drains a backlog at once, and sends an e-mail interrupted by a crash again with its Message-ID', async () => {
    const mailbox = await startTestMailbox(join(mailDir, 'backlog'));
    const backlog = 5_000;
    const addresses = addressesFor('backlog', backlog);
    await storeEnquiries(database.db, addresses);
    const crashAfter = 2_345;

    // The first receiver dies mid-batch, after the SMTP server took its 2,345th message; a
    // dead process marks nothing and is never stopped.
    const crashing = crashingTransport(mailbox.port, crashAfter);
    const first = outboxWith(crashing.transport, { leaseMs: 100 });
    const interrupted = await Promise.race([
      crashing.crashed,
      first.deliverDue().then(() => {
        throw new Error('The outbox stopped before the crash');
      }),
    ]);
    expect(await unsentCount()).toBe(backlog - crashAfter + 1);
    // Its lease runs out: every e-mail it had claimed and not marked is due again.
    await expect.poll(dueCount).toBe(backlog - crashAfter + 1);

    const transport = pooledTransport(mailbox.port);
    const restarted = outboxWith(transport);
    // Its first run, started with it, sends everything left, batch after batch.
    expect(await restarted.deliverDue()).toBe(backlog - crashAfter + 1);
    await restarted.stop();
    transport.close();
    expect(await unsentCount()).toBe(0);

    const messageIds = new Map<string, string[]>();
    for (const mail of await mailbox.messages()) {
      const address = mail.replyTo?.value[0]?.address ?? '';
      messageIds.set(address, [...(messageIds.get(address) ?? []), mail.messageId ?? '']);
    }
    await mailbox.close();
    expect([...messageIds.keys()].sort()).toEqual([...addresses].sort());
    const sentTwice = [...messageIds].filter(([, ids]) => ids.length > 1);
    expect(sentTwice.map(([address]) => address)).toEqual([interrupted.replyTo]);
    for (const [, ids] of sentTwice) expect(new Set(ids).size).toBe(1);
    const distinct = new Set([...messageIds.values()].flat());
    expect(distinct.size).toBe(backlog);
    for (const id of distinct) expect(id).toMatch(/^<submission-\d+\.[0-9a-z]+@example\.test>$/);
  }, 120_000);
});
