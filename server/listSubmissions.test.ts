import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './db/database';
import { submissions } from './db/schema';
import { listSubmissions } from './listSubmissions';

let database: OpenedDatabase;
// PGlite takes a few seconds to start on a busy machine.
beforeAll(async () => {
  database = await openDatabase({});
}, 60_000);
afterAll(() => database.close());

describe('the listing staff read', () => {
  it('shows characters a terminal would act on as their code points', async () => {
    // As a row stored before the forms removed such characters.
    await database.db.insert(submissions).values({
      form: 'contact',
      locale: 'ar',
      idempotencyKey: 'listed-1',
      firstName: 'Nora\u202e',
      lastName: 'Al Otaibi',
      email: 'nora@example.com',
      company: 'Tayba\u001b[2J',
      message: 'Line one\nLine\ttwo\u0007',
    });
    const [row] = await listSubmissions(database.db);
    expect(row).toMatchObject({
      name: 'Nora<U+202E> Al Otaibi',
      company: 'Tayba<U+001B>[2J',
      message: 'Line one\nLine\ttwo<U+0007>',
    });
  });
});
