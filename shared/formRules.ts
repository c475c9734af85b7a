import type { ZodError } from 'zod';
import type { FormName } from './formContract';
import {
  consultationSchema,
  contactSchema,
  namedNewsletterSchema,
  newsletterSchema,
} from './formSchemas';

/**
 * The rules the receiver (server/) and the MSW handlers of mocks/ check a submission by,
 * and how they report its problems: the validation half of the forms' contract.
 */

/** Newsletter boxes with a name field (the Insights hub) and without (the blog). */
export function schemaFor(form: FormName, fields: Record<string, unknown>) {
  if (form === 'contact') return contactSchema;
  if (form === 'consultation') return consultationSchema;
  return 'name' in fields ? namedNewsletterSchema : newsletterSchema;
}

/**
 * The key a field's problem is reported with when its rule gave none: zod's own checks (a
 * field missing, a number or a list where text belongs, a service not on the list) answer
 * in English, and every answer must be a key of the interface strings in both languages.
 */
export const fieldInvalidKey = (field: string) => `validation.${field}Invalid`;

/** A 400 answer: the first problem of each field, as a key of the interface strings. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (typeof field !== 'string') continue;
    errors[field] ??= issue.message.startsWith('validation.')
      ? issue.message
      : fieldInvalidKey(field);
  }
  return errors;
}
