import addressparser from 'nodemailer/lib/addressparser';
import { localeInfo } from '../src/i18n/localeInfo';
import type { Submission } from './db/schema';

export interface StaffEmail {
  subject: string;
  text: string;
  replyTo: string;
  messageId: string;
}

const formTitles: Record<Submission['form'], string> = {
  contact: 'Contact enquiry',
  consultation: 'Consultation request',
  newsletter: 'Newsletter sign-up',
};

/** Staff read the time in Saudi Arabia, whatever the server's own time zone. */
const receivedAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Riyadh',
});

/** The sender's name as they gave it: first and last name, or the single name field. */
export function senderName(submission: Submission): string {
  return (
    [submission.firstName, submission.lastName].filter(Boolean).join(' ') ||
    submission.name ||
    submission.email
  );
}

/**
 * The domain of the sender's address (`MAIL_FROM`), which names the e-mails' Message-IDs:
 * it is the site's own domain, the one its SMTP relay sends for, and it is what Nodemailer
 * names its own Message-IDs after. Without a domain, `localhost`, as Nodemailer does.
 */
export function senderDomain(mailFrom: string): string {
  const address = addressparser(mailFrom, { flatten: true })[0]?.address ?? '';
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return address.includes('@') && domain ? domain : 'localhost';
}

/**
 * One Message-ID per submission, whichever attempt sends it: an e-mail sent again after a
 * crash (the SMTP server took it, the outbox never marked it) is the same message, which
 * mail systems and the staff's client recognise as a duplicate. It is made of what never
 * changes in the stored row: the number, and the millisecond it arrived (base 36), which
 * keeps two databases' submission #1 apart (a test database, or one restored from a backup
 * that hands the same numbers out again). Not the idempotency key: a content key is renamed
 * when its words come again a day later, and a key a client sent has no place in headers.
 */
export function staffMessageId(
  submission: Pick<Submission, 'id' | 'receivedAt'>,
  domain: string,
): string {
  return `<submission-${submission.id}.${submission.receivedAt.getTime().toString(36)}@${domain}>`;
}

/**
 * The plain-text e-mail that tells staff about one submission, its Message-ID named after
 * `domain`. Replying answers the visitor directly; every value was sanitised on the way in
 * and carries no line breaks into the headers (names are letters and spaces only).
 */
export function staffEmail(submission: Submission, domain: string): StaffEmail {
  const name = senderName(submission);
  const lines: [string, string | null][] = [
    ['Name', name],
    ['E-mail', submission.email],
    ['Phone', submission.phone],
    ['Company', submission.company],
    ['Service', submission.service],
    ['Language', localeInfo[submission.locale].englishName],
    ['Received', `${receivedAt.format(submission.receivedAt)} (Riyadh time)`],
    ['Reference', `#${submission.id}`],
  ];
  const details = lines
    .filter((line): line is [string, string] => line[1] !== null && line[1] !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return {
    subject: `${formTitles[submission.form]} from ${name} (#${submission.id})`,
    text: [...details, '', submission.message ?? '', ''].join('\n'),
    replyTo: submission.email,
    messageId: staffMessageId(submission, domain),
  };
}
