import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { submissionKey, submissionLimit, type FormName } from '../shared/formContract';
import type { Payload } from '../src/forms/submissionService';
import type { Locale } from '../shared/locales';
import type { Database } from './db/database';
import { outbox, rateLimitEvents, submissions } from './db/schema';

export interface IncomingSubmission {
  form: FormName;
  locale: Locale;
  /** The sanitised payload, as the form's schema returns it. */
  payload: Payload;
  idempotencyKey: string;
  /** SHA-256 of the form and its payload: the same key with another payload is refused. */
  payloadDigest: string;
  /**
   * The key was made from the content (a plain form post, which carries none): it stands
   * for a reload of the same post, so the same words sent a day later are a new submission.
   */
  keyFromContent: boolean;
  /** The client's network address, for the per-address limit. */
  clientAddress: string;
  /**
   * The honeypot was filled in: stored for review and never e-mailed. It counts against
   * its client address like any submission, so a robot cannot fill the table.
   */
  spam: boolean;
}

export interface StoreOptions {
  /** Accepted submissions per client address in the window (per e-mail address it is 3). */
  addressLimit: number;
  now?: Date;
}

export type StoreResult =
  | { outcome: 'stored'; id: number; notifyStaff: boolean }
  | { outcome: 'replayed' }
  | { outcome: 'keyReused' }
  | { outcome: 'rateLimited'; retryAfterMs: number };

/** How long a key made from a plain post's content stands for that post. */
export const contentKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** Forms whose submissions staff are told about; newsletter sign-ups are only listed. */
const announced: readonly FormName[] = ['contact', 'consultation'];

const text = (value: string | undefined) => value ?? null;

/** A key seen before: the same payload is a retry; another payload must not pass for one. */
function answerForSeen(seenDigest: string | null, payloadDigest: string): StoreResult {
  return seenDigest === null || seenDigest === payloadDigest
    ? { outcome: 'replayed' }
    : { outcome: 'keyReused' };
}

/**
 * Stores one submission exactly once, in one transaction:
 * - a key seen before with the same payload is answered as it was the first time, with
 *   nothing added; with another payload it is refused; a key made from a plain post's
 *   content is forgotten after a day;
 * - 3 accepted submissions per e-mail address and the configured number per client
 *   address in 5 minutes, counted in the database, so every receiver shares them (advisory
 *   locks keep two parallel requests from both taking the last place);
 * - the row and the e-mail to staff (outbox) are written together, so neither is lost.
 */
export async function storeSubmission(
  db: Database,
  incoming: IncomingSubmission,
  { addressLimit, now = new Date() }: StoreOptions,
): Promise<StoreResult> {
  const { form, locale, payload, idempotencyKey, payloadDigest, clientAddress, spam } = incoming;
  return db.transaction(async (tx): Promise<StoreResult> => {
    const seenWithKey = () =>
      tx
        .select({
          id: submissions.id,
          receivedAt: submissions.receivedAt,
          payloadDigest: submissions.payloadDigest,
        })
        .from(submissions)
        .where(eq(submissions.idempotencyKey, idempotencyKey));
    const [seen] = await seenWithKey();
    if (seen) {
      const expired =
        incoming.keyFromContent &&
        seen.receivedAt.getTime() <= now.getTime() - contentKeyLifetimeMs;
      if (!expired) return answerForSeen(seen.payloadDigest, payloadDigest);
      // The old row keeps a key of its own, so the key is free for this submission.
      await tx
        .update(submissions)
        .set({ idempotencyKey: `${idempotencyKey}-${seen.id}` })
        .where(eq(submissions.id, seen.id));
    }

    const windowStart = new Date(now.getTime() - submissionLimit.windowMs);
    const addressBucket = { name: `address:${clientAddress}`, limit: addressLimit };
    const buckets = spam
      ? [addressBucket]
      : [
          { name: `email:${submissionKey(payload.email ?? '')}`, limit: submissionLimit.limit },
          addressBucket,
        ];
    await tx.delete(rateLimitEvents).where(lte(rateLimitEvents.at, windowStart));
    for (const bucket of [...buckets].sort((a, b) => a.name.localeCompare(b.name))) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket.name}))`);
    }
    for (const bucket of buckets) {
      const [usage] = await tx
        .select({ used: count(), oldest: min(rateLimitEvents.at) })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.bucket, bucket.name), gt(rateLimitEvents.at, windowStart)));
      if (usage && usage.used >= bucket.limit && usage.oldest) {
        const retryAfterMs = usage.oldest.getTime() + submissionLimit.windowMs - now.getTime();
        return { outcome: 'rateLimited', retryAfterMs: Math.max(1000, retryAfterMs) };
      }
    }

    const [row] = await tx
      .insert(submissions)
      .values({
        form,
        locale,
        idempotencyKey,
        payloadDigest,
        spam,
        email: payload.email ?? '',
        firstName: text(payload.firstName),
        lastName: text(payload.lastName),
        name: text(payload.name),
        phone: text(payload.phone),
        company: text(payload.company),
        service: text(payload.service),
        message: text(payload.message),
        lists: text(payload.lists),
      })
      // A parallel request with the same key, or an address already on the newsletter.
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    if (!row) {
      const [parallel] = await seenWithKey();
      return answerForSeen(parallel?.payloadDigest ?? null, payloadDigest);
    }

    await tx.insert(rateLimitEvents).values(buckets.map(({ name }) => ({ bucket: name, at: now })));
    const notifyStaff = !spam && announced.includes(form);
    if (notifyStaff) await tx.insert(outbox).values({ submissionId: row.id });
    return { outcome: 'stored', id: row.id, notifyStaff };
  });
}
