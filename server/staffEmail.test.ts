import { describe, expect, it } from 'vitest';
import { senderDomain, staffMessageId } from './staffEmail';

const submission = { id: 7, receivedAt: new Date('2026-03-01T09:30:00.123Z') };

describe('senderDomain', () => {
  it.each([
    ['Tayba Digital website <website@tayba.sa>', 'tayba.sa'],
    ['website@localhost', 'localhost'],
    ['"Sales @ Tayba" <web@mail.tayba.sa>', 'mail.tayba.sa'],
    ['website', 'localhost'],
  ])('names %s by %s', (mailFrom, domain) => {
    expect(senderDomain(mailFrom)).toBe(domain);
  });
});

describe('the Message-ID of the e-mail to staff', () => {
  it('is the same every time the submission is e-mailed, named after the sender domain', () => {
    const first = staffMessageId(submission, 'tayba.sa');
    const reread = { id: 7, receivedAt: new Date(submission.receivedAt.getTime()) };
    expect(staffMessageId(reread, 'tayba.sa')).toBe(first);
    expect(first).toMatch(/^<submission-7\.[0-9a-z]+@tayba\.sa>$/);
  });

  it("differs for another database's submission with the same number", () => {
    const later = { ...submission, receivedAt: new Date('2026-03-01T09:30:00.124Z') };
    expect(staffMessageId(later, 'tayba.sa')).not.toBe(staffMessageId(submission, 'tayba.sa'));
  });
});
