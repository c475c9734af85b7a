import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from './db/database';
import { listedSubmissionSchema, listSubmissions, type ListedSubmission } from './listSubmissions';

/**
 * PGlite serves one process. While the receiver holds the data folder, `npm run enquiries`
 * asks it over a Unix socket in that folder, readable by the folder's owner only: nothing
 * listens on the network, and the data is never opened twice.
 */
export function startLocalAdmin(db: Database, socketPath: string): Promise<Server> {
  const app = new Hono();
  app.get('/submissions', async (context) =>
    context.json(await listSubmissions(db, { spam: context.req.query('spam') === '1' })),
  );
  rmSync(socketPath, { force: true });
  const listener = getRequestListener(app.fetch);
  // The listener answers errors itself; nothing waits for it to finish.
  const server = createServer((request, response) => void listener(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

const listedSchema = z.array(listedSubmissionSchema);

/** The running receiver's list, or undefined when no receiver answers on the socket. */
export function askRunningReceiver(
  socketPath: string,
  { spam = false } = {},
): Promise<ListedSubmission[] | undefined> {
  return new Promise((resolve, reject) => {
    const call = request(
      { socketPath, path: `/submissions${spam ? '?spam=1' : ''}` },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(listedSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on('error', () => resolve(undefined));
    call.end();
  });
}
