import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { settingNames } from '../config';
import { waitUntil } from './waitUntil';

export interface SiteServer {
  baseUrl: string;
  /** Where `npm run enquiries` (and the tests) ask the running receiver. */
  socketPath: string;
  /** SIGTERM shuts down in order; SIGKILL is a crash. Resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface SiteServerOptions {
  port: number;
  dataDir: string;
  /** Receiver settings; none are taken from the caller's environment. */
  env?: Record<string, string>;
}

/** The caller's environment without the receiver's settings (a real DATABASE_URL, say). */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !settingNames.includes(name)),
  );
}

/**
 * Runs the built site with its receiver as `npm start` does (`node dist/receiver/main.js`)
 * on 127.0.0.1, and resolves once it answers, or rejects when it stops first.
 */
export async function startSiteServer({
  port,
  dataDir,
  env = {},
}: SiteServerOptions): Promise<SiteServer> {
  const child = spawn('node', ['dist/receiver/main.js'], {
    env: {
      ...inheritedEnvironment(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      () =>
        fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      `The site server on port ${port}`,
      { gaveUp: () => !running },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    socketPath: join(dataDir, 'receiver.sock'),
    async stop(signal = 'SIGTERM') {
      if (running) child.kill(signal);
      await exited;
    },
  };
}
