import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCases } from '../mocks/formsContract';
import {
  answers,
  honeypotField,
  newsletterLists,
  pageField,
  receiverPath,
} from '../shared/formContract';
import arForm from '../src/forms/formLocales/ar.json';
import enForm from '../src/forms/formLocales/en.json';
import type { OpenedDatabase } from './db/database';
import { outbox, submissions } from './db/schema';
import { plainEchoPage } from './echoPage';
import { createReceiver, maxBodyBytes } from './receiver';
import { contentKeyLifetimeMs } from './storeSubmission';
import { testDatabases } from './testing/testDatabases';

let database: OpenedDatabase;
let stored = 0;

function receiver(addressLimit = 1000) {
  return createReceiver({
    db: database.db,
    renderEchoPage: plainEchoPage,
    onStored: () => {
      stored += 1;
    },
    clientAddress: (context) => context.req.header('X-Test-Client') ?? '192.0.2.1',
    addressLimit,
    log: () => undefined,
  });
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const formPost = (
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string> = {},
) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Sec-Fetch-Site': 'same-origin',
    ...headers,
  },
  body: new URLSearchParams(fields).toString(),
});

const enquiry = (email: string) => ({
  firstName: 'Sara',
  lastName: 'Al Harbi',
  email,
  message: 'We would like a review of our branch network.',
});

const rowsFor = (email: string) =>
  database.db.select().from(submissions).where(eq(submissions.email, email));

