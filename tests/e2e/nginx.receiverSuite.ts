import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  editorHeaders,
  siteHeaders,
  strictTransportSecurity,
  type SecurityHeader,
} from '../../server/securityHeaders';
import { rateLimitedPageFile } from '../../scripts/rateLimitedPage';
import { submit, SubmissionError } from '../../src/forms/submissionService';
import ar from '../../src/i18n/locales/ar.json';
import en from '../../src/i18n/locales/en.json';
import arForm from '../../src/forms/formLocales/ar.json';
import { siteUrl } from '../../src/seo/siteUrl';
import { baseUrl, launchBrowser, waitForHydration, watchConsole } from './browser';
import { startNginx, type RunningNginx } from './nginx';
import { staffMailTo, storedSubmissions } from './receiver';

/** A set of server/securityHeaders.ts by lower-case name, as Node's client names them. */
const byName = (headers: SecurityHeader[]) =>
  headers.map(({ name, value }) => [name.toLowerCase(), value] as const);

/**
 * Every response must carry these, exactly as server/securityHeaders.ts gives them and
 * deploy/security-headers.conf (written from it) sets them.
 */
const securityHeaders = byName(siteHeaders);

const script = readdirSync('dist/site/assets').find((name) => name.endsWith('.js'));
const editorScript = readdirSync('dist/site/admin/assets').find((name) => name.endsWith('.js'));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let nginx: RunningNginx;
let browser: Browser;

beforeAll(async () => {
  nginx = await startNginx(Number(new URL(baseUrl).port));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await nginx.stop();
});

/** A page of a fresh browser context whose console also reports every CSP violation. */
async function pageReportingViolations() {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  return { context, page, messages: watchConsole(page) };
}

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's address: another loopback address is another visitor to nginx. */
  localAddress?: string;
}

