import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as network } from '../mocks/node';
import { staticSite } from './staticSite';

// A built site in miniature; sirv lists the files once, when the site is made.
const siteDir = mkdtempSync(join(tmpdir(), 'tayba-static-'));
mkdirSync(join(siteDir, 'assets'));
mkdirSync(join(siteDir, 'ar'));
writeFileSync(join(siteDir, 'index.html'), '<!DOCTYPE html><title>home</title>');
writeFileSync(join(siteDir, '404.html'), '<!DOCTYPE html><title>missing</title>');
writeFileSync(join(siteDir, 'ar', '404.html'), '<!DOCTYPE html><title>missing</title>');
writeFileSync(join(siteDir, 'assets', 'app-1234.js'), 'export {};');
mkdirSync(join(siteDir, 'admin', 'assets'), { recursive: true });
writeFileSync(join(siteDir, 'admin', 'index.html'), '<!DOCTYPE html><title>editor</title>');
writeFileSync(join(siteDir, 'admin', 'assets', 'index-5678.js'), 'export {};');
writeFileSync(
  join(siteDir, 'admin', 'assets', 'index-5678.js.br'),
  brotliCompressSync('export {};'),
);
const site = createServer(staticSite(siteDir));
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  if (typeof address !== 'object' || address === null) throw new Error('The site has no port');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  rmSync(siteDir, { recursive: true, force: true });
});
// The test setup's MSW refuses unknown requests; these go to the real server above.
beforeEach(() => network.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

/** A request by any method (fetch refuses TRACE), answered with its status and Allow. */
function send(method: string, path: string) {
  return new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const call = request(`${origin}${path}`, { method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const paths = ['/', '/assets/app-1234.js', '/no-such-page', '/ar/no-such-page', '/admin'];

describe('the Node server’s static site', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'])(
    'refuses %s on pages, files and missing pages with 405 and the methods it takes',
    async (method) => {
      for (const path of paths) {
        expect(await send(method, path), path).toEqual({ status: 405, allow: 'GET, HEAD' });
      }
    },
  );

  it.each(['GET', 'HEAD'])('answers %s as before', async (method) => {
    expect((await send(method, '/')).status).toBe(200);
    expect((await send(method, '/assets/app-1234.js')).status).toBe(200);
    expect((await send(method, '/no-such-page')).status).toBe(404);
    expect((await send(method, '/admin')).status).toBe(301);
  });

  it('keeps both bundles for good, sends the editor’s compressed, and revalidates its page', async () => {
    const headersOf = async (path: string) =>
      (await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } })).headers;
    for (const path of ['/assets/app-1234.js', '/admin/assets/index-5678.js']) {
      expect((await headersOf(path)).get('cache-control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect((await headersOf('/admin/assets/index-5678.js')).get('content-encoding')).toBe('br');
    expect((await headersOf('/admin/')).get('cache-control')).toBe('no-cache');
  });
});
