import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { formNames } from '../../shared/formContract';
import { locales } from '../../shared/locales';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every contact enquiry, consultation request and newsletter sign-up. The fields of all
 * three forms share one table, so one listing and one export show them all. The
 * idempotency key is unique: a retried submission finds its first row instead of adding
 * a second, and the digest of what it carried tells a retry from another submission sent
 * with the same key. A newsletter address is stored once, whatever its capitals.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: moment('received_at').notNull().defaultNow(),
    form: text('form', { enum: formNames }).notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the form and its payload; empty on rows stored before it was kept. */
    payloadDigest: text('payload_digest'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    service: text('service'),
    message: text('message'),
    /** The newsletters a sign-up chose, by name, joined by commas; empty for the monthly digest. */
    lists: text('lists'),
    /** Filled in the honeypot field: kept for review, never e-mailed. */
    spam: boolean('spam').notNull().default(false),
  },
  (table) => [
    index('submissions_received_at').on(table.receivedAt),
    uniqueIndex('newsletter_email')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.form} = 'newsletter' and not ${table.spam}`),
  ],
);

/**
 * Accepted submissions per rate-limit bucket (an e-mail address or a client address) in
 * the current window; rows older than the window are deleted as new ones arrive, so a
 * client address is kept only as long as the limit needs it.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('rate_limit_events_bucket_at').on(table.bucket, table.at)],
);

/**
 * E-mails to staff, written in the same transaction as the submission they announce and
 * sent afterwards, retried with growing pauses until the SMTP server takes them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type Submission = typeof submissions.$inferSelect;
export type NewSubmission = typeof submissions.$inferInsert;
