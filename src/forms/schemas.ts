import { z } from 'zod';
import { serviceValues } from './formContract';
import { sanitizeText } from './sanitize';

// zod would otherwise probe for `new Function`, which a strict CSP reports as a violation
// on every page with a form; validation works the same without it.
z.config({ jitless: true });

/**
 * The rules and messages of the forms' fields. Messages are keys of the interface strings
 * (`validation.*`), shown in the page's language next to the field. Every text is
 * sanitised first, so the rules judge what would actually be sent and the parsed result is
 * the payload itself (empty optional fields become undefined and are left out).
 */
/** Letters of any script (Arabic names too), combining marks, and spaces. */
const lettersAndSpaces = /^[\p{L}\p{M}\s]+$/u;
/** Optional leading plus, first digit 1-9, then up to 15 more digits. */
const phonePattern = /^\+?[1-9]\d{0,15}$/;

const text = z.string().transform(sanitizeText);

function personName(field: 'firstName' | 'lastName' | 'name') {
  return text.pipe(
    z
      .string()
      .min(1, `validation.${field}Required`)
      .min(2, `validation.${field}Min`)
      .max(50, `validation.${field}Max`)
      .regex(lettersAndSpaces, `validation.${field}Letters`),
  );
}

const email = text.pipe(
  z
    .string()
    .min(1, 'validation.emailRequired')
    .max(254, 'validation.emailMax')
    .pipe(z.email('validation.emailInvalid')),
);

const optional = (value: string) => (value === '' ? undefined : value);

/** An optional field: the form sends it empty, the payload leaves it out. */
const optionalText = z.string().default('');

const company = optionalText
  .transform(sanitizeText)
  .pipe(z.string().max(100, 'validation.companyMax'))
  .transform(optional);

/** Spaces, dashes, dots and brackets people type in numbers are not part of the number. */
const phone = optionalText
  .transform((value) => sanitizeText(value).replace(/[\s\-.()]/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(phonePattern, 'validation.phoneInvalid')]))
  .transform(optional);

const service = z
  .union([z.literal(''), z.enum(serviceValues)])
  .default('')
  .transform(optional);

function message(maxLength: number, maxMessage: string) {
  return text.pipe(
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

/** The newsletter boxes: an e-mail address, and on the Insights hub a name as well. */
export const newsletterSchema = z.object({ email });
export const namedNewsletterSchema = z.object({ name: personName('name'), email });

export type ContactValues = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
export type ConsultationValues = z.input<typeof consultationSchema>;
export type ConsultationPayload = z.output<typeof consultationSchema>;
export type NewsletterValues = z.input<typeof newsletterSchema>;
export type NamedNewsletterValues = z.input<typeof namedNewsletterSchema>;
