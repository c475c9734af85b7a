import { localeInfo } from '../src/i18n/localeInfo';
import type { Submission } from './db/schema';

export interface StaffEmail {
  subject: string;
  text: string;
  replyTo: string;
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
 * The plain-text e-mail that tells staff about one submission. Replying answers the
 * visitor directly; every value was sanitised on the way in and carries no line breaks
 * into the headers (names are letters and spaces only).
 */
export function staffEmail(submission: Submission): StaffEmail {
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
  };
}
