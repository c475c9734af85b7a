/**
 * The web editor's local backend: Decap's own proxy server (decap-server), run on a free
 * port over a folder of this repository's files, and reached by the editor through the
 * site's origin at /cms-api/v1, so the page and its backend share one address and need no
 * cross-origin rules. It writes files without asking who: `forward` passes on only the
 * editor page's own requests, and only for files in content/ and public/images/.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { text } from 'node:stream/consumers';
import { freePort } from '../server/testing/freePort';
import { answers, startReadyProcess } from '../server/testing/readyProcess';

export interface CmsBackend {
  /** Answers a request to /cms-api/v1 with decap-server's answer. */
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  stop: () => Promise<void>;
}

class Refused extends Error {}

/** The folders the editor may write to; anything else (code, settings) stays untouched. */
const editable = /^(?:content|public\/images)(?:\/|$)/;

/** Every file path a request to decap-server names. */
function pathsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pathsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (['path', 'newPath', 'mediaFolder', 'folder'].includes(key) && typeof item === 'string') {
      return [item];
    }
    if (key === 'paths' && Array.isArray(item)) return item.map(String);
    return pathsIn(item);
  });
}

/**
 * Why a request must not reach decap-server, or undefined when it may: it must come from the
 * editor page itself (same origin, by a browser's Sec-Fetch-Site, to a local host name, which
 * a page of another site or a rebound DNS name cannot forge), as JSON, about editable files.
 */
export function refusal(headers: IncomingHttpHeaders, body: string): string | undefined {
  const host = (headers.host ?? '').replace(/:\d+$/, '');
  if (host !== 'localhost' && host !== '127.0.0.1') return 'not a local address';
  if (headers['sec-fetch-site'] !== 'same-origin') return 'not from the editor page';
  if (!headers['content-type']?.startsWith('application/json')) return 'not JSON';
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  // The CMS names media folders from the repository's root, with or without a leading slash.
  const outside = pathsIn(request).find(
    (path) => !editable.test(posix.normalize(path).replace(/^\//, '')),
  );
  return outside === undefined ? undefined : `${outside} is outside content/ and public/images/`;
}

/** Starts decap-server over `repoDirectory`, writing files there as the editor saves. */
export async function startCmsBackend(repoDirectory: string): Promise<CmsBackend> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/v1`;
  const server = await startReadyProcess(
    process.execPath,
    ['node_modules/decap-server/dist/index.js'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: '127.0.0.1',
        MODE: 'fs',
        GIT_REPO_DIRECTORY: repoDirectory,
        LOG_LEVEL: 'warn',
      },
      ready: answers(url),
      what: 'The CMS backend (decap-server)',
    },
  );
  return {
    forward(request, response) {
      void text(request)
        .then((sent) => {
          const refused = request.method === 'POST' ? refusal(request.headers, sent) : 'not POST';
          if (refused) throw new Refused(refused);
          return fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: sent,
          });
        })
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'Content-Type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: unknown) => {
          const refused = error instanceof Refused;
          response.writeHead(refused ? 403 : 502, { 'Content-Type': 'text/plain' });
          response.end(
            refused
              ? `Refused: ${error.message}.`
              : `The CMS backend did not answer: ${String(error)}`,
          );
        });
    },
    stop: () => server.stop(),
  };
}
