import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { submissions } from './db/schema';

const run = promisify(execFile);
const { DATABASE_URL: _postgres, ...withoutPostgres } = process.env;
let dataDir: string;

/** `npm run enquiries` with these arguments, on the PGlite data of this test. */
const enquiries = async (...args: string[]) =>
  (
    await run(join('node_modules', '.bin', 'tsx'), ['server/enquiries.ts', ...args], {
      env: { ...withoutPostgres, DATA_DIR: dataDir },
    })
  ).stdout;

// PGlite takes a few seconds to start on a busy machine.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'enquiries-'));
  const { db, close } = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  await db.insert(submissions).values([
    {
      form: 'newsletter',
      locale: 'en',
      idempotencyKey: 'chose-two',
      email: 'two@example.com',
      lists: 'tech-trends,breaking-alerts',
    },
    { form: 'newsletter', locale: 'ar', idempotencyKey: 'chose-none', email: 'none@example.com' },
  ]);
  await close();
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run enquiries', () => {
  it('shows the newsletters each subscriber chose', async () => {
    const printed = await enquiries();
    expect(printed).toContain('two@example.com>\n  Newsletters: tech-trends, breaking-alerts\n');
    expect(printed).toContain(
      'none@example.com>\n  Newsletters: none chosen (the monthly digest)\n',
    );
  }, 60_000);

  it('writes them in a column of the CSV', async () => {
    const [header = '', ...rows] = (await enquiries('--csv')).split('\n');
    expect(header.split(',')).toContain('lists');
    expect(rows.find((row) => row.includes('two@example.com'))).toContain(
      ',"tech-trends, breaking-alerts",',
    );
  }, 60_000);
});
