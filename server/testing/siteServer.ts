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

/** How `npm start` runs the built site and its receiver: `node` with these arguments. */
export const siteServerArguments = ['dist/receiver/main.js'];

/** The built site's environment: on 127.0.0.1 at `port`, its data in `dataDir`, and `env`. */
export function siteServerEnvironment({
  port,
  dataDir,
  env = {},
}: SiteServerOptions): NodeJS.ProcessEnv {
  return {
    ...inheritedEnvironment(),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  };
}

/**
 * Runs the built site with its receiver as `npm start` does (`node dist/receiver/main.js`)
 * on 127.0.0.1, and resolves once it answers, or rejects when it stops first.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const { port, dataDir } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startReadyProcess('node', siteServerArguments, {
    env: siteServerEnvironment(options),
    ready: () =>
      fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
    what: `The site server on port ${port}`,
  });
  return { baseUrl, socketPath: join(dataDir, 'receiver.sock'), stop: server.stop };
}
