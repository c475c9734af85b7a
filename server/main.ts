/**
 * The site and its receiver on one origin: the prerendered pages from dist/site, and the
 * forms' receiver under /api/. `npm start` builds and runs this; deploy/ runs it behind
 * nginx. Settings come from the environment (see config.ts and the README).
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import nodemailer from 'nodemailer';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { sitePageRenderer } from './echoPage';
import { startLocalAdmin } from './localAdmin';
import { startOutbox, type Outbox } from './outbox';
import { createReceiver } from './receiver';
import { staticSite } from './staticSite';

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: join(config.dataDir, 'pglite'),
});

let outbox: Outbox | undefined;
if (config.smtpUrl && config.staffEmail) {
  outbox = startOutbox({
    db: database.db,
    transport: nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
    staffEmail: config.staffEmail,
    mailFrom: config.mailFrom,
  });
} else {
  console.warn(
    'SMTP_URL or STAFF_EMAIL is not set: submissions are stored but staff are not e-mailed. ' +
      'The e-mails wait in the outbox and go out once both are set.',
  );
}

const receiver = createReceiver({
  db: database.db,
  renderEchoPage: await sitePageRenderer({
    siteDir: config.siteDir,
    serverEntry: config.serverEntry,
  }),
  onStored: () => outbox?.wake(),
  // Behind nginx the connection comes from the proxy; X-Real-IP, which it sets, is the client.
  clientAddress: (context) => {
    const forwarded = context.req.header('X-Real-IP');
    if (config.trustProxy && forwarded) return forwarded;
    return getConnInfo(context).remote.address ?? 'unknown';
  },
  addressLimit: config.addressLimit,
  allowedOrigins: config.siteOrigin ? [config.siteOrigin] : [],
});
const api = getRequestListener(receiver.fetch);
const site = staticSite(config.siteDir);

const server = createServer((request, response) => {
  if (request.url?.startsWith('/api/')) void api(request, response);
  else site(request, response);
});
const admin = config.databaseUrl
  ? undefined
  : await startLocalAdmin(database.db, config.socketPath);

server.listen(config.port, config.host, () => {
  console.log(
    `Site and receiver at http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port} ` +
      `(submissions in ${database.engine})`,
  );
});

/** Stop taking requests, finish those under way and the e-mail being sent, then close. */
async function shutDown() {
  await new Promise((resolve) => server.close(resolve));
  admin?.close();
  await outbox?.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown());
process.once('SIGTERM', () => void shutDown());
