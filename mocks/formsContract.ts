import { expect } from 'vitest';
import {
  answers,
  honeypotField,
  newsletterLists,
  receiverPath,
  submissionLimit,
} from '../shared/formContract';
import { fieldInvalidKey } from '../shared/formRules';

/**
 * The contract of the forms receiver, as cases that run against both the MSW handlers
 * (mocks/handlers.test.ts) and the real receiver (server/receiver.test.ts), so the fake
 * the front-end tests trust cannot drift from what production answers.
 */
/** Sends a request to the receiver under test: a path on its origin and the request. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

export interface ContractCase {
  name: string;
  check: (send: Send) => Promise<void>;
}

let sequence = 0;
/** A fresh address and key per use, so cases never share a rate-limit bucket. */
const fresh = (name: string) => `${name}-${(sequence += 1)}-${Date.now()}@example.com`;
const freshKey = () => `contract-key-${(sequence += 1)}-${Date.now()}`;

function post(form: string, body: unknown, key = freshKey()): [string, RequestInit] {
  return [
    `${receiverPath}/${form}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    },
  ];
}

const enquiry = (email: string) => ({
  firstName: 'Sara',
  lastName: 'Al Harbi',
  email,
  message: 'We would like a review of our branch network.',
});

export const contractCases: ContractCase[] = [
  {
    name: 'accepts a valid enquiry, consultation request and newsletter sign-up',
    async check(send) {
      const requests = [
        post('contact', { ...enquiry(fresh('sara')), phone: '+966148204400', service: 'cloud' }),
        post('consultation', {
          name: 'عمر الجهني',
          email: fresh('omar'),
          message: 'نرغب في مراجعة أمن الشبكة.',
        }),
        post('newsletter', { email: fresh('reader') }),
        post('newsletter', { name: 'Reem', email: fresh('reem') }),
      ];
      for (const request of requests) {
        const response = await send(...request);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(answers.received);
      }
    },
  },
  {
    name: 'accepts a newsletter sign-up choosing newsletters, and refuses one not on the list',
    async check(send) {
      const [first, , third] = newsletterLists;
      for (const lists of [`${first},${third}`, [first, third]]) {
        const response = await send(...post('newsletter', { email: fresh('chooser'), lists }));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(answers.received);
      }
      const refused = await send(
        ...post('newsletter', { email: fresh('unknown-list'), lists: `${first},daily-horoscope` }),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ errors: { lists: fieldInvalidKey('lists') } });
    },
  },
  {
    name: 'answers invalid input with 400 and the first problem of each field as a message key',
    async check(send) {
      const response = await send(
        ...post('contact', { firstName: 'S', lastName: '', email: 'sara@', message: 'Too short' }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: {
          firstName: 'validation.firstNameMin',
          lastName: 'validation.lastNameRequired',
          email: 'validation.emailInvalid',
          message: 'validation.messageMin',
        },
      });
    },
  },
  {
    name: 'answers fields missing or sent as other than text with 400 and a message key each',
    async check(send) {
      const response = await send(
        ...post('contact', {
          firstName: 5,
          lastName: ['Al', 'Harbi'],
          email: fresh('typed'),
          phone: { number: '+966148204400' },
          service: false,
        }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: {
          firstName: fieldInvalidKey('firstName'),
          lastName: fieldInvalidKey('lastName'),
          phone: fieldInvalidKey('phone'),
          service: fieldInvalidKey('service'),
          message: fieldInvalidKey('message'),
        },
      });
    },
  },
  {
    name: 'answers a body that is not a JSON object like an empty form: 400 and a key per field',
    async check(send) {
      for (const body of ['{"email":', '[]', '42', 'null']) {
        const [path, init] = post('contact', {});
        const response = await send(path, { ...init, body });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          errors: {
            firstName: fieldInvalidKey('firstName'),
            lastName: fieldInvalidKey('lastName'),
            email: fieldInvalidKey('email'),
            message: fieldInvalidKey('message'),
          },
        });
      }
    },
  },
  {
    name: 'answers a retry with the same Idempotency-Key as the first time',
    async check(send) {
      const body = enquiry(fresh('retry'));
      const key = freshKey();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await send(...post('contact', body, key));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(answers.received);
      }
      // Four tries of one submission used one of the address's three places.
      for (let other = 0; other < submissionLimit.limit - 1; other += 1) {
        expect((await send(...post('contact', body))).status).toBe(200);
      }
    },
  },
  {
    name: 'refuses an Idempotency-Key that comes back with another submission with 422',
    async check(send) {
      const key = freshKey();
      const email = fresh('rekey');
      expect((await send(...post('contact', enquiry(email), key))).status).toBe(200);
      const reused = await send(
        ...post('contact', { ...enquiry(email), message: 'Another question entirely.' }, key),
      );
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual(answers.keyReused);
    },
  },
  {
    name: 'refuses the 4th submission per e-mail address in 5 minutes with 429 and Retry-After',
    async check(send) {
      const email = fresh('busy');
      for (let attempt = 0; attempt < submissionLimit.limit; attempt += 1) {
        expect((await send(...post('contact', enquiry(email.toUpperCase())))).status).toBe(200);
      }
      const refused = await send(...post('consultation', { ...enquiry(email), name: 'Sara' }));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual(answers.rateLimited);
      const seconds = Number(refused.headers.get('Retry-After'));
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(submissionLimit.windowMs / 1000);
    },
  },
  {
    name: 'does not count refused or invalid submissions against the limit',
    async check(send) {
      const email = fresh('typo');
      for (let attempt = 0; attempt < submissionLimit.limit + 2; attempt += 1) {
        expect(
          (await send(...post('contact', { ...enquiry(email), message: 'short' }))).status,
        ).toBe(400);
      }
      expect((await send(...post('contact', enquiry(email)))).status).toBe(200);
    },
  },
  {
    name: 'accepts a filled honeypot as if it were real, without using the sender’s places',
    async check(send) {
      const email = fresh('bot');
      for (let attempt = 0; attempt < submissionLimit.limit + 1; attempt += 1) {
        const response = await send(
          ...post('contact', { ...enquiry(email), [honeypotField]: 'https://spam.example' }),
        );
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(answers.received);
      }
      expect((await send(...post('contact', enquiry(email)))).status).toBe(200);
    },
  },
  {
    name: 'answers an unknown form with 404',
    async check(send) {
      expect((await send(...post('careers', enquiry(fresh('lost'))))).status).toBe(404);
    },
  },
];
