import type { ParsedMail } from 'mailparser';
import { expect, inject } from 'vitest';
import type { ListedSubmission } from '../../server/listSubmissions';
import { askRunningReceiver } from '../../server/localAdmin';
import { readMailbox } from '../../server/testing/testMailbox';

/** What the receiver behind the test site has stored, newest first. */
export async function storedSubmissions(): Promise<ListedSubmission[]> {
  const rows = await askRunningReceiver(inject('receiverSocket'));
  if (!rows) throw new Error('The receiver behind the test site does not answer');
  return rows;
}

/** The one e-mail staff got about a submission from `email`, once the outbox sent it. */
export async function staffMailTo(email: string): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  // The outbox sends right after the row is stored; a busy machine may take seconds.
  await expect
    .poll(
      async () => {
        found = (await readMailbox(inject('mailDir'))).filter(
          (mail) => mail.replyTo?.value[0]?.address === email,
        );
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  const [mail] = found;
  if (!mail) throw new Error(`No e-mail about ${email}`);
  return mail;
}
