import { z } from 'zod';
import { newsletterLists, serviceValues } from './formContract';
import { sanitizeText, singleLine } from './sanitize';

// zod would otherwise probe for `new Function`, which a strict CSP reports as a violation
// on every page with a form; validation works the same without it.
z.config({ jitless: true });

/*
 * The rules and messages of the forms' fields. Messages are keys of the interface strings
 * (`validation.*`), shown in the page's language next to the field. Every text is
 * sanitised first, so the rules judge what would actually be sent and the parsed result is
 * the payload itself (empty optional fields become undefined and are left out).
 */

/**
 * Letters of any script (Arabic names too), combining marks, and ordinary spaces: no line
 * breaks, which would start a line of their own in the e-mail to staff. Other spaces
 * people paste (no-break, thin) become ordinary ones first.
 */
const lettersAndSpaces = /^[\p{L}\p{M} ]+$/u;
const otherSpaces = /\p{Zs}/gu;
/** Optional leading plus, first digit 1-9, then up to 15 more digits. */
const phonePattern = /^\+?[1-9]\d{0,15}$/;

/**
 * A text field, sanitised. Anything over twice the field's limit is refused before it is
 * sanitised: no honest entry is that long, and sanitising costs time in its length.
 */
function text(limit: number, maxMessage: string) {
  return z
    .string()
    .max(limit * 2, maxMessage)
    .transform(sanitizeText);
}

function personName(field: 'firstName' | 'lastName' | 'name') {
  const maxMessage = `validation.${field}Max`;
  return text(50, maxMessage)
    .transform((value) => value.replace(otherSpaces, ' '))
    .pipe(
      z
        .string()
        .min(1, `validation.${field}Required`)
        .min(2, `validation.${field}Min`)
        .max(50, maxMessage)
        .regex(lettersAndSpaces, `validation.${field}Letters`),
    );
}

const email = text(254, 'validation.emailMax').pipe(
  z
    .string()
    .min(1, 'validation.emailRequired')
    .max(254, 'validation.emailMax')
    .pipe(z.email('validation.emailInvalid')),
);

/** A phone number as people type it: 16 digits with a plus, spaces, dashes and brackets. */
const phoneCharacters = 32;

const optional = (value: string) => (value === '' ? undefined : value);

/** An optional field: the form sends it empty, the payload leaves it out. */
function optionalText(limit: number, maxMessage: string) {
  return z.string().default('').pipe(text(limit, maxMessage));
}

/** One line: a line break in a company's name would start a line of its own for staff. */
const company = optionalText(100, 'validation.companyMax')
  .transform(singleLine)
  .pipe(z.string().max(100, 'validation.companyMax'))
  .transform(optional);

/** Spaces, dashes, dots and brackets people type in numbers are not part of the number. */
const phone = optionalText(phoneCharacters, 'validation.phoneInvalid')
  .transform((value) => value.replace(/[\s\-.()]/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(phonePattern, 'validation.phoneInvalid')]))
  .transform(optional);

const service = z
  .union([z.literal(''), z.enum(serviceValues)])
  .default('')
  .transform(optional);

function message(maxLength: number, maxMessage: string) {
  return text(maxLength, maxMessage).pipe(
    z
      .string()
      .min(1, 'validation.messageRequired')
      .min(10, 'validation.messageMin')
      .max(maxLength, maxMessage),
  );
}

export const contactSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  email,
  phone,
  company,
  service,
  message: message(1000, 'validation.messageMax'),
});

export const consultationSchema = z.object({
  name: personName('name'),
  email,
  company,
  message: message(500, 'validation.consultationMessageMax'),
});

/**
 * The newsletters a sign-up chose: ticked boxes give a list, a plain post of the page's
 * boxes one or more names joined by commas. Sent as one text, in the order of the list,
 * each name once; left out when none was chosen.
 */
const lists = z
  .union([z.string().max(200), z.array(z.string()).max(newsletterLists.length * 2)])
  .default('')
  .transform((chosen) => (Array.isArray(chosen) ? chosen : chosen.split(',')))
  .transform((chosen) => chosen.map((name) => name.trim()).filter((name) => name !== ''))
  .pipe(z.array(z.enum(newsletterLists, 'validation.listsInvalid')))
  .transform((chosen) =>
    chosen.length === 0
      ? undefined
      : newsletterLists.filter((name) => chosen.includes(name)).join(','),
  );

/**
 * The newsletter boxes: an e-mail address, on the Insights hub a name as well, and on the
 * newsletters page the newsletters chosen.
 */
export const newsletterSchema = z.object({ email, lists });
export const namedNewsletterSchema = z.object({ name: personName('name'), email, lists });

export type ContactValues = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
export type ConsultationValues = z.input<typeof consultationSchema>;
export type ConsultationPayload = z.output<typeof consultationSchema>;
export type NewsletterValues = z.input<typeof newsletterSchema>;
export type NamedNewsletterValues = z.input<typeof namedNewsletterSchema>;
