import { describe, expect, it } from 'vitest';
import { cmsAuth, type TokenAnswer } from './cmsAuth';

const options = { clientId: 'app-id', clientSecret: 'app-secret', siteOrigin: 'https://site.test' };

function signIn(exchange: (code: string, redirectUri: string) => Promise<TokenAnswer>) {
  return cmsAuth({ ...options, exchangeCode: exchange });
}

async function startedSignIn(app: ReturnType<typeof cmsAuth>) {
  const answer = await app.request('/auth?provider=github&scope=repo');
  const location = new URL(answer.headers.get('Location') ?? '');
  const cookie = (answer.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return { answer, location, cookie, state: location.searchParams.get('state') ?? '' };
}

describe('cmsAuth', () => {
  it('sends the editor to GitHub with the app, the callback and a state kept in a cookie', async () => {
    const { answer, location, cookie, state } = await startedSignIn(
      signIn(() => Promise.reject(new Error('unused'))),
    );
    expect(answer.status).toBe(302);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('app-id');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'https://site.test/api/cms-auth/callback',
    );
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toBe(`cms_auth_state=${state}`);
    expect(answer.headers.get('Set-Cookie')).toMatch(/HttpOnly/);
    expect(answer.headers.get('Cross-Origin-Opener-Policy')).toBe('unsafe-none');
  });

  it('hands the token to the editor’s window in the CMS’s message, never in the address', async () => {
    const exchanged: string[] = [];
    const app = signIn((code, redirectUri) => {
      exchanged.push(code, redirectUri);
      return Promise.resolve({ token: 'gho_token' });
    });
    const { cookie, state } = await startedSignIn(app);
    const answer = await app.request(`/callback?code=the-code&state=${state}`, {
      headers: { Cookie: cookie },
    });
    const page = await answer.text();
    expect(answer.status).toBe(200);
    expect(exchanged).toEqual(['the-code', 'https://site.test/api/cms-auth/callback']);
    expect(page).toContain(
      'data-message="authorization:github:success:{&#34;token&#34;:&#34;gho_token&#34;,&#34;provider&#34;:&#34;github&#34;}"',
    );
    expect(page).toContain('<script src="/admin/sign-in.js" defer></script>');
    expect(page).not.toMatch(/<script>/);
  });

  it('asks GitHub for no more than repository access', async () => {
    const app = signIn(() => Promise.reject(new Error('unused')));
    const answer = await app.request('/auth?provider=github&scope=admin:org');
    expect(new URL(answer.headers.get('Location') ?? '').searchParams.get('scope')).toBe('repo');
  });

  it('takes a state once', async () => {
    const app = signIn(() => Promise.resolve({ token: 'gho_token' }));
    const { cookie, state } = await startedSignIn(app);
    const answer = await app.request(`/callback?code=x&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(answer.headers.get('Set-Cookie')).toMatch(/^cms_auth_state=;.*Max-Age=0/);
  });

  it('refuses a callback whose state it did not give, without asking GitHub', async () => {
    const app = signIn(() => Promise.reject(new Error('GitHub must not be asked')));
    const { cookie } = await startedSignIn(app);
    const answer = await app.request('/callback?code=x&state=forged', {
      headers: { Cookie: cookie },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('authorization:github:error:');
  });

  it('passes GitHub’s refusal on to the editor', async () => {
    const app = signIn(() => Promise.resolve({ error: 'GitHub refused the sign-in: bad code.' }));
    const { cookie, state } = await startedSignIn(app);
    const answer = await app.request(`/callback?code=x&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('GitHub refused the sign-in: bad code.');
  });

  it('says plainly when the receiver has no OAuth app', async () => {
    const answer = await cmsAuth(undefined).request('/auth');
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(/CMS_GITHUB_CLIENT_ID/);
  });
});
