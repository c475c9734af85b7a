import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminDirectory, cmsAuthPath } from '../shared/editorPaths';

/**
 * The security headers of every response, in one place for both servers: the Node server
 * (main.ts) sets them itself, and deploy/security-headers.conf and
 * deploy/editor-security-headers.conf, the nginx snippets, are written from here
 * (`npx tsx scripts/writeHeaderSnippets.ts`; securityHeaders.test.ts fails while a
 * snippet differs from what this module writes).
 */

export interface SecurityHeader {
  name: string;
  value: string;
  /** Why the header is set so, written above it in the nginx snippet. */
  why?: string;
}

type Policy = Record<string, string[]>;

/** A Content-Security-Policy from its directives, in the order given. */
const policyText = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/**
 * The two scripts written into each page's head (theme, app start) by the SHA-256 of their
 * text; shared/siteAssets.test.ts fails and prints the new hash when either text changes.
 */
export const pageScriptHashes = [
  "'sha256-d4blaKTUQJ6kTHnr12cDMC1cYer6RryT7KX8zMU54JI='",
  "'sha256-N+o8Q16/DvSa1xi1H6SasH8stAYa0aXkxIRf3rmBQP0='",
];

/** The script-src of the site's pages: its own files and the two head scripts. */
export const siteScriptSources = ["'self'", ...pageScriptHashes];

export const strictTransportSecurity: SecurityHeader = {
  name: 'Strict-Transport-Security',
  value: 'max-age=63072000',
  why: 'HSTS covers the site’s own names only: other subdomains of the company may not have HTTPS.',
};

/** What every response carries, the site's and the editor's alike. */
const common: SecurityHeader[] = [
  strictTransportSecurity,
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    name: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
];

/** What no page of either may do: embed plugins, be framed, move its base or post elsewhere. */
const confined: Policy = {
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Pages, assets, the receiver's answers, redirects and error pages. */
export const siteHeaders: SecurityHeader[] = [
  ...common,
  { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    name: 'Content-Security-Policy',
    why: [
      'Scripts, styles, fonts and images all come from the site itself; forms post to it',
      '(connect-src, form-action); the contact page embeds the OpenStreetMap map. The two',
      'scripts written into each page’s head (theme, app start) are allowed by their hashes.',
      'The site search compiles its own WebAssembly (/pagefind/): wasm-unsafe-eval allows',
      'compiling WebAssembly only, not eval.',
    ].join(' '),
    value: policyText({
      'default-src': ["'self'"],
      'script-src': [...siteScriptSources, "'wasm-unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ['https://www.openstreetmap.org'],
      ...confined,
    }),
  },
];

/**
 * The web editor (/admin/) and its GitHub sign-in (/api/cms-auth/), in place of
 * siteHeaders there. No COOP: the sign-in popup's page must stay able to answer the editor
 * (the receiver sets that page's own), and the editor sets editorPageOpenerPolicy.
 */
export const editorHeaders: SecurityHeader[] = [
  ...common,
  { name: 'X-Robots-Tag', value: 'noindex' },
  {
    name: 'Content-Security-Policy',
    why: [
      'The editor talks to GitHub’s API and shows GitHub’s avatars and pictures.',
      "'unsafe-eval' is the editor’s alone: Decap validates its configuration with Ajv, which",
      'compiles each check into a function from a string; the public pages never allow it.',
    ].join(' '),
    value: policyText({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': [
        "'self'",
        'data:',
        'blob:',
        'https://avatars.githubusercontent.com',
        'https://raw.githubusercontent.com',
      ],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.github.com'],
      'frame-src': ["'self'"],
      ...confined,
    }),
  },
];

/** The editor's pages open the sign-in popup and hear back from it. */
export const editorPageOpenerPolicy: SecurityHeader = {
  name: 'Cross-Origin-Opener-Policy',
  value: 'same-origin-allow-popups',
};

/** The editor's pages, which nginx.conf serves under its own location. */
const editorPagesPath = `/${adminDirectory}/`;

/** Where the editor's headers apply instead of the site's (nginx.conf's locations). */
export const editorPaths = [editorPagesPath, `${cmsAuthPath}/`];

/** Which set a request's path gets, on either server. */
export function headersForPath(path: string): SecurityHeader[] {
  return editorPaths.some((prefix) => path.startsWith(prefix)) ? editorHeaders : siteHeaders;
}

/**
 * Sets the headers of `request`'s path on `response` before anything answers it; what the
 * answering code sets itself (the sign-in page's COOP) replaces them.
 *
 * HSTS only where the visitor's connection is HTTPS: browsers ignore it over plain HTTP
 * and a server must not send it there (RFC 6797, 7.2). The Node server speaks plain HTTP
 * itself, so it sends HSTS only when a proxy it trusts (TRUST_PROXY=1) says the request
 * came over HTTPS (X-Forwarded-Proto); such a proxy may terminate TLS without adding
 * headers of its own. Behind the shipped nginx, nginx sets every header itself.
 */
export function setSecurityHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  { trustProxy }: { trustProxy: boolean },
): void {
  const overHttps = trustProxy && request.headers['x-forwarded-proto'] === 'https';
  for (const { name, value } of headersForPath(request.url ?? '/')) {
    if (name !== strictTransportSecurity.name || overHttps) response.setHeader(name, value);
  }
  if (request.url?.startsWith(editorPagesPath)) {
    response.setHeader(editorPageOpenerPolicy.name, editorPageOpenerPolicy.value);
  }
}

/** A long comment as lines of at most 92 characters, each starting with `# `. */
function commentLines(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 92) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(`# ${word}`);
    }
  }
  return lines;
}

/**
 * An nginx snippet setting `headers` on every answer, errors included (`always`), in place
 * of the receiver's own copies (proxy_hide_header), so no answer carries one twice.
 */
export function nginxSnippet(about: string, headers: SecurityHeader[]): string {
  return [
    '# Written by scripts/writeHeaderSnippets.ts from server/securityHeaders.ts: change them there.',
    ...commentLines(about),
    ...commentLines(
      'The receiver sends these headers too (npm start serves without nginx): nginx hides its copies and adds its own, so each is sent once.',
    ),
    ...headers.map(({ name }) => `proxy_hide_header ${name};`),
    ...headers.flatMap(({ name, value, why }) => [
      ...(why ? commentLines(why) : []),
      `add_header ${name} "${value}" always;`,
    ]),
    '',
  ].join('\n');
}

/** The two snippets of deploy/, by file. */
export const nginxSnippets: Record<string, string> = {
  'deploy/security-headers.conf': nginxSnippet(
    [
      'Headers for every response of the site: pages, assets, the receiver’s answers,',
      'redirects and error pages. nginx drops a server’s add_header lines in any location that',
      'adds its own, so every location that adds one includes this file again. Install it as',
      '/etc/nginx/snippets/tayba-security-headers.conf.',
    ].join(' '),
    siteHeaders,
  ),
  'deploy/editor-security-headers.conf': nginxSnippet(
    [
      'Headers for the web editor (/admin/) and its GitHub sign-in (/api/cms-auth/), in place',
      'of tayba-security-headers.conf there. No Cross-Origin-Opener-Policy: the sign-in',
      'popup’s page must stay able to answer the editor (the receiver sets that page’s own, the',
      '/admin/ location the editor’s). Install it as /etc/nginx/snippets/tayba-editor-headers.conf.',
    ].join(' '),
    editorHeaders,
  ),
};
