import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import arForm from '../src/forms/formLocales/ar.json';
import enForm from '../src/forms/formLocales/en.json';
import { formNames } from './formContract';
import { fieldErrorsOf, fieldInvalidKey, schemaFor } from './formRules';
import { consultationSchema, contactSchema, namedNewsletterSchema } from './formSchemas';

/** A key of the validation strings that both languages have. */
const isValidationKey = (message: string) => {
  const [group, key = '', ...rest] = message.split('.');
  return (
    group === 'validation' &&
    rest.length === 0 &&
    key in enForm.validation &&
    key in arForm.validation
  );
};

/** The 400 answer the receiver gives `fields` sent to `form`, or undefined when valid. */
function answerTo(form: (typeof formNames)[number], fields: Record<string, unknown>) {
  const parsed = schemaFor(form, fields).safeParse(fields);
  return parsed.success ? undefined : fieldErrorsOf(parsed.error);
}

const everyField = [
  ...new Set(
    [contactSchema, consultationSchema, namedNewsletterSchema].flatMap((schema) =>
      Object.keys(schema.shape),
    ),
  ),
];

describe('the field errors of a 400 answer', () => {
  it('name a key in both languages for a field that is missing or not text', () => {
    expect(
      answerTo('contact', {
        firstName: 5,
        lastName: ['Al Harbi'],
        email: null,
        phone: 966148204400,
        company: { name: 'Tayba' },
        service: 'plumbing',
      }),
    ).toEqual({
      firstName: fieldInvalidKey('firstName'),
      lastName: fieldInvalidKey('lastName'),
      email: fieldInvalidKey('email'),
      phone: fieldInvalidKey('phone'),
      company: fieldInvalidKey('company'),
      service: fieldInvalidKey('service'),
      message: fieldInvalidKey('message'),
    });
    expect(answerTo('consultation', { name: true, email: 'omar@example.com', message: 7 })).toEqual(
      { name: fieldInvalidKey('name'), message: fieldInvalidKey('message') },
    );
  });

  it('keep the message of a rule that gave one', () => {
    expect(answerTo('newsletter', { email: 'reader@' })).toEqual({
      email: 'validation.emailInvalid',
    });
  });

  it('have a key for every field of every form, in both languages', () => {
    for (const field of everyField)
      expect(isValidationKey(fieldInvalidKey(field)), field).toBe(true);
  });

  it('are only ever keys both languages have, whatever JSON a field holds', () => {
    const fields = fc.dictionary(
      fc.constantFrom(...everyField, 'website', 'page'),
      fc.oneof(fc.jsonValue(), fc.string()),
    );
    fc.assert(
      fc.property(fc.constantFrom(...formNames), fields, (form, sent) => {
        for (const message of Object.values(answerTo(form, sent) ?? {})) {
          expect(isValidationKey(message), message).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
