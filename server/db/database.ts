import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { databaseErrorSummary } from './databaseErrorSummary';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  /** Which engine holds the data, for the start-up line. */
  engine: string;
  close: () => Promise<void>;
}

/** Migrations live beside the schema; the receiver runs from the project's folder. */
const migrationsFolder = join('server', 'db', 'migrations');

/**
 * How long the receiver waits on PostgreSQL. A visitor's browser gives up on an attempt
 * after 10 s, so every wait ends well before that and the answer is a 500 the browser
 * retries, never a request left hanging: a new or free connection within `connectMs`
 * (a server that accepts connections and never answers stops start-up here too), a
 * statement within `statementMs` on the server, and within `queryMs` on the client when
 * the server itself is frozen. A transaction left idle is ended by the server after
 * `idleInTransactionMs`, so it never holds the rate-limit locks.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  idleInTransactionMs: number;
}

const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 5_000,
  queryMs: 7_000,
  idleInTransactionMs: 10_000,
};

export interface DatabaseLocation {
  /** A PostgreSQL connection string. */
  databaseUrl?: string;
  /** PGlite's data folder; without it (and without a URL) the data lives in memory. */
  pgliteDir?: string;
  timeouts?: DatabaseTimeouts;
  /** Where a dropped connection is reported. */
  log?: (message: string) => void;
}

/**
 * A pool of PostgreSQL connections that outlives the server's restarts. A connection the
 * server drops (a restart, a failover, pg_terminate_backend) is an 'error' event on the
 * pool while idle and on its client while in use; Node ends the process on an 'error'
 * nobody listens to. Listened to, the broken connection is discarded, the query in
 * hand fails (the visitor's browser retries it with the same key) and the next one opens
 * a new connection.
 */
function resilientPool(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
  log: (message: string) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A peer that vanished without closing the connection is noticed in seconds, not hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log(
        `PostgreSQL dropped a connection (${databaseErrorSummary(error)}); the next query opens a new one.`,
      ),
    ),
  );
  // An idle connection's error reaches the pool as well; its client's listener told it.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Brings PostgreSQL's schema up to date on a connection of its own, which has no statement
 * limits (a migration may rightly take long on a large table) but must connect in time.
 */
async function migratePostgres(databaseUrl: string, timeouts: DatabaseTimeouts) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  // A dropped connection fails the migration's query, which says why.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
  } catch (error) {
    throw new Error(`PostgreSQL could not be opened: ${databaseErrorSummary(error)}`, {
      cause: error,
    });
  } finally {
    await pool.end();
  }
}

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given,
 * otherwise embedded PGlite (PostgreSQL compiled to WebAssembly) in a data folder. One
 * schema and one set of migrations serve both.
 */
export async function openDatabase({
  databaseUrl,
  pgliteDir,
  timeouts = defaultDatabaseTimeouts,
  log = console.error,
}: DatabaseLocation): Promise<OpenedDatabase> {
  if (databaseUrl) {
    await migratePostgres(databaseUrl, timeouts);
    const pool = resilientPool(databaseUrl, timeouts, log);
    return { db: drizzleNodePg(pool, { schema }), engine: 'PostgreSQL', close: () => pool.end() };
  }
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir ? { dataDir: pgliteDir } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    engine: pgliteDir ? `PGlite in ${pgliteDir}` : 'PGlite in memory',
    close: () => client.close(),
  };
}
