/**
 * `npm run enquiries`: the stored submissions, newest first. `-- --csv` writes them as CSV
 * for a spreadsheet (cells that would start a formula are escaped); `-- --spam` lists what
 * the honeypot caught. Reads PostgreSQL with DATABASE_URL, otherwise the PGlite data: by
 * asking the running receiver, or directly when none runs.
 */
import { stringify } from 'csv-stringify/sync';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { listSubmissions, type ListedSubmission } from './listSubmissions';
import { askRunningReceiver } from './localAdmin';

const columns: (keyof ListedSubmission)[] = [
  'id',
  'receivedAt',
  'form',
  'language',
  'name',
  'email',
  'phone',
  'company',
  'service',
  'lists',
  'message',
  'staffEmail',
];

async function load(spam: boolean): Promise<ListedSubmission[]> {
  const config = readConfig();
  if (!config.databaseUrl) {
    const fromReceiver = await askRunningReceiver(config.socketPath, { spam });
    if (fromReceiver) return fromReceiver;
  }
  const { db, close } = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  try {
    return await listSubmissions(db, { spam });
  } finally {
    await close();
  }
}

function printReadable(rows: ListedSubmission[]): void {
  if (rows.length === 0) {
    console.log('No submissions stored yet.');
    return;
  }
  for (const row of rows) {
    console.log(`#${row.id}  ${row.receivedAt}  ${row.form} (${row.language})`);
    console.log(`  ${row.name} <${row.email}>${row.phone ? `  ${row.phone}` : ''}`);
    if (row.company) console.log(`  Company: ${row.company}`);
    if (row.service) console.log(`  Service: ${row.service}`);
    // A sign-up that chose no newsletter gets the monthly digest (server/db/schema.ts).
    if (row.form === 'newsletter') {
      console.log(`  Newsletters: ${row.lists || 'none chosen (the monthly digest)'}`);
    }
    if (row.message) console.log(`  ${row.message.replace(/\n/g, '\n  ')}`);
    console.log(`  Staff e-mail: ${row.staffEmail}\n`);
  }
  console.log(`${rows.length} submission${rows.length === 1 ? '' : 's'}.`);
}

const args = process.argv.slice(2);
const rows = await load(args.includes('--spam'));
if (args.includes('--csv')) {
  process.stdout.write(
    stringify(rows, { header: true, columns, escape_formulas: true, bom: true }),
  );
} else {
  printReadable(rows);
}
