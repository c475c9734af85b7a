import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { freePorts } from '../../server/testing/freePort';
import { answers, startReadyProcess } from '../../server/testing/readyProcess';

export interface RunningNginx {
  httpUrl: string;
  httpsUrl: string;
  /** The test's own self-signed certificate, to trust in requests. */
  certificate: string;
  stop(): Promise<void>;
}

/** Replaces each text, and fails loudly when the config no longer has it. */
function substitute(config: string, replacements: [string, string][]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`The nginx config no longer contains "${from}"`);
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
 * Debian's nginx, with its own main config, and the shipped deploy/nginx.conf and headers
 * snippet, moved only where a test must: loopback ports instead of 80/443, a certificate
 * made here, the built site's folder, `upstreamPort` for the receiver, and files in a
 * temporary folder instead of /etc, /run and /var.
 */
export async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  const nginx = nginxBinary();
  const folder = mkdtempSync(join(tmpdir(), 'tayba-nginx-'));
  const [httpPort, httpsPort] = await freePorts(2);
  const certificate = join(folder, 'cert.pem');
  const key = join(folder, 'key.pem');
  // For the loopback address and the site's two names, as the real certificate has them.
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
      'subjectAltName=IP:127.0.0.1,DNS:www.taybadigital.com.sa,DNS:taybadigital.com.sa',
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
  mkdirSync(join(folder, 'sites-enabled'));
  writeFileSync(join(folder, 'sites-enabled', 'tayba'), site);
  writeFileSync(
    join(folder, 'snippets', 'tayba-security-headers.conf'),
    readFileSync('deploy/security-headers.conf'),
  );
  writeFileSync(
    join(folder, 'snippets', 'tayba-editor-headers.conf'),
    readFileSync('deploy/editor-security-headers.conf'),
  );
  writeFileSync(
    join(folder, 'paths.conf'),
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${join(folder, kind)};`)
      .join('\n'),
  );
  // Debian's own main config includes the site, as on a server; only its paths move.
  // Started by root, its workers would run as www-data, who may not read the checkout.
  const main = substitute(readFileSync('/etc/nginx/nginx.conf', 'utf8'), [
    ['user www-data;', userInfo().uid === 0 ? 'user root;' : ''],
    ['pid /run/nginx.pid;', `pid ${join(folder, 'nginx.pid')};`],
    ['error_log /var/log/nginx/error.log;', `error_log ${join(folder, 'error.log')};`],
    ['access_log /var/log/nginx/access.log;', 'access_log off;'],
    ['include /etc/nginx/conf.d/*.conf;', `include ${join(folder, 'paths.conf')};`],
    ['include /etc/nginx/sites-enabled/*;', `include ${join(folder, 'sites-enabled')}/*;`],
  ]);
  writeFileSync(join(folder, 'nginx.conf'), main);
  const args = [
    '-p',
    folder,
    '-c',
    join(folder, 'nginx.conf'),
    '-e',
    join(folder, 'error.log'),
    '-g',
    'daemon off;',
  ];
  execFileSync(nginx, ['-t', ...args], { stdio: 'pipe' });
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const server = await startReadyProcess(nginx, args, {
    ready: answers(httpUrl),
    what: `nginx (see ${join(folder, 'error.log')})`,
  });
  return {
    httpUrl,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    certificate: readFileSync(certificate, 'utf8'),
    async stop() {
      await server.stop('SIGQUIT');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
