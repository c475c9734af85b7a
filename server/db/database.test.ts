import { execFileSync } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileFrozen } from '../testing/frozenPostgres';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwawayPostgres';
import { openDatabase, type DatabaseTimeouts, type OpenedDatabase } from './database';

/** Short waits, so a frozen server is noticed within a test's time. */
const timeouts: DatabaseTimeouts = {
  connectMs: 1_000,
  statementMs: 1_000,
  queryMs: 1_500,
  idleInTransactionMs: 2_000,
};

let server: ThrowawayPostgres;
let database: OpenedDatabase;
const logged: string[] = [];

beforeAll(async () => {
  server = startThrowawayPostgres();
  database = await openDatabase({
    databaseUrl: server.url,
    timeouts,
    log: (line) => logged.push(line),
  });
}, 60_000);
afterAll(async () => {
  await database.close();
  server.stop();
});

/** Ends the receiver's connections (`which` of them), as a restart or a failover does. */
function terminateConnections(which = 'true') {
  execFileSync('psql', [
    server.url,
    '-qAtc',
    `select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend' and ${which}`,
  ]);
}

const selectOne = () => database.db.execute(sql`select 1 as one`);
/** Whether a query succeeds now, for polling until the server answers again. */
const answersAgain = () =>
  selectOne().then(
    () => true,
    () => false,
  );

describe('PostgreSQL dropping the receiver’s connections', () => {
  it('drops an idle connection without ending the process, and reconnects', async () => {
    await selectOne();
    terminateConnections();
    await expect.poll(() => logged.some((line) => line.includes('57P01'))).toBe(true);
    await expect(selectOne()).resolves.toBeDefined();
  });

  it('fails the transaction in hand, without ending the process, and reconnects', async () => {
    const before = logged.length;
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Dropped between two of its queries: the error reaches the client, not a query.
      terminateConnections(`state = 'idle in transaction'`);
      await expect.poll(() => logged.length).toBeGreaterThan(before);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    await expect(selectOne()).resolves.toBeDefined();
  });
});

describe('PostgreSQL frozen', () => {
  it('fails a query after the timeout instead of waiting for ever, then recovers', async () => {
    await selectOne();
    await whileFrozen(server, async () => {
      await expect(selectOne()).rejects.toThrow();
      // Every connection is now stuck or gone: a new request waits for one, then fails.
      await expect(selectOne()).rejects.toThrow();
    });
    await expect.poll(answersAgain).toBe(true);
  }, 30_000);

  it('gives back every connection whose transaction could not begin', async () => {
    // Ten idle connections in the pool, as under load: each transaction takes one.
    await Promise.all(
      Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.2)`)),
    );
    const transactions = () =>
      Promise.allSettled(
        Array.from({ length: 10 }, () =>
          database.db.transaction((tx) => tx.execute(sql`select 1`)),
        ),
      );
    const outcomes = await whileFrozen(server, transactions);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    // Had they been kept, no connection would be left to answer this.
    await expect.poll(answersAgain).toBe(true);
    expect((await transactions()).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
  }, 30_000);
});

describe('a database that accepts connections and never answers', () => {
  let silent: Server;
  const accepted: Socket[] = [];
  let port = 0;
  beforeAll(async () => {
    silent = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('stops start-up with a message that says so', async () => {
    await expect(
      openDatabase({
        databaseUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
        timeouts,
        log: () => undefined,
      }),
    ).rejects.toThrow(/PostgreSQL could not be opened: .*timeout/i);
  });
});