describe.each(testDatabases)('on $engine', ({ open }) => {
  // A PostgreSQL cluster takes a few seconds to set up on a busy machine.
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(() => database.close());

  describe('the receiver keeps the contract the front end is tested against', () => {
    for (const { name, check } of contractCases) {
      it(name, () => check((path, init) => Promise.resolve(receiver().request(path, init))));
    }
  });

  describe('the receiver stores each submission once', () => {
    it('stores an enquiry with its language and tells the outbox', async () => {
      const before = stored;
      const response = await receiver().request(
        `${receiverPath}/contact`,
        json(
          { ...enquiry('layla@example.com'), company: 'Dar Al Hijra', service: 'cloud' },
          { 'Idempotency-Key': 'store-1', 'Content-Language': 'ar' },
        ),
      );
      expect(response.status).toBe(200);
      const [row] = await rowsFor('layla@example.com');
      expect(row).toMatchObject({
        form: 'contact',
        locale: 'ar',
        firstName: 'Sara',
        company: 'Dar Al Hijra',
        service: 'cloud',
        phone: null,
        spam: false,
      });
      expect(stored).toBe(before + 1);
      const mails = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.submissionId, row?.id ?? -1));
      expect(mails).toHaveLength(1);
    });

    it('keeps one row when the same key arrives many times, even all at once', async () => {
      const app = receiver();
      // app.request gives a Response or a promise of one; Promise.all is given promises.
      const send = () =>
        Promise.resolve(
          app.request(
            `${receiverPath}/contact`,
            json(enquiry('parallel@example.com'), { 'Idempotency-Key': 'parallel-key-1' }),
          ),
        );
      const answers = await Promise.all(Array.from({ length: 8 }, send));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(await rowsFor('parallel@example.com')).toHaveLength(1);
    });

    it('sanitises what it stores', async () => {
      await receiver().request(
        `${receiverPath}/contact`,
        json(
          {
            ...enquiry('clean@example.com'),
            message: 'Please call <script>alert(1)</script> after 5 "soon" javascript:x',
          },
          { 'Idempotency-Key': 'sanitise-1' },
        ),
      );
      const [row] = await rowsFor('clean@example.com');
      expect(row?.message).toBe('Please call alert(1) after 5 soon x');
    });

    it('keeps a newsletter address once, whatever its capitals', async () => {
      const app = receiver();
      for (const [key, email] of [
        ['news-1', 'Reader@Example.com'],
        ['news-2', 'reader@example.com'],
      ] as const) {
        const response = await app.request(
          `${receiverPath}/newsletter`,
          json({ email }, { 'Idempotency-Key': key }),
        );
        expect(response.status).toBe(200);
      }
      const rows = await database.db
        .select()
        .from(submissions)
        .where(eq(submissions.form, 'newsletter'));
      expect(rows.filter((row) => row.email.toLowerCase() === 'reader@example.com')).toHaveLength(
        1,
      );
    });

    it('keeps the newsletters a sign-up chose, from ticked boxes posted without JavaScript too', async () => {
      const [first, second, third] = newsletterLists;
      const app = receiver();
      await app.request(
        `${receiverPath}/newsletter`,
        json(
          { email: 'chooser@example.com', lists: [third, first] },
          { 'Idempotency-Key': 'lists-1' },
        ),
      );
      const plain = await app.request(
        `${receiverPath}/newsletter`,
        formPost([
          ['email', 'plain-chooser@example.com'],
          ['lists', second],
          ['lists', third],
          [pageField, '/insights/newsletters'],
        ]),
      );
      expect(plain.status).toBe(200);
      await app.request(
        `${receiverPath}/newsletter`,
        json({ email: 'digest@example.com' }, { 'Idempotency-Key': 'lists-2' }),
      );
      const [chosen] = await rowsFor('chooser@example.com');
      const [posted] = await rowsFor('plain-chooser@example.com');
      const [digest] = await rowsFor('digest@example.com');
      expect(chosen?.lists).toBe(`${first},${third}`);
      expect(posted?.lists).toBe(`${second},${third}`);
      expect(digest?.lists).toBeNull();
    });

    it('keeps what the honeypot caught apart, and never e-mails it', async () => {
      const before = stored;
      await receiver().request(
        `${receiverPath}/contact`,
        json(
          { ...enquiry('bot@example.com'), [honeypotField]: 'cheap pills' },
          { 'Idempotency-Key': 'spam-1' },
        ),
      );
      const [row] = await rowsFor('bot@example.com');
      expect(row?.spam).toBe(true);
      expect(stored).toBe(before);
    });

    it('limits each client address, whatever e-mail addresses it uses', async () => {
      const app = receiver(2);
      const send = (index: number) =>
        app.request(
          `${receiverPath}/contact`,
          json(enquiry(`office-${index}@example.com`), { 'X-Test-Client': '198.51.100.7' }),
        );
      expect((await send(1)).status).toBe(200);
      expect((await send(2)).status).toBe(200);
      const refused = await send(3);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('refuses bodies over the limit, other content types and broken JSON', async () => {
      const app = receiver();
      const huge = await app.request(
        `${receiverPath}/contact`,
        json({ ...enquiry('huge@example.com'), message: 'x'.repeat(maxBodyBytes) }),
      );
      expect(huge.status).toBe(413);
      const xml = await app.request(`${receiverPath}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml' },
        body: '<enquiry/>',
      });
      expect(xml.status).toBe(415);
      const broken = await app.request(`${receiverPath}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":',
      });
      expect(broken.status).toBe(400);
    });
  });

  describe('the receiver holds against abuse', () => {
    it('counts what the honeypot catches against its client address', async () => {
      const app = receiver(3);
      const send = (index: number) =>
        app.request(
          `${receiverPath}/contact`,
          json(
            {
              ...enquiry('robot@example.com'),
              message: `Cheap offer number ${index}`,
              [honeypotField]: 'offer',
            },
            { 'X-Test-Client': '203.0.113.66' },
          ),
        );
      const statuses = [];
      for (let index = 0; index < 6; index += 1) statuses.push((await send(index)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      expect(await rowsFor('robot@example.com')).toHaveLength(3);
    });

    it('refuses a key that comes back with another submission, and replays the same one', async () => {
      const app = receiver();
      const send = (message: string) =>
        app.request(
          `${receiverPath}/contact`,
          json({ ...enquiry('rekey@example.com'), message }, { 'Idempotency-Key': 'reused-key-1' }),
        );
      expect((await send('We would like a quote for two sites.')).status).toBe(200);
      const replay = await send('We would like a quote for two sites.');
      expect(replay.status).toBe(200);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      const reused = await send('Something else entirely, for another office.');
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual(answers.keyReused);
      const rows = await rowsFor('rekey@example.com');
      expect(rows.map((row) => row.message)).toEqual(['We would like a quote for two sites.']);
    });

    it('stores the same plain post again after a day, as a new submission', async () => {
      const app = receiver();
      const fields = { ...enquiry('next-day@example.com'), [pageField]: '/contact' };
      expect((await app.request(`${receiverPath}/contact`, formPost(fields))).status).toBe(200);
      await database.db
        .update(submissions)
        .set({ receivedAt: new Date(Date.now() - contentKeyLifetimeMs - 60_000) })
        .where(eq(submissions.email, 'next-day@example.com'));
      expect((await app.request(`${receiverPath}/contact`, formPost(fields))).status).toBe(200);
      expect((await app.request(`${receiverPath}/contact`, formPost(fields))).status).toBe(200);
      expect(await rowsFor('next-day@example.com')).toHaveLength(2);
    });

    it('stores NUL, control characters and bidi overrides as plain text, without them', async () => {
      const response = await receiver().request(
        `${receiverPath}/contact`,
        json({
          ...enquiry('controls@example.com'),
          company: 'Dar\u0000 Al Hijra\r\nPhone: 1',
          message: 'Call us\u0000 \u202eon Sunday\u202c, please.',
        }),
      );
      expect(response.status).toBe(200);
      const [row] = await rowsFor('controls@example.com');
      expect(row?.company).toBe('Dar Al Hijra Phone: 1');
      expect(row?.message).toBe('Call us on Sunday, please.');
    });

    it('reads media types whatever their capitals', async () => {
      const app = receiver();
      const upper = await app.request(`${receiverPath}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'APPLICATION/JSON; Charset=UTF-8' },
        body: JSON.stringify(enquiry('capitals@example.com')),
      });
      expect(upper.status).toBe(200);
      const form = await app.request(
        `${receiverPath}/contact`,
        formPost(
          { ...enquiry('capitals-form@example.com'), [pageField]: '/contact' },
          { 'Content-Type': 'Application/X-WWW-Form-Urlencoded' },
        ),
      );
      expect(form.status).toBe(200);
      expect(await rowsFor('capitals-form@example.com')).toHaveLength(1);
    });

    it('answers other methods with 405 and the methods it takes', async () => {
      const app = receiver();
      for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await app.request(`${receiverPath}/contact`, { method });
        expect(answer.status).toBe(405);
        expect(answer.headers.get('Allow')).toBe('POST');
      }
      const health = await app.request('/api/health', { method: 'POST' });
      expect(health.status).toBe(405);
      expect(health.headers.get('Allow')).toBe('GET, HEAD');
      expect((await app.request('/api/ready')).status).toBe(200);
    });
  });

  describe('forms posted without JavaScript', () => {
    it('are stored and answered with a page in the visitor’s language', async () => {
      const response = await receiver().request(
        `${receiverPath}/contact`,
        formPost({ ...enquiry('nojs@example.com'), phone: '', [pageField]: '/ar/contact' }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const page = await response.text();
      expect(page).toContain('lang="ar"');
      expect(page).toContain(arForm.notices.contactSuccessTitle);
      expect(await rowsFor('nojs@example.com')).toHaveLength(1);
    });

    it('store a reload that repeats the post once', async () => {
      const app = receiver();
      const fields = { ...enquiry('reload@example.com'), [pageField]: '/contact' };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await app.request(`${receiverPath}/contact`, formPost(fields))).status).toBe(200);
      }
      expect(await rowsFor('reload@example.com')).toHaveLength(1);
    });

    it('answer mistakes with the field messages and keep nothing', async () => {
      const response = await receiver().request(
        `${receiverPath}/contact`,
        formPost({ ...enquiry('mistake@'), [pageField]: '/contact' }),
      );
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(enForm.notices.invalidTitle);
      expect(page).toContain(enForm.validation.emailInvalid);
      expect(await rowsFor('mistake@')).toHaveLength(0);
    });

    it('are refused when another site posts them', async () => {
      const response = await receiver().request(
        `${receiverPath}/contact`,
        formPost(
          { ...enquiry('forged@example.com'), [pageField]: '/contact' },
          { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://attacker.example' },
        ),
      );
      expect(response.status).toBe(403);
      expect(await rowsFor('forged@example.com')).toHaveLength(0);
    });
  });
});
