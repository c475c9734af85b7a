import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsApiPath } from '../shared/editorPaths';
import { chromiumFlags, chromiumPath } from './chromium';
import { pathRefusal, senderRefusal, startCmsBackend, type CmsBackend } from './cmsBackend';

const editorPage = (port: number) => ({
  host: `localhost:${port}`,
  origin: `http://localhost:${port}`,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
});

const save = (path: string, raw = 'title: x\n') => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ path, raw, slug: 'x' }],
    assets: [],
    options: { collectionName: 'x', commitMessage: 'x', useWorkflow: false, status: 'draft' },
  },
});

const read = (path: string) => ({ action: 'getEntry', params: { branch: 'main', path } });

describe('senderRefusal', () => {
  const arrival = (headers: Record<string, string>) => ({ method: 'POST', headers, port: 5173 });

  it('lets the editor page through, by either local name', () => {
    expect(senderRefusal(arrival(editorPage(5173)))).toBeUndefined();
    expect(
      senderRefusal(
        arrival({ ...editorPage(5173), host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }),
      ),
    ).toBeUndefined();
  });

  it('refuses what another site, another port, another machine or a plain form could send', () => {
    expect(senderRefusal(arrival({ ...editorPage(5173), 'sec-fetch-site': 'cross-site' }))).toBe(
      'not from the editor page',
    );
    // A page on another local port is same-site, not same-origin.
    expect(
      senderRefusal(
        arrival({
          ...editorPage(5173),
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-site',
        }),
      ),
    ).toBe('not from the editor page');
    // Another local server passing its own page's requests on, with or without its Host.
    expect(senderRefusal(arrival(editorPage(3000)))).toBe('addressed to another port');
    expect(senderRefusal(arrival({ ...editorPage(5173), origin: 'http://localhost:3000' }))).toBe(
      'not from the editor page',
    );
    expect(senderRefusal(arrival({ ...editorPage(5173), host: 'attacker.example:5173' }))).toBe(
      'not a local address',
    );
    expect(senderRefusal(arrival({ ...editorPage(5173), 'content-type': 'text/plain' }))).toBe(
      'not JSON',
    );
    expect(senderRefusal({ ...arrival(editorPage(5173)), method: 'OPTIONS' })).toBe('not POST');
  });

  it('refuses a request from outside a browser, which names neither its page nor its site', () => {
    expect(
      senderRefusal(arrival({ host: 'localhost:5173', 'content-type': 'application/json' })),
    ).toBe('not from the editor page');
  });
});

describe('pathRefusal', () => {
  it('lets the editor read and save content and pictures', () => {
    expect(pathRefusal(save('content/services/cloud.en.yaml'))).toBeUndefined();
    expect(
      pathRefusal({ action: 'persistMedia', params: { asset: { path: 'public/images/x.svg' } } }),
    ).toBeUndefined();
    expect(pathRefusal({ action: 'info' })).toBeUndefined();
    const media = (mediaFolder: string) => ({
      action: 'getMedia',
      params: { mediaFolder, branch: 'main' },
    });
    expect(pathRefusal(media('public/images'))).toBeUndefined();
    expect(pathRefusal(media('/public/images/blog'))).toBeUndefined();
    expect(pathRefusal(media('public/imagesx'))).toMatch(/outside/);
  });

  it('refuses a file outside content/ and public/images/, however it is named', () => {
    expect(pathRefusal(save('package.json'))).toMatch(/package\.json is outside/);
    expect(pathRefusal(read('package.json'))).toMatch(/package\.json is outside/);
    expect(pathRefusal(save('content/../scripts/build.ts'))).toMatch(/outside/);
    expect(pathRefusal(save('/etc/passwd'))).toMatch(/outside/);
    expect(pathRefusal(save('/content/../../etc/passwd'))).toMatch(/outside/);
    expect(pathRefusal({ action: 'deleteFiles', params: { paths: ['src/main.tsx'] } })).toMatch(
      /outside/,
    );
  });
});

/** What `read` returns, or `nothing` when what it reads has gone (a process, a file). */
function orNothing<T>(read: () => T, nothing: T): T {
  try {
    return read();
  } catch {
    return nothing;
  }
}

/**
 * The TCP sockets listening for this process and the processes it started: the sockets
 * among their open files that /proc/net lists in state LISTEN (0A).
 */
function listeningSockets(): string[] {
  const listening = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
      readFileSync(table, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((columns) => columns[3] === '0A')
        .map((columns) => `socket:[${columns[9] ?? ''}]`),
    ),
  );
  const tree = (pid: number): number[] => [
    pid,
    ...orNothing(() => readdirSync(`/proc/${pid}/task`), []).flatMap((task) =>
      orNothing(() => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8'), '')
        .split(' ')
        .filter(Boolean)
        .flatMap((child) => tree(Number(child))),
    ),
  ];
  return tree(process.pid).flatMap((pid) =>
    orNothing(() => readdirSync(`/proc/${pid}/fd`), [])
      .map((fd) => orNothing(() => readlinkSync(`/proc/${pid}/fd/${fd}`), ''))
      .filter((target) => listening.has(target)),
  );
}

