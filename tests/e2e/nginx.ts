import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../server/testing/freePort';

export interface RunningNginx {
  httpUrl: string;
  httpsUrl: string;
  /** The test's own self-signed certificate, to trust in requests. */
  certificate: string;
  stop(): Promise<void>;
}

/** Replaces each text once, and fails loudly when the shipped config no longer has it. */
function substitute(config: string, replacements: [string, string][]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    return text.replaceAll(from, to);
  }, config);
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'pipe' });
      return candidate;
    } catch {
      // try the next place
    }
  }
  throw new Error('nginx is not installed: run `apt-get install nginx` (.ci/run does it on CI).');
}

/**
 * Debian's nginx with the shipped deploy/nginx.conf and its headers snippet, moved only
 * where a test must: loopback ports instead of 80/443, a certificate made here, the built
 * site's folder, and `upstreamPort` for the receiver.
 */
export async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  const nginx = nginxBinary();
  const folder = mkdtempSync(join(tmpdir(), 'tayba-nginx-'));
  // Workers run as an unprivileged user when the tests run as root.
  chmodSync(folder, 0o755);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const certificate = join(folder, 'cert.pem');
  const key = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'pipe' },
  );

  const site = substitute(readFileSync('deploy/nginx.conf', 'utf8'), [
    ['listen [::]:80;', ''],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['/etc/letsencrypt/live/www.taybadigital.com.sa/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/www.taybadigital.com.sa/privkey.pem', key],
    ['/var/www/letsencrypt', join(folder, 'acme')],
    ['/srv/tayba/dist/site', resolve('dist/site')],
    ['server 127.0.0.1:8787;', `server 127.0.0.1:${upstreamPort};`],
  ]);
  mkdirSync(join(folder, 'snippets'));
  writeFileSync(join(folder, 'tayba.conf'), site);
  writeFileSync(
    join(folder, 'snippets', 'tayba-security-headers.conf'),
    readFileSync('deploy/security-headers.conf'),
  );
  writeFileSync(
    join(folder, 'nginx.conf'),
    `pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include tayba.conf;
}
`,
  );
  const args = ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'];
  execFileSync(nginx, ['-t', ...args], { stdio: 'pipe' });
  const child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(httpUrl, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt === 40) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${readFileSync(join(folder, 'error.log'), 'utf8')}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    httpUrl,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    certificate: readFileSync(certificate, 'utf8'),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
