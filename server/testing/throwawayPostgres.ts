import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** A connection string for the cluster's `postgres` database, over its Unix socket. */
  url: string;
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
function runAsServerUser(program: string, args: string[], owned: string) {
  if (userInfo().uid !== 0) {
    execFileSync(program, args, { stdio: 'pipe' });
    return;
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(owned, uid, gid);
  execFileSync('runuser', ['-u', 'postgres', '--', program, ...args], { stdio: 'pipe' });
}

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
  runAsServerUser(
    join(bin, 'pg_ctl'),
    ['-D', dataDir, '-o', serverOptions, '-l', join(folder, 'server.log'), '-w', 'start'],
    folder,
  );
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(folder)}`,
    stop() {
      runAsServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], folder);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