let project: string;
let backend: CmsBackend;
/** The server the backend is mounted in, as the dev server mounts it, and another local one. */
let servers: Server[];
let port: number;
let otherPort: number;
/** The status of each request the backend answered, in order. */
const answered: number[] = [];
const inProject = (file: string) => join(project, file);
const contentFile = 'content/services/cloud.en.yaml';
const blankPage = '<!doctype html><title>page</title>';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'cms-backend-'));
  mkdirSync(inProject('content/services'), { recursive: true });
  mkdirSync(inProject('scripts'));
  writeFileSync(inProject(contentFile), 'title: Cloud\n');
  writeFileSync(inProject('package.json'), '{ "name": "project" }\n');
  backend = await startCmsBackend(project);
  const site = createServer((incoming, response) => {
    if (incoming.url?.startsWith(cmsApiPath)) {
      response.once('finish', () => answered.push(response.statusCode));
      backend.forward(incoming, response);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(blankPage);
  });
  const other = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(blankPage);
  });
  servers = [site, other];
  port = await listen(site);
  otherPort = await listen(other);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  await backend.stop();
  rmSync(project, { recursive: true, force: true });
});

/** Posts `body` to the backend's path with exactly `headers`, as a client may. */
function post(headers: Record<string, string>, body: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path: cmsApiPath, method: 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

describe('the local backend, mounted in a server over a folder', () => {
  it('opens no port of its own: the server it is mounted in is the one way to it', async () => {
    const before = listeningSockets();
    // The two servers above are among them.
    expect(before.length).toBeGreaterThanOrEqual(servers.length);
    const second = await startCmsBackend(project);
    expect(listeningSockets()).toEqual(before);
    await second.stop();
  });

  it('reads and writes a file in content/ for the editor page', async () => {
    const answer = await post(editorPage(port), read(contentFile));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ data: 'title: Cloud\n' });

    const saved = await post(editorPage(port), save(contentFile, 'title: Cloud services\n'));
    expect(saved.status).toBe(200);
    expect(readFileSync(inProject(contentFile), 'utf8')).toBe('title: Cloud services\n');
  });

  it('refuses what a page on another local port, or a server there, would send, and writes nothing', async () => {
    const before = readFileSync(inProject(contentFile), 'utf8');
    const fromOtherPage = {
      ...editorPage(port),
      origin: `http://localhost:${otherPort}`,
      'sec-fetch-site': 'same-site',
    };
    const passedOn = editorPage(otherPort);
    for (const headers of [fromOtherPage, passedOn]) {
      expect((await post(headers, save('scripts/build.ts'))).status).toBe(403);
      expect((await post(headers, save(contentFile))).status).toBe(403);
      expect((await post(headers, read('package.json'))).status).toBe(403);
    }
    expect(existsSync(inProject('scripts/build.ts'))).toBe(false);
    expect(readFileSync(inProject(contentFile), 'utf8')).toBe(before);
  });

  it('refuses a direct request, without a browser’s headers, and writes nothing', async () => {
    const before = readFileSync(inProject(contentFile), 'utf8');
    const direct = { host: `127.0.0.1:${port}`, 'content-type': 'application/json' };
    expect(await post(direct, save(contentFile))).toMatchObject({
      status: 403,
      text: 'Refused: not from the editor page.',
    });
    expect((await post(direct, read('package.json'))).status).toBe(403);
    expect(readFileSync(inProject(contentFile), 'utf8')).toBe(before);
  });

  it('refuses the editor page itself a file outside content/ and public/images/', async () => {
    const answer = await post(editorPage(port), read('package.json'));
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(/package\.json is outside/);
  });
});

describe('the local backend, from pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  });
  afterAll(() => browser.close());

  /** Sends `body` from the page as the editor does (JSON) and as a plain form could (text). */
  const sendFrom = (pageUrl: string, apiUrl: string, body: unknown) =>
    browser.newPage().then(async (page) => {
      await page.goto(pageUrl);
      const statuses = await page.evaluate(
        async ({ url, sent }) => [
          await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: sent,
          }).then(
            (response) => response.status,
            () => 'blocked',
          ),
          await fetch(url, { method: 'POST', mode: 'no-cors', body: sent }).then(
            (response) => response.type,
            () => 'blocked',
          ),
        ],
        { url: apiUrl, sent: JSON.stringify(body) },
      );
      await page.close();
      return statuses;
    });

  it('refuses a page on another local port, which writes nothing, and lets the editor page save', async () => {
    const before = readFileSync(inProject(contentFile), 'utf8');
    const api = `http://localhost:${port}${cmsApiPath}`;
    answered.length = 0;

    // The browser asks first before sending JSON to another origin (OPTIONS), and is refused.
    const fromOtherPage = await sendFrom(
      `http://localhost:${otherPort}/`,
      api,
      save(contentFile, 'title: Changed by another page\n'),
    );
    expect(fromOtherPage).toEqual(['blocked', 'opaque']);
    expect(answered).toEqual([403, 403]);
    expect(readFileSync(inProject(contentFile), 'utf8')).toBe(before);

    const fromEditor = await sendFrom(
      `http://localhost:${port}/`,
      api,
      save(contentFile, 'title: Cloud and hosting\n'),
    );
    // The editor's JSON is saved; the same save sent as text is refused.
    expect(fromEditor).toEqual([200, 'basic']);
    expect(answered.slice(2)).toEqual([200, 403]);
    expect(readFileSync(inProject(contentFile), 'utf8')).toBe('title: Cloud and hosting\n');
  });
});
