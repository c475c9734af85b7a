import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface ThrowawayPostgres {
  /** A connection string for the cluster's `postgres` database, over its Unix socket. */
  url: string;
  /**
   * Stops the server at once, cutting every open connection as a restart or a failover
   * does (`pg_ctl stop -m fast`), and starts it again on the same data; resolves once it
   * accepts connections. It runs beside the caller's work, which goes on meanwhile.
   */
  restart(): Promise<void>;
  stop(): void;
}

/** Debian keeps each major version's server programs in its own folder. */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install postgresql` (.ci/run does it on CI).',
    );
  }
  return join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root; there it runs as Debian's `postgres` user. */
const asServerUser = (program: string, args: string[]): [string, string[]] =>
  userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];

/** Runs a server program on `owned`, a folder the server user is given first. */
function runAsServerUser(program: string, args: string[], owned: string) {
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(owned, uid, gid);
  }
  const [command, commandArgs] = asServerUser(program, args);
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

const execFileAsync = promisify(execFile);

export interface ThrowawayPostgresOptions {
  /** Flush every commit to disk as production does; tests skip it for speed. */
  durable?: boolean;
}

/**
 * A real PostgreSQL server for one test file: a fresh cluster in a temporary folder,
 * listening only on a Unix socket inside it (no TCP port to collide with), removed by stop().
 */
export function startThrowawayPostgres({
  durable = false,
}: ThrowawayPostgresOptions = {}): ThrowawayPostgres {
  const bin = serverBinaries();
  const folder = mkdtempSync(join(tmpdir(), 'tayba-postgres-'));
  const dataDir = join(folder, 'data');
  runAsServerUser(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    folder,
  );
  const serverOptions = `-c listen_addresses='' -k "${folder}" -c fsync=${durable ? 'on' : 'off'}`;
  const start = [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    join(folder, 'server.log'),
    '-w',
    'start',
  ];
  runAsServerUser(join(bin, 'pg_ctl'), start, folder);
  const pgCtl = (args: string[]) => execFileAsync(...asServerUser(join(bin, 'pg_ctl'), args));
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(folder)}`,
    async restart() {
      await pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      await pgCtl(start);
    },
    stop() {
      runAsServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], folder);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
