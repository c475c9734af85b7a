import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

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
  env?: Record<string, string>;
}

/**
 * Runs the built site with its receiver as `npm start` does (`node dist/receiver/main.js`)
 * and resolves once it answers, or rejects with the reason it stopped.
 */
export async function startSiteServer({
  port,
  dataDir,
  env = {},
}: SiteServerOptions): Promise<SiteServer> {
  const child: ChildProcess = spawn('node', ['dist/receiver/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let running = true;
  void exited.then(() => {
    running = false;
  });
  for (let attempt = 0; ; attempt += 1) {
    if (!running) throw new Error(`The site server on port ${port} stopped while starting`);
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt === 120) {
      child.kill('SIGKILL');
      throw new Error(`The site server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
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
