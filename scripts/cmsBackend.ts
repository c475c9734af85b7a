/**
 * The web editor's local backend: Decap's own proxy server (decap-server), run on a free
 * port over a folder of this repository's files, and reached by the editor through the
 * site's origin at /cms-api/v1, so the page and its backend share one address and need no
 * cross-origin rules.
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const cmsApiPath = '/cms-api/v1';

export interface CmsBackend {
  /** Answers a request to /cms-api/v1 with decap-server's answer. */
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function untilAnswering(url: string, deadline: number): Promise<void> {
  for (;;) {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).catch(() => undefined);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error(`The CMS backend did not start at ${url}.`);
    await sleep(100);
  }
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts decap-server over `repoDirectory`, writing files there as the editor saves. */
export async function startCmsBackend(repoDirectory: string): Promise<CmsBackend> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDirectory,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  await untilAnswering(url, Date.now() + 20_000);
  return {
    forward(request, response) {
      void body(request)
        .then((sent) =>
          fetch(url, {
            method: request.method ?? 'POST',
            headers: { 'Content-Type': request.headers['content-type'] ?? 'application/json' },
            body: request.method === 'GET' ? undefined : sent.toString('utf8'),
          }),
        )
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'Content-Type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: unknown) => {
          response.writeHead(502, { 'Content-Type': 'text/plain' });
          response.end(`The CMS backend did not answer: ${String(error)}`);
        });
    },
    stop: () => child.kill(),
  };
}
