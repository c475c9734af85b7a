import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { adminDirectory, cmsAuthPath } from '../shared/editorPaths';

/**
 * The web editor's GitHub sign-in, the small OAuth proxy Decap CMS's GitHub backend expects
 * at `base_url` + `auth_endpoint`: it sends the editor to GitHub, takes GitHub's code back,
 * trades it for a token with the OAuth app's secret (which never reaches the browser) and
 * hands the token to the editor's window in Decap's postMessage handshake.
 */

/** The OAuth app's credentials, and how a code becomes a token (GitHub's endpoint). */
export interface CmsAuthOptions {
  clientId: string;
  clientSecret: string;
  /** The site's public origin: GitHub sends the editor back to its callback here. */
  siteOrigin?: string;
  exchangeCode?: (code: string, redirectUri: string) => Promise<TokenAnswer>;
}

export type TokenAnswer = { token: string } | { error: string };

const stateCookie = 'cms_auth_state';

async function githubToken(
  { clientId, clientSecret }: CmsAuthOptions,
  code: string,
  redirectUri: string,
): Promise<TokenAnswer> {
  const answer = await fetch('https://github.com/login/oauth/access_token', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: clientId,
      client_secret: clientSecret,
      code,
      redirect_uri: redirectUri,
    }),
  });
  const body: unknown = await answer.json().catch(() => undefined);
  const field = (name: string): unknown =>
    typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
  const token = field('access_token');
  if (typeof token === 'string' && token) return { token };
  const said = [field('error_description'), field('error')].find(
    (text): text is string => typeof text === 'string',
  );
  return { error: `GitHub refused the sign-in: ${said ?? `status ${answer.status}`}.` };
}

function sameText(first: string, second: string): boolean {
  const a = Buffer.from(first);
  const b = Buffer.from(second);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The page GitHub sends the editor back to. Its script (served with the editor, as the
 * site's policy allows no inline script) passes `message` to the editor's window.
 */
function handshakePage(message: string, shown: string): string {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Content editor sign-in</title><script src="/${adminDirectory}/sign-in.js" defer></script></head><body data-message="${escape(message)}"><p>${escape(shown)}</p></body></html>`;
}

export function cmsAuth(options: CmsAuthOptions | undefined): Hono {
  const app = new Hono();
  // The editor's window must keep hold of this popup across the trip to GitHub.
  app.use(async (context, next) => {
    await next();
    context.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    context.header('Cache-Control', 'no-store');
  });

  const origin = (url: string) => options?.siteOrigin ?? new URL(url).origin;
  const callback = (url: string) => `${origin(url)}${cmsAuthPath}/callback`;

  app.get('/auth', (context) => {
    if (!options) {
      return context.text(
        'The content editor cannot sign in to GitHub here: the receiver has no CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET.',
        503,
      );
    }
    const state = randomBytes(16).toString('hex');
    setCookie(context, stateCookie, state, {
      httpOnly: true,
      secure: origin(context.req.url).startsWith('https:'),
      sameSite: 'Lax',
      path: cmsAuthPath,
      maxAge: 600,
    });
    const authorize = new URL('https://github.com/login/oauth/authorize');
    authorize.searchParams.set('client_id', options.clientId);
    authorize.searchParams.set('redirect_uri', callback(context.req.url));
    // Decap asks for `repo`, or `public_repo` for a public repository; nothing else is given.
    const scope = context.req.query('scope') === 'public_repo' ? 'public_repo' : 'repo';
    authorize.searchParams.set('scope', scope);
    authorize.searchParams.set('state', state);
    return context.redirect(authorize.href);
  });

  app.get('/callback', async (context) => {
    const fail = (reason: string) =>
      context.html(
        handshakePage(`authorization:github:error:${JSON.stringify({ message: reason })}`, reason),
        400,
      );
    if (!options) return fail('The receiver has no GitHub OAuth app set.');
    const state = context.req.query('state') ?? '';
    const expected = getCookie(context, stateCookie) ?? '';
    // A state is good for one sign-in.
    deleteCookie(context, stateCookie, { path: cmsAuthPath });
    if (!state || !sameText(state, expected)) {
      return fail(
        'The sign-in expired or did not start here. Close this window and sign in again.',
      );
    }
    const code = context.req.query('code');
    if (!code) return fail('GitHub sent no code. Close this window and sign in again.');
    const exchange =
      options.exchangeCode ??
      ((given: string, redirectUri: string) => githubToken(options, given, redirectUri));
    const answer = await exchange(code, callback(context.req.url));
    if ('error' in answer) return fail(answer.error);
    const message = `authorization:github:success:${JSON.stringify({ token: answer.token, provider: 'github' })}`;
    return context.html(handshakePage(message, 'Signed in. This window closes by itself.'));
  });

  return app;
}
