import { join } from 'node:path';
import { settingNames } from '../config';
import { startReadyProcess } from './readyProcess';

export interface SiteServer {
  baseUrl: string;
  /** Where `npm run enquiries` (and the tests) ask the running receiver. */
  socketPath: string;
  /** SIGTERM shuts down in order; SIGKILL is a crash. Resolves once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
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
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startReadyProcess('node', ['dist/receiver/main.js'], {
    env: {
      ...inheritedEnvironment(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    ready: () =>
      fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
    what: `The site server on port ${port}`,
  });
  return { baseUrl, socketPath: join(dataDir, 'receiver.sock'), stop: server.stop };
}
