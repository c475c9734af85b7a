// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { senderDomain, staffMessageId } from './staffEmail';

const submission = {
  id: 7,
  idempotencyKey: '0f6c1d2e3a4b5c6d7e8f901a2b3c4d5e',
  receivedAt: new Date('2026-03-01T09:30:00.123Z'),
};

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
    expect(staffMessageId({ ...submission }, 'tayba.sa')).toBe(first);
    expect(first).toMatch(/^<submission-7-[0-9a-f]{16}@tayba\.sa>$/);
  });

  it("differs for another database's submission with the same number", () => {
    const sameKey = { ...submission, receivedAt: new Date('2026-03-02T10:00:00Z') };
    const sameMoment = { ...submission, idempotencyKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
    const ids = [submission, sameKey, sameMoment].map((other) => staffMessageId(other, 'tayba.sa'));
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the idempotency key out of the headers', () => {
    expect(staffMessageId(submission, 'tayba.sa')).not.toContain(submission.idempotencyKey);
  });
});
