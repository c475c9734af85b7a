import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThrowawayPostgres } from './throwawayPostgres';

/** The parent of process `pid`, from /proc (its stat line: the field after the name). */
function parentOf(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    // The process ended while the list was read.
    return undefined;
  }
}

/** A throwaway server's processes: the postmaster (its pid file's first line) and children. */
function serverProcesses(server: ThrowawayPostgres): number[] {
  const socketFolder = new URL(server.url).searchParams.get('host') ?? '';
  const postmaster = Number(
    readFileSync(join(socketFolder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && parentOf(name) === postmaster)
    .map(Number);
  return [postmaster, ...children];
}

/** Sends `signal` to `pid`, which may have ended since it was listed. */
function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already: nothing to freeze or thaw.
  }
}

/**
 * Runs `work` while the server is frozen (SIGSTOP to every one of its processes, as a
 * stalled disk or a paused virtual machine leaves it): connections stay open and nothing
 * answers. The server thaws afterwards, whatever `work` did.
 */
export async function whileFrozen<T>(server: ThrowawayPostgres, work: () => Promise<T>) {
  const processes = serverProcesses(server);
  try {
    for (const pid of processes) signal(pid, 'SIGSTOP');
    return await work();
  } finally {
    for (const pid of processes) signal(pid, 'SIGCONT');
  }
}
