/**
 * The web editor's local backend: Decap's own file-system API (decap-server's local_fs
 * handler) run inside the server that mounts it, over a folder of this repository's files,
 * and reached by the editor through the site's origin at /cms-api/v1. It opens no port of
 * its own, so `forward`, which passes on only the editor page's own requests and only for
 * files in content/ and public/images/, is the one way to it: the handler writes files
 * without asking who.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { text } from 'node:stream/consumers';
import decapServer, {
  type DecapHandler,
  type DecapResponse,
} from 'decap-server/dist/middlewares.js';

export interface CmsBackend {
  /** Answers a request to /cms-api/v1: refused, or with decap-server's answer. */
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  /** Refuses what comes next and resolves once the requests in hand are answered. */
  stop: () => Promise<void>;
}

class Refused extends Error {}

/** The folders the editor may write to; anything else (code, settings) stays untouched. */
const editable = /^(?:content|public\/images)(?:\/|$)/;

/** A local host name, with the port it names, if any. */
const localHost = /^(?:localhost|127\.0\.0\.1)(?::(\d+))?$/;

/** What the filter reads of a request before its body. */
export interface Arrival {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  /** The port of this server the connection came in on. */
  port: number | undefined;
}

/**
 * Why a request must not reach decap-server, judged before its body is read, or undefined
 * when it may: it must come from the editor page itself, which a browser tells by
 * Sec-Fetch-Site and by the Origin it sends with every POST, and be addressed to this very
 * server under a local name. A page on another site or another local port is never
 * same-origin; a rebound DNS name or a proxy on another port gives itself away by Host or
 * Origin; a request from outside a browser (curl, a script) carries neither header.
 */
export function senderRefusal({ method, headers, port }: Arrival): string | undefined {
  if (method !== 'POST') return 'not POST';
  const host = localHost.exec(headers.host ?? '');
  if (!host) return 'not a local address';
  if (Number(host[1] ?? 80) !== port) return 'addressed to another port';
  if (headers['sec-fetch-site'] !== 'same-origin') return 'not from the editor page';
  if (headers.origin !== `http://${headers.host ?? ''}`) return 'not from the editor page';
  if (!headers['content-type']?.startsWith('application/json')) return 'not JSON';
  return undefined;
}

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

/** Why the request, read from its body, must not reach decap-server: a file it may not touch. */
export function pathRefusal(request: unknown): string | undefined {
  // The CMS names media folders from the repository's root, with or without a leading slash.
  const outside = pathsIn(request).find(
    (path) => !editable.test(posix.normalize(path).replace(/^\//, '')),
  );
  return outside === undefined ? undefined : `${outside} is outside content/ and public/images/`;
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new Refused('not JSON');
  }
}

/** The response decap-server's handlers write to: the status and the value they answer. */
class Reply implements DecapResponse {
  code = 200;
  answer: { code: number; body: unknown } | undefined;
  status(code: number) {
    this.code = code;
    return this;
  }
  json(body: unknown) {
    this.answer = { code: this.code, body };
  }
}

/**
 * Registers decap-server's local file-system API over `repoDirectory` and returns its
 * handlers in order. Its access log, CORS and body parser are left out: the filter reads
 * and parses the body itself, and only same-origin requests get through.
 */
async function localFsHandlers(repoDirectory: string): Promise<DecapHandler[]> {
  const handlers: DecapHandler[] = [];
  const app = {
    use: () => undefined,
    post: (_path: string, handler: DecapHandler) => handlers.push(handler),
  };
  // decap-server takes its folder only from GIT_REPO_DIRECTORY, which it reads while it
  // registers, before its first await: it is set for that moment only.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repoDirectory;
  const registered = decapServer.registerLocalFs(app, { logLevel: 'warn' });
  if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = before;
  await registered;
  return handlers;
}

/** Runs the handlers as express would: each in turn until one answers. */
async function answer(handlers: DecapHandler[], body: unknown) {
  const reply = new Reply();
  for (const handler of handlers) {
    await handler({ body }, reply, () => undefined);
    if (reply.answer) return reply.answer;
  }
  throw new Error('decap-server gave no answer');
}

/** The local backend over `repoDirectory`, writing files there as the editor saves. */
export async function startCmsBackend(repoDirectory: string): Promise<CmsBackend> {
  const handlers = await localFsHandlers(repoDirectory);
  const inHand = new Set<Promise<void>>();
  let stopped = false;

  function refuse(response: ServerResponse, why: string) {
    response.writeHead(403, { 'Content-Type': 'text/plain' });
    response.end(`Refused: ${why}.`);
  }

  return {
    forward(request, response) {
      const refused = stopped
        ? 'the editor’s backend has stopped'
        : senderRefusal({
            method: request.method,
            headers: request.headers,
            port: request.socket.localPort,
          });
      if (refused) {
        request.resume();
        refuse(response, refused);
        return;
      }
      const answered = text(request)
        .then(async (sent) => {
          const body = parsed(sent);
          const outside = pathRefusal(body);
          if (outside) throw new Refused(outside);
          const { code, body: value } = await answer(handlers, body);
          response.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(value));
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) {
            refuse(response, error.message);
            return;
          }
          response.writeHead(500, { 'Content-Type': 'text/plain' });
          response.end(`The CMS backend failed: ${String(error)}`);
        })
        .finally(() => inHand.delete(answered));
      inHand.add(answered);
    },
    async stop() {
      stopped = true;
      await Promise.all(inHand);
    },
  };
}
