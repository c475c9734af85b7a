import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server as network } from '../mocks/node';
import {
  editorHeaders,
  editorPageOpenerPolicy,
  nginxSnippets,
  setSecurityHeaders,
  siteHeaders,
  strictTransportSecurity,
} from './securityHeaders';

// The test setup's MSW refuses unknown requests; these go to the real servers below.
beforeEach(() => network.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** A real HTTP server on a free loopback port that answers with `listener`. */
async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The server has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The Node server's way: the headers first, then whatever answers the request. */
const secured =
  (trustProxy: boolean, answer: RequestListener): RequestListener =>
  (request, response) => {
    setSecurityHeaders(request, response, { trustProxy });
    answer(request, response);
  };

const withoutHsts = (headers: typeof siteHeaders) =>
  headers.filter(({ name }) => name !== strictTransportSecurity.name);

describe('the security headers', () => {
  it.each(Object.entries(nginxSnippets))('%s is the snippet this module writes', (file, text) => {
    // On a difference, run `npx tsx scripts/writeHeaderSnippets.ts` and commit the snippets.
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('give nginx’s editor location the opener policy the Node server gives the editor', () => {
    const admin = readFileSync('deploy/nginx.conf', 'utf8').match(
      /location \/admin\/ \{[^}]*\}/,
    )?.[0];
    expect(admin).toContain(
      `add_header ${editorPageOpenerPolicy.name} "${editorPageOpenerPolicy.value}" always;`,
    );
  });

  it('are set on every answer, the answering code’s own replacing them', async () => {
    const url = await serve(
      secured(false, (request, response) => {
        if (request.url === '/own') response.writeHead(200, { 'Referrer-Policy': 'no-referrer' });
        response.end();
      }),
    );
    const page = await fetch(`${url}/services`);
    for (const { name, value } of withoutHsts(siteHeaders))
      expect(page.headers.get(name)).toBe(value);
    const own = await fetch(`${url}/own`);
    expect(own.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('give the web editor and its sign-in the editor’s set, and its pages their opener policy', async () => {
    const url = await serve(secured(false, (_request, response) => response.end()));
    for (const path of ['/admin/', '/api/cms-auth/auth']) {
      const answer = await fetch(`${url}${path}`);
      for (const { name, value } of withoutHsts(editorHeaders)) {
        expect(answer.headers.get(name), name).toBe(value);
      }
    }
    const editor = await fetch(`${url}/admin/`);
    expect(editor.headers.get(editorPageOpenerPolicy.name)).toBe(editorPageOpenerPolicy.value);
    const signIn = await fetch(`${url}/api/cms-auth/auth`);
    expect(signIn.headers.get(editorPageOpenerPolicy.name)).toBeNull();
  });

  it('send HSTS only when a trusted proxy says the visitor came over HTTPS', async () => {
    const answer = (response: Parameters<RequestListener>[1]) => response.end();
    const trusting = await serve(secured(true, (_request, response) => answer(response)));
    const direct = await serve(secured(false, (_request, response) => answer(response)));
    const hsts = async (url: string, proto?: string) =>
      (await fetch(url, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} })).headers.get(
        strictTransportSecurity.name,
      );
    expect(await hsts(trusting, 'https')).toBe(strictTransportSecurity.value);
    expect(await hsts(trusting, 'http')).toBeNull();
    expect(await hsts(trusting)).toBeNull();
    expect(await hsts(direct, 'https')).toBeNull();
  });
});
