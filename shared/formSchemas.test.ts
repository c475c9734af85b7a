import { describe, expect, it } from 'vitest';
import ar from '../src/forms/formLocales/ar.json';
import en from '../src/forms/formLocales/en.json';
import { consultationSchema, contactSchema, type ContactValues } from './formSchemas';

const valid: ContactValues = {
  firstName: 'Sara',
  lastName: 'Al Harbi',
  email: 'sara@example.com',
  phone: '',
  company: '',
  service: '',
  message: 'We need a network review for two branches.',
};

/** The message key of the first problem with `field`, as the form would show it. */
function firstError(values: Partial<ContactValues>, field: keyof ContactValues) {
  const result = contactSchema.safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('the contact form rules', () => {
  it.each([
    ['firstName', '', 'validation.firstNameRequired'],
    ['firstName', 'S', 'validation.firstNameMin'],
    ['firstName', 'S'.repeat(51), 'validation.firstNameMax'],
    ['firstName', 'Sara2', 'validation.firstNameLetters'],
    ['lastName', '   ', 'validation.lastNameRequired'],
    ['lastName', 'H', 'validation.lastNameMin'],
    ['lastName', 'H'.repeat(51), 'validation.lastNameMax'],
    ['lastName', 'O-Brien', 'validation.lastNameLetters'],
    ['email', '', 'validation.emailRequired'],
    ['email', 'sara@', 'validation.emailInvalid'],
    ['email', `${'a'.repeat(250)}@example.com`, 'validation.emailMax'],
    ['phone', '0555', 'validation.phoneInvalid'],
    ['phone', '+1234567890123456789', 'validation.phoneInvalid'],
    ['phone', '12ab', 'validation.phoneInvalid'],
    ['company', 'C'.repeat(101), 'validation.companyMax'],
    ['message', '', 'validation.messageRequired'],
    ['message', 'Too short', 'validation.messageMin'],
    ['message', 'M'.repeat(1001), 'validation.messageMax'],
    ['message', '<b></b><i></i>', 'validation.messageRequired'],
    // Over twice the limit is refused before sanitising, even when little would be left.
    ['message', '<b>'.repeat(700), 'validation.messageMax'],
    ['company', '<i>'.repeat(70), 'validation.companyMax'],
    // A line break would forge a line of its own ("E-mail: …") in the e-mail to staff.
    ['firstName', 'Sara\nE-mail', 'validation.firstNameLetters'],
    ['lastName', 'Al\rHarbi', 'validation.lastNameLetters'],
    ['lastName', 'Al\u2028Harbi', 'validation.lastNameLetters'],
    ['lastName', 'Al\tHarbi', 'validation.lastNameLetters'],
  ] as const)('%s = %j is rejected with %s', (field, value, key) => {
    expect(firstError({ [field]: value }, field)).toBe(key);
  });

  it('accepts the edges of every limit and names in Arabic', () => {
    expect(
      contactSchema.safeParse({
        ...valid,
        firstName: 'سارة',
        lastName: 'ع'.repeat(50),
        phone: '+966 14 820-4400',
        company: 'C'.repeat(100),
        message: 'M'.repeat(1000),
      }).success,
    ).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: 'M'.repeat(10) }).success).toBe(true);
  });

  it('gives the sanitised payload, without empty optional fields', () => {
    const payload = contactSchema.parse({
      ...valid,
      company: '  ',
      service: 'cloud',
      phone: '+966 14 820 4400',
      message: 'Please call <script>alert(1)</script> after 5 "soon"',
    });
    expect(payload).toEqual({
      firstName: 'Sara',
      lastName: 'Al Harbi',
      email: 'sara@example.com',
      phone: '+966148204400',
      service: 'cloud',
      message: 'Please call alert(1) after 5 soon',
    });
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('company');
  });

  it('keeps names to letters, marks and ordinary spaces, and a company on one line', () => {
    const payload = contactSchema.parse({
      ...valid,
      firstName: 'Sara\ufeff',
      lastName: 'Al\u00a0Harbi',
      company: 'Dar Al Hijra\r\nPhone: +966 00',
      message: 'Two branches\u0000 to review\u202e, please.\r\nThanks',
    });
    expect(payload).toMatchObject({
      firstName: 'Sara',
      lastName: 'Al Harbi',
      company: 'Dar Al Hijra Phone: +966 00',
      message: 'Two branches to review, please.\nThanks',
    });
  });
});

describe('the consultation form rules', () => {
  const consultation = { name: 'Omar', email: 'omar@example.com', company: '', message: '' };
  const errorOf = (values: Partial<typeof consultation>, field: string) => {
    const result = consultationSchema.safeParse({
      ...consultation,
      message: 'A valid message',
      ...values,
    });
    return result.success
      ? undefined
      : result.error.issues.find((i) => i.path[0] === field)?.message;
  };

  it.each([
    ['name', '', 'validation.nameRequired'],
    ['name', 'O', 'validation.nameMin'],
    ['name', 'O'.repeat(51), 'validation.nameMax'],
    ['name', 'Omar!', 'validation.nameLetters'],
    ['message', 'M'.repeat(501), 'validation.consultationMessageMax'],
  ] as const)('%s = %j is rejected with %s', (field, value, key) => {
    expect(errorOf({ [field]: value }, field)).toBe(key);
  });

  it('accepts a 500-character message', () => {
    expect(errorOf({ message: 'M'.repeat(500) }, 'message')).toBeUndefined();
  });
});

describe('validation messages', () => {
  it('exist for every rule in both languages, Arabic in Arabic', () => {
    expect(Object.keys(en.validation)).toEqual(
      expect.arrayContaining([
        'firstNameRequired',
        'firstNameMin',
        'firstNameMax',
        'firstNameLetters',
        'nameLetters',
        'emailRequired',
        'emailInvalid',
        'emailMax',
        'phoneInvalid',
        'companyMax',
        'messageRequired',
        'messageMin',
        'messageMax',
        'consultationMessageMax',
      ]),
    );
    expect(Object.keys(ar.validation).sort()).toEqual(Object.keys(en.validation).sort());
    for (const message of Object.values(ar.validation)) expect(message).toMatch(/^[\u0600-\u06FF]/);
  });

  // The words are the editors'; the limit a message names is the rule's, tested above.
  it.each([
    ['firstNameMax', 50],
    ['lastNameMax', 50],
    ['nameMax', 50],
    ['emailMax', 254],
    ['companyMax', 100],
    ['messageMin', 10],
    ['messageMax', 1000],
    ['consultationMessageMax', 500],
  ] as const)('%s names the limit the rule applies, %i, in both languages', (key, limit) => {
    expect(en.validation[key]).toContain(String(limit));
    expect(ar.validation[key]).toContain(String(limit));
  });
});
