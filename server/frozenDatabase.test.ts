import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, receiverPath } from '../shared/formContract';
import { openDatabase, type OpenedDatabase } from './db/database';
import { submissions } from './db/schema';
import { plainEchoPage } from './echoPage';
import { createReceiver } from './receiver';
import { whileFrozen } from './testing/frozenPostgres';
import { startThrowawayPostgres, type ThrowawayPostgres } from './testing/throwawayPostgres';

/** The receiver on a real PostgreSQL server that stops answering mid-way. */
let server: ThrowawayPostgres;
let database: OpenedDatabase;
const logged: string[] = [];

beforeAll(async () => {
  server = startThrowawayPostgres();
  database = await openDatabase({ databaseUrl: server.url, log: (line) => logged.push(line) });
}, 60_000);
afterAll(async () => {
  await database.close();
  server.stop();
});

const app = () =>
  createReceiver({
    db: database.db,
    renderEchoPage: plainEchoPage,
    clientAddress: () => '192.0.2.9',
    addressLimit: 100,
    storeDeadlineMs: 1_000,
    log: (line) => logged.push(line),
  });

const enquiry = {
  firstName: 'Huda',
  lastName: 'Al Qahtani',
  email: 'huda.frozen@example.com',
  phone: '+966551234567',
  message: 'Please call about the clinic network upgrade.',
};

describe('a frozen database', () => {
  it('gets a 500 within the deadline, a log line without personal data, and not ready', async () => {
    const receiver = app();
    const send = () =>
      receiver.request(`${receiverPath}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'frozen-key-1' },
        body: JSON.stringify(enquiry),
      });
    await whileFrozen(server, async () => {
      const response = await send();
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual(answers.unavailable);
      expect((await receiver.request('/api/ready')).status).toBe(503);
      expect((await receiver.request('/api/health')).status).toBe(200);
    });
    const line = logged.find((entry) => entry.includes('frozen-key-1'));
    expect(line).toMatch(/did not answer/);
    for (const value of Object.values(enquiry)) expect(logged.join('\n')).not.toContain(value);

    // Thawed, the browser's retry with the same key is stored once.
    await expect
      .poll(async () => (await receiver.request('/api/ready')).status, { timeout: 15_000 })
      .toBe(200);
    expect((await send()).status).toBe(200);
    const rows = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.idempotencyKey, 'frozen-key-1'));
    expect(rows).toHaveLength(1);
  }, 30_000);
});