/** A request over HTTPS that trusts only the test's own certificate. */
function send(path: string, { method = 'GET', headers = {}, body, localAddress }: Call = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const call = request(
      `${nginx.httpsUrl}${path}`,
      { ca: nginx.certificate, method, headers, localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const get = (path: string, headers: Record<string, string> = {}) => send(path, { headers });

const run = promisify(execFile);

/** Whether nginx completes a TLS 1.2 handshake offering `cipher` alone. */
async function acceptsTls12(cipher: string): Promise<boolean> {
  const port = new URL(nginx.httpsUrl).port;
  const handshake = run(
    'openssl',
    ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_2', '-cipher', cipher, '-brief'],
    { timeout: 10_000 },
  );
  handshake.child.stdin?.end();
  return handshake.then(
    () => true,
    () => false,
  );
}

describe('the shipped nginx config in front of the site and the receiver', () => {
  it('has the headers to check, and a build with internals to hide', () => {
    expect(securityHeaders.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'content-security-policy',
      ]),
    );
    const policy = securityHeaders.find(([name]) => name === 'content-security-policy')?.[1];
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(existsSync('dist/site/.vite/manifest.json')).toBe(true);
    expect(script).toBeDefined();
  });

  it('sends plain HTTP to the HTTPS site, with the headers', async () => {
    const answer = await fetch(`${nginx.httpUrl}/contact?from=ad`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe(`${siteUrl}/contact?from=ad`);
    for (const [name, value] of securityHeaders) expect(answer.headers.get(name)).toBe(value);
  });

  it('sends the bare name to the one address of the site, with the headers', async () => {
    const bareName = new URL(siteUrl).hostname.replace(/^www\./, '');
    const answer = await get('/ar/contact', { Host: bareName });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${siteUrl}/ar/contact`);
    for (const [name, value] of securityHeaders) expect(answer.headers[name]).toBe(value);
  });

  it.each([
    ['/', 200],
    ['/ar/contact', 200],
    [`/assets/${script}`, 200],
    ['/favicon.svg', 200],
    ['/.well-known/security.txt', 200],
    ['/api/health', 200],
    ['/no-such-page', 404],
    ['/ar/no-such-page', 404],
    ['/.vite/manifest.json', 404],
    ['/api/no-such-endpoint', 404],
  ] as const)('%s answers %i with every security header', async (path, status) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    for (const [name, value] of securityHeaders) expect(answer.headers[name]).toBe(value);
    expect(answer.headers.server).toBe('nginx');
  });

  it('serves the prerendered not-found page in the language of the address', async () => {
    const english = await get('/no-such-page');
    const arabic = await get('/ar/no-such-page');
    expect(english.body).toContain('<html lang="en"');
    expect(arabic.body).toContain('<html lang="ar"');
    expect(english.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates pages, keeps hashed assets for good, and compresses both with Vary', async () => {
    const page = await get('/services', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const asset = await get(`/assets/${script}`, { 'Accept-Encoding': 'gzip' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers.vary).toBe('Accept-Encoding');
    const editor = await get(`/admin/assets/${editorScript}`, { 'Accept-Encoding': 'gzip' });
    expect(editor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(editor.headers['content-encoding']).toBe('gzip');
    expect(editor.headers['content-security-policy']).toBe(
      (await get('/admin/')).headers['content-security-policy'],
    );
  });

  it('publishes security.txt and hides the build manifest', async () => {
    const securityTxt = await get('/.well-known/security.txt');
    expect(securityTxt.body).toMatch(/^Contact: mailto:/m);
    expect(securityTxt.body).toMatch(/^Expires: /m);
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.body).not.toContain('"isEntry"');
  });

  it('takes an Arabic enquiry in Chromium with no CSP violation on the way', async () => {
    const { context, page, messages } = await pageReportingViolations();
    for (const path of ['/', '/ar', '/services/networking', '/contact']) {
      await page.goto(`${nginx.httpsUrl}${path}`, { waitUntil: 'load' });
      await waitForHydration(page);
    }
    await page.goto(`${nginx.httpsUrl}/ar/contact`, { waitUntil: 'load' });
    await waitForHydration(page);
    const email = `through-nginx-${Date.now()}@example.com`;
    const label = (text: string) => page.getByLabel(new RegExp(`^${text}`));
    await label(ar.forms.firstName).fill('سارة');
    await label(ar.forms.lastName).fill('الحربي');
    await label(ar.forms.email).fill(email);
    await label(ar.forms.message).fill('نود مراجعة شبكة المقر الرئيسي هذا الشهر.');
    await page.getByRole('button', { name: ar.forms.sendMessage }).click();
    await page.getByText(arForm.notices.contactSuccessTitle).first().waitFor();
    const stored = (await storedSubmissions()).filter((row) => row.email === email);
    expect(stored).toMatchObject([{ form: 'contact', language: 'ar' }]);
    await staffMailTo(email);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('serves the web editor under its own policy, which it runs under without a violation', async () => {
    const answer = await get('/admin/');
    expect(answer.status).toBe(200);
    for (const [name, value] of byName(editorHeaders))
      expect(answer.headers[name], name).toBe(value);
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    const { context, page, messages } = await pageReportingViolations();
    await page.goto(`${nginx.httpsUrl}/admin/`, { waitUntil: 'load' });
    // Decap CMS's own sign-in button, not the site's copy.
    await page.getByRole('button', { name: /GitHub/ }).waitFor();
    expect(messages.filter((message) => message.includes('CSP violation'))).toEqual([]);
    await context.close();
  });

  it('passes the editor’s sign-in to the receiver, which says when it has no GitHub app', async () => {
    const answer = await get('/api/cms-auth/auth?provider=github');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatch(/CMS_GITHUB_CLIENT_ID/);
    expect(answer.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(answer.headers['content-security-policy']).toBe(
      new Map(byName(editorHeaders)).get('content-security-policy'),
    );
  });

  it('takes an enquiry without JavaScript and answers with the page, headers and all', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${nginx.httpsUrl}/contact`, { waitUntil: 'load' });
    const email = `nojs-nginx-${Date.now()}@example.com`;
    const form = page.locator('#contact-form');
    const label = (text: string) => form.getByLabel(new RegExp(`^${text}`));
    await label(en.forms.firstName).fill('Omar');
    await label(en.forms.lastName).fill('Al Juhani');
    await label(en.forms.email).fill(email);
    await label(en.forms.message).fill('Please review our clinic network before March.');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: en.forms.sendMessage }).click(),
    ]);
    expect(answer.status()).toBe(200);
    for (const [name, value] of securityHeaders) expect(await answer.headerValue(name)).toBe(value);
    await page.locator('[data-outcome="sent"]').waitFor();
    expect((await storedSubmissions()).filter((row) => row.email === email)).toHaveLength(1);
    await context.close();
  });

  it('speaks TLS 1.2 with ECDHE and AEAD suites only, as Mozilla’s intermediate profile', async () => {
    const offered = {
      'ECDHE-RSA-AES128-GCM-SHA256': true,
      'ECDHE-RSA-CHACHA20-POLY1305': true,
      // Static RSA key exchange, with CBC and with GCM.
      'AES128-SHA': false,
      'AES256-GCM-SHA384': false,
      // CBC with SHA-1 and with SHA-384, even with ECDHE.
      'ECDHE-RSA-AES128-SHA': false,
      'ECDHE-RSA-AES256-SHA384': false,
      // Finite-field Diffie-Hellman, which the profile dropped.
      'DHE-RSA-AES128-GCM-SHA256': false,
    };
    const accepted = Object.fromEntries(
      await Promise.all(
        Object.keys(offered).map(async (cipher) => [cipher, await acceptsTls12(cipher)] as const),
      ),
    );
    expect(accepted).toEqual(offered);
  });

  it('has the Node server alone send the same headers, HSTS only over HTTPS', async () => {
    for (const path of ['/', '/ar/contact', `/assets/${script}`, '/no-such-page', '/api/health']) {
      const answer = await fetch(`${baseUrl}${path}`);
      for (const [name, value] of securityHeaders) {
        const expected = name === strictTransportSecurity.name.toLowerCase() ? null : value;
        expect(answer.headers.get(name), `${path} ${name}`).toBe(expected);
      }
    }
    const editor = await fetch(`${baseUrl}/admin/`);
    for (const [name, value] of byName(editorHeaders).filter(
      ([name]) => name !== 'strict-transport-security',
    )) {
      expect(editor.headers.get(name), name).toBe(value);
    }
  });

  it('has the Node server refuse other methods than GET and HEAD on pages with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await fetch(`${baseUrl}/contact`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('Allow')).toBe('GET, HEAD');
      expect(answer.headers.get('Content-Security-Policy')).toBe(
        new Map(securityHeaders).get('content-security-policy'),
      );
    }
  });

  // Last, from an address of its own: the refused address stays refused for a while.
  it('refuses a burst of form posts from one address with 429 and the page in both languages', async () => {
    const visitor = '127.0.0.2';
    const post = (localAddress: string) =>
      send('/api/forms/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: siteUrl },
        body: 'firstName=S&page=%2Fcontact',
        localAddress,
      });
    // Sent at once, so nginx sees them all before its bucket refills (one place every 3 s):
    // the first and a burst of 10 pass, the rest are refused without reaching the receiver.
    const burst = Array.from({ length: 15 }, () => post(visitor));
    const refused = await Promise.any(
      burst.map((sent) =>
        sent.then((answer) =>
          answer.status === 429 ? answer : Promise.reject(new Error('passed')),
        ),
      ),
    );
    // The nginx page is not the receiver's JSON: the site's scripts still read a rate limit
    // and the minutes to wait from it, and show their rate-limit notice.
    const json = await send('/api/forms/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: siteUrl },
      body: '{}',
      localAddress: visitor,
    });
    const answered = (await Promise.all(burst)).filter((answer) => answer.status !== 429);
    expect(answered.length).toBeGreaterThanOrEqual(11);
    expect(refused.body).toBe(readFileSync(`dist/site/${rateLimitedPageFile}`, 'utf8'));
    for (const strings of [en, ar]) {
      expect(refused.body).toContain(strings.tooManyRequests.title);
      expect(refused.body).toContain(strings.tooManyRequests.summary);
    }
    expect(refused.headers['retry-after']).toBe('60');
    for (const [name, value] of securityHeaders) expect(refused.headers[name]).toBe(value);
    // Another address is not held back.
    expect((await post('127.0.0.1')).status).not.toBe(429);
    expect(json.status).toBe(429);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(json.body, {
          status: json.status,
          headers: { 'Retry-After': String(json.headers['retry-after']) },
        }),
      ),
    );
    const failure = await submit(
      { form: 'contact', payload: {}, idempotencyKey: 'nginx-refused-key', locale: 'ar' },
      { endpoint: '/api/forms' },
    ).catch((error: unknown) => error);
    vi.unstubAllGlobals();
    expect(failure).toBeInstanceOf(SubmissionError);
    expect(failure).toMatchObject({ status: 429, retryAfterMs: 60_000 });
  });
});
