import { spawn, type ChildProcess } from 'node:child_process';
import {
  siteServerArguments,
  siteServerEnvironment,
  type SiteServerOptions,
} from '../server/testing/siteServer';

/** deploy/tayba-receiver.service: Restart=on-failure, RestartSec=2. */
const restartDelayMs = 2000;
/** systemd's default StartLimitBurst: a service that keeps failing is left down. */
const restartLimit = 5;
/** Checks, 250 ms apart, for the first start to answer. */
const readyAttempts = 120;

export interface SupervisedReceiver {
  baseUrl: string;
  /** Times the receiver exited without being stopped: crashes, and kills. */
  exits: () => number;
  /** Times the supervisor started it again. */
  restarts: () => number;
  /** A crash: SIGKILL, with no chance to finish anything; resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM and no restart; resolves once the process is gone. */
  stop: () => Promise<void>;
}

export interface SupervisedReceiverOptions extends SiteServerOptions {
  /**
   * Start it again 2 s after it exits, as systemd (Restart=on-failure) and podman
   * (--restart=on-failure) do; otherwise it stays down, and its exits are counted.
   */
  restart: boolean;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * The built site and receiver as production runs it (`node dist/receiver/main.js`), under
 * a supervisor that counts its exits. Resolves once the first start answers.
 */
export async function superviseReceiver(
  options: SupervisedReceiverOptions,
): Promise<SupervisedReceiver> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let stopping = false;
  let exits = 0;
  let restarts = 0;
  let pendingRestart: NodeJS.Timeout | undefined;

  const start = (): ChildProcess => {
    const child = spawn('node', siteServerArguments, {
      env: siteServerEnvironment(options),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', () => {
      if (stopping) return;
      exits += 1;
      if (!options.restart || restarts === restartLimit) return;
      pendingRestart = setTimeout(() => {
        restarts += 1;
        current = start();
      }, restartDelayMs);
    });
    return child;
  };
  let current = start();

  const end = async (signal: NodeJS.Signals) => {
    const child = current;
    if (!isRunning(child)) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  };
  const stop = async () => {
    stopping = true;
    clearTimeout(pendingRestart);
    await end('SIGTERM');
  };

  for (let attempt = 0; ; attempt += 1) {
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (exits > 0 || attempt === readyAttempts) {
      await stop();
      throw new Error(`The receiver on port ${options.port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    exits: () => exits,
    restarts: () => restarts,
    kill: () => end('SIGKILL'),
    stop,
  };
}
