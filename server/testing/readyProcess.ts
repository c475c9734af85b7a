import { spawn } from 'node:child_process';

export interface ReadyProcess {
  /** Sends `signal` unless the process has already exited; resolves once it is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface ReadyProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** True once the process serves, e.g. a request to it is answered. */
  ready: () => Promise<boolean>;
  /** Names the process in errors. */
  what: string;
  /**
   * Checks, 250 ms apart, before giving up: 2 minutes by default, as a start takes seconds
   * alone but far longer while browser tests load both cores.
   */
  attempts?: number;
}

/**
 * Starts a server process for a test or the benchmark and resolves once `ready()` says it
 * serves; rejects (and kills it) when it exits first or never gets ready.
 */
export async function startReadyProcess(
  command: string,
  args: string[],
  { env = process.env, ready, what, attempts = 480 }: ReadyProcessOptions,
): Promise<ReadyProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  // Node sets one of the two when the process ends, before it emits 'exit'.
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    if (hasExited()) throw new Error(`${what} stopped while starting`);
    if (await ready()) break;
    if (attempt === attempts) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    async stop(signal = 'SIGTERM') {
      if (!hasExited()) child.kill(signal);
      await exited;
    },
  };
}

/** True when something answers HTTP at `url`, whatever the status. */
export const answers = (url: string) => () =>
  fetch(url, { redirect: 'manual' }).then(
    (response) => response.status > 0,
    () => false,
  );
