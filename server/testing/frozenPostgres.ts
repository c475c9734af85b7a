import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThrowawayPostgres } from './throwawayPostgres';

/** A throwaway server's processes: the postmaster (its pid file's first line) and children. */
function serverProcesses(server: ThrowawayPostgres): number[] {
  const socketFolder = new URL(server.url).searchParams.get('host') ?? '';
  const postmaster = Number(
    readFileSync(join(socketFolder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = execFileSync('pgrep', ['-P', String(postmaster)])
    .toString()
    .trim();
  return [postmaster, ...children.split('\n').map(Number)];
}

/**
 * Runs `work` while the server is frozen (SIGSTOP to every one of its processes, as a
 * stalled disk or a paused virtual machine leaves it): connections stay open and nothing
 * answers. The server thaws afterwards, whatever `work` did.
 */
export async function whileFrozen<T>(server: ThrowawayPostgres, work: () => Promise<T>) {
  const processes = serverProcesses(server);
  for (const pid of processes) process.kill(pid, 'SIGSTOP');
  try {
    return await work();
  } finally {
    for (const pid of processes) process.kill(pid, 'SIGCONT');
  }
}
