import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestMailbox } from '../../server/testing/testMailbox';
import { startSiteServer } from '../../server/testing/siteServer';

/** E2E_PORT moves the test server when 4174 is taken, e.g. by a preview left running. */
export const port = Number(process.env.E2E_PORT ?? 4174);

/** A server left running on the port would answer in place of the one under test. */
function portIsFree(wanted: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${wanted} is taken: stop what runs there or set E2E_PORT.`)),
    );
    probe.listen(wanted, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Runs the built site with its receiver, as `npm start` does, on a fresh PGlite data
 * folder, with staff e-mail going to a real SMTP server on localhost whose messages the
 * tests read from a folder.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/site/index.html') || !existsSync('dist/receiver/main.js')) {
    throw new Error('No built site in dist/: run `npm run build` before the browser tests.');
  }
  await portIsFree(port);
  const workDir = mkdtempSync(join(tmpdir(), 'tayba-e2e-'));
  const mailDir = join(workDir, 'mail');
  const mailbox = await startTestMailbox(mailDir);
  const dataDir = join(workDir, 'data');
  const site = await startSiteServer({
    port,
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      STAFF_EMAIL: 'enquiries@example.test',
      // Every browser test comes from 127.0.0.1; the per-address limit has unit tests.
      ADDRESS_LIMIT: '100000',
    },
  });
  project.provide('baseUrl', site.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('receiverSocket', site.socketPath);
  return async () => {
    await site.stop();
    await mailbox.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    receiverSocket: string;
  }
}
