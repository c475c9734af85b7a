import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SendMailOptions } from 'nodemailer';
import { errorMessage } from '../shared/errorMessage';
import { databaseErrorSummary } from './db/databaseErrorSummary';
import type { Database } from './db/database';
import { outbox, submissions } from './db/schema';
import { senderDomain, staffEmail } from './staffEmail';

/** What the outbox needs of a Nodemailer transport: sending one message. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  staffEmail: string;
  mailFrom: string;
  /** The first retry waits this long, each next one twice as long (at most an hour). */
  retryBaseMs?: number;
  /** How often waiting e-mails are looked for when nothing wakes the outbox. */
  pollMs?: number;
  /** An e-mail being sent is not picked again for this long, even by another receiver. */
  leaseMs?: number;
  log?: (message: string) => void;
}

export interface Outbox {
  /** Look for e-mails to send now, e.g. right after a submission was stored. */
  wake(): void;
  /** Sends what is due, batch after batch; resolves with the number sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

const maxRetryMs = 60 * 60 * 1000;

/** E-mails claimed at a time: a crash leaves at most this many waiting for their lease. */
const batchSize = 20;

/**
 * Sends the e-mails to staff that the outbox table holds. Each is first claimed for a
 * lease (so parallel receivers never send one twice and a crash mid-send only delays it),
 * then sent, then marked sent; a failure sets the next attempt further away. An SMTP
 * outage therefore delays e-mails and loses none. An e-mail the SMTP server took just
 * before a crash is sent again once its lease runs out, with the same Message-ID.
 */
export function startOutbox({
  db,
  transport,
  staffEmail: to,
  mailFrom,
  retryBaseMs = 30_000,
  pollMs = 30_000,
  leaseMs = 5 * 60_000,
  log = console.error,
}: OutboxOptions): Outbox {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  const domain = senderDomain(mailFrom);

  async function claimDue() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(sql`${outbox.id} in ${due}`)
      .returning({ id: outbox.id, submissionId: outbox.submissionId, attempts: outbox.attempts });
  }

  /** Sends one claimed batch, each e-mail marked sent as soon as the server took it. */
  async function sendBatch(claims: Awaited<ReturnType<typeof claimDue>>) {
    const ids = claims.map((claim) => claim.submissionId);
    const announced = await db.select().from(submissions).where(inArray(submissions.id, ids));
    const byId = new Map(announced.map((submission) => [submission.id, submission]));
    let sent = 0;
    let failed = 0;
    for (const claim of claims) {
      const submission = byId.get(claim.submissionId);
      if (!submission) continue;
      try {
        await transport.sendMail({ from: mailFrom, to, ...staffEmail(submission, domain) });
      } catch (error) {
        failed += 1;
        const waitMs = Math.min(retryBaseMs * 2 ** (claim.attempts - 1), maxRetryMs);
        const reason = errorMessage(error);
        log(
          `E-mail to staff for submission #${submission.id} failed (attempt ${claim.attempts}), next try in ${Math.round(waitMs / 1000)} s: ${reason}`,
        );
        await db
          .update(outbox)
          .set({
            lastError: reason,
            nextAttemptAt: sql`now() + make_interval(secs => ${waitMs / 1000})`,
          })
          .where(eq(outbox.id, claim.id));
        continue;
      }
      // Sent: a failure to record it ends the run, and the e-mail goes out again (with the
      // same Message-ID) once its lease is over.
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, claim.id));
      sent += 1;
    }
    return { sent, failed };
  }

  /**
   * Drains the outbox: a full batch sent without a failure means more may be waiting, so
   * the next is claimed at once rather than at the next poll. It stops at a batch that is
   * not full (nothing more is due), when the outbox stops, and after any failure: a
   * struggling SMTP server is left alone until the next poll or wake, and what failed
   * waits out its own pause.
   */
  async function deliver(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claims = await claimDue();
      if (claims.length === 0) return sent;
      const batch = await sendBatch(claims);
      sent += batch.sent;
      if (claims.length < batchSize || batch.failed > 0 || stopped) return sent;
    }
  }

  /** One delivery run at a time; a wake during a run asks for one more run after it. */
  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliver()
      .catch((error: unknown) => {
        log(`The outbox could not be read or updated: ${databaseErrorSummary(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  }

  const timer = setInterval(() => void deliverDue(), pollMs);
  timer.unref();
  void deliverDue();

  return {
    wake: () => void deliverDue(),
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
