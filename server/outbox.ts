import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { errorMessage } from '../src/errorMessage';
import type { Database } from './db/database';
import { outbox, submissions } from './db/schema';
import { staffEmail } from './staffEmail';

export interface OutboxOptions {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
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
  /** Sends what is due; resolves with the number sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

const maxRetryMs = 60 * 60 * 1000;

/**
 * Sends the e-mails to staff that the outbox table holds. Each is first claimed for a
 * lease (so parallel receivers never send one twice and a crash mid-send only delays it),
 * then sent, then marked sent; a failure sets the next attempt further away. An SMTP
 * outage therefore delays e-mails and loses none.
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

  async function claimDue() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(20)
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

  async function deliver(): Promise<number> {
    let sent = 0;
    for (const claim of await claimDue()) {
      const [submission] = await db
        .select()
        .from(submissions)
        .where(eq(submissions.id, claim.submissionId));
      if (!submission) continue;
      try {
        const email = staffEmail(submission);
        await transport.sendMail({ from: mailFrom, to, ...email });
        await db
          .update(outbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(outbox.id, claim.id));
        sent += 1;
      } catch (error) {
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
      }
    }
    return sent;
  }

  /** One delivery run at a time; a wake during a run asks for one more run after it. */
  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliver()
      .catch((error: unknown) => {
        log(`The outbox could not be read: ${errorMessage(error)}`);
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
