import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notText } from '../shared/sanitize';
import type { Database } from './db/database';
import { outbox, submissions } from './db/schema';
import { senderName } from './staffEmail';

/** One stored submission as staff read it, newest first. */
export const listedSubmissionSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  form: z.string(),
  language: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  service: z.string(),
  /** The newsletters a sign-up chose, comma-separated; empty when it chose none. */
  lists: z.string(),
  message: z.string(),
  /** Whether staff were e-mailed: sent, waiting (with the last error), or not announced. */
  staffEmail: z.string(),
});
export type ListedSubmission = z.infer<typeof listedSubmissionSchema>;

/**
 * `value` with every character a terminal or a spreadsheet would act on written as its
 * code point (<U+202E>): submissions are stored without them, rows from before may hold some.
 */
export function readable(value: string): string {
  return value.replace(
    notText,
    (character) =>
      `<U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );
}

export interface ListOptions {
  /** List what the honeypot caught instead of the real submissions. */
  spam?: boolean;
}

export async function listSubmissions(
  db: Database,
  { spam = false }: ListOptions = {},
): Promise<ListedSubmission[]> {
  const rows = await db
    .select({ submission: submissions, mail: outbox })
    .from(submissions)
    .leftJoin(outbox, eq(outbox.submissionId, submissions.id))
    .where(eq(submissions.spam, spam))
    .orderBy(desc(submissions.receivedAt), desc(submissions.id));
  return rows.map(({ submission, mail }) => ({
    id: submission.id,
    receivedAt: submission.receivedAt.toISOString(),
    form: submission.form,
    language: submission.locale,
    name: readable(senderName(submission)),
    email: readable(submission.email),
    phone: readable(submission.phone ?? ''),
    company: readable(submission.company ?? ''),
    service: readable(submission.service ?? ''),
    lists: readable(submission.lists ?? '').replaceAll(',', ', '),
    message: readable(submission.message ?? ''),
    staffEmail: !mail
      ? 'not sent (not an enquiry)'
      : mail.sentAt
        ? `sent ${mail.sentAt.toISOString()}`
        : `waiting (${mail.attempts} attempts${mail.lastError ? `: ${mail.lastError}` : ''})`,
  }));
}
