import { openDatabase, type OpenedDatabase } from '../db/database';
import { startThrowawayPostgres } from './throwawayPostgres';

export interface TestDatabase {
  engine: string;
  /** A fresh, migrated, empty database; close() also removes it. */
  open: () => Promise<OpenedDatabase>;
}

/** The receiver's database tests run on both engines it supports. */
export const testDatabases: TestDatabase[] = [
  { engine: 'PGlite', open: () => openDatabase({}) },
  {
    engine: 'PostgreSQL',
    async open() {
      const server = startThrowawayPostgres();
      const database = await openDatabase({ databaseUrl: server.url }).catch((error: unknown) => {
        server.stop();
        throw error;
      });
      return {
        ...database,
        async close() {
          await database.close();
          server.stop();
        },
      };
    },
  },
];
