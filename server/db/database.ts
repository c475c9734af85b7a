import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

export interface DatabaseLocation {
  /** A PostgreSQL connection string. */
  databaseUrl?: string;
  /** PGlite's data folder; without it (and without a URL) the data lives in memory. */
  pgliteDir?: string;
}

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given,
 * otherwise embedded PGlite (PostgreSQL compiled to WebAssembly) in a data folder. One
 * schema and one set of migrations serve both.
 */
export async function openDatabase({
  databaseUrl,
  pgliteDir,
}: DatabaseLocation): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db, engine: 'PostgreSQL', close: () => pool.end() };
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
