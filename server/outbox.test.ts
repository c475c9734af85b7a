// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db/database';
import { outbox } from './db/schema';
import { startOutbox } from './outbox';
import { storeSubmission } from './storeSubmission';
import { freePort } from './testing/freePort';
import { startTestMailbox } from './testing/testMailbox';
import { testDatabases } from './testing/testDatabases';

async function storeEnquiry(database: OpenedDatabase, email: string) {
  const result = await storeSubmission(
    database.db,
    {
      form: 'contact',
      locale: 'en',
      payload: { firstName: 'Sara', lastName: 'Al Harbi', email, message: 'A network review.' },
      idempotencyKey: `outbox-${email}`,
      clientAddress: '192.0.2.10',
      spam: false,
    },
    { addressLimit: 100 },
  );
  if (result.outcome !== 'stored') throw new Error(`Not stored: ${result.outcome}`);
  return result.id;
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

  const outboxFor = (port: number) =>
    startOutbox({
      db: database.db,
      transport: nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` }),
      staffEmail: 'enquiries@example.test',
      mailFrom: 'website@example.test',
      retryBaseMs: 0,
      pollMs: 60_000,
      log: () => undefined,
    });

  const outboxRow = async (submissionId: number) => {
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, submissionId));
    return row;
  };

  it('keeps the e-mail through an SMTP outage and sends it once the server is back', async () => {
    const port = await freePort();
    const id = await storeEnquiry(database, 'outage@example.com');
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
    const emails = Array.from({ length: 6 }, (_, index) => `shared-${index}@example.com`);
    const ids = [];
    for (const email of emails) ids.push(await storeEnquiry(database, email));
    // Both start sending at once, as two receivers started together would.
    const senders = [outboxFor(mailbox.port), outboxFor(mailbox.port)];
    await Promise.all(senders.map((sender) => sender.stop()));
    for (const id of ids) expect((await outboxRow(id))?.sentAt).not.toBeNull();
    const delivered = (await mailbox.messages()).map((mail) => mail.replyTo?.value[0]?.address);
    expect(delivered.sort()).toEqual([...emails].sort());
    await mailbox.close();
  });
});
