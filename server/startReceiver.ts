import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ReceiverConfig } from './config';
import { openDatabase } from './db/database';
import { startLocalAdmin } from './localAdmin';
import { startOutbox, type Outbox } from './outbox';
import { createReceiver, type EchoPageRenderer } from './receiver';

/**
 * The receiver with everything it needs: the database (migrated), the outbox that
 * e-mails staff, and the local socket `npm run enquiries` asks. Returns the Node request
 * listener for /api/ and a way to close it all in order.
 */
export async function startReceiver(config: ReceiverConfig, renderEchoPage: EchoPageRenderer) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });

  let outbox: Outbox | undefined;
  let transport: Transporter | undefined;
  if (config.smtpUrl && config.staffEmail) {
    // One connection kept open for a backlog: a new one per e-mail (TLS and login each
    // time) would set the pace of draining it.
    transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    outbox = startOutbox({
      db: database.db,
      transport,
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
    renderEchoPage,
    onStored: () => outbox?.wake(),
    // Behind nginx the connection comes from the proxy; X-Real-IP, which it sets, is the client.
    clientAddress: (context) => {
      const forwarded = context.req.header('X-Real-IP');
      if (config.trustProxy && forwarded) return forwarded;
      return getConnInfo(context).remote.address ?? 'unknown';
    },
    addressLimit: config.addressLimit,
    allowedOrigins: config.siteOrigin ? [config.siteOrigin] : [],
    cmsAuth: config.cmsGithub && { ...config.cmsGithub, siteOrigin: config.siteOrigin },
  });
  const admin = config.databaseUrl
    ? undefined
    : await startLocalAdmin(database.db, config.socketPath);

  return {
    engine: database.engine,
    listener: getRequestListener(receiver.fetch),
    /** Finish the e-mail being sent, then close the socket, the SMTP connection and the database. */
    async close() {
      admin?.close();
      await outbox?.stop();
      transport?.close();
      await database.close();
    },
  };
}
