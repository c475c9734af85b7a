import type { ZodError } from 'zod';
import type { FormName } from './formContract';
import {
  consultationSchema,
  contactSchema,
  namedNewsletterSchema,
  newsletterSchema,
} from './schemas';

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

/** A 400 answer: the first problem of each field, as a key of the interface strings. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}
