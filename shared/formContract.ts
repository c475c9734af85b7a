/**
 * What the forms and the receiver (server/) agree on: the forms, where they are sent, the
 * extra fields a plain HTML form post carries, and the answers. The MSW handlers of mocks/
 * speak the same contract, and one set of contract cases checks both.
 */
export const formNames = ['contact', 'consultation', 'newsletter'] as const;
export type FormName = (typeof formNames)[number];

export function isFormName(value: string): value is FormName {
  return formNames.some((name) => name === value);
}

/** What the contact form's service field may hold. */
export const serviceValues = [
  'networking',
  'software',
  'ai',
  'iot',
  'cloud',
  'cybersecurity',
  'consulting',
  'managed',
] as const;

/**
 * The newsletters a sign-up may choose. A sign-up without a choice (the blog's and the
 * hub's boxes) subscribes to the newsletter the site has always sent, the monthly digest.
 */
export const newsletterLists = [
  'tech-trends',
  'monthly-digest',
  'breaking-alerts',
  'company-updates',
] as const;
export type NewsletterList = (typeof newsletterLists)[number];

/** The receiver's address on the site's own origin. */
export const receiverPath = '/api/forms';

/**
 * The build setting VITE_FORMS_ENDPOINT: unset, forms go to the receiver; a URL sends them
 * elsewhere; `none` builds a static site whose forms log the sanitised payload, wait 1 s
 * and report success.
 */
export const simulatedEndpoint = 'none';

export function formsEndpoint(setting: string | undefined): string | undefined {
  if (setting === simulatedEndpoint) return undefined;
  return (setting || receiverPath).replace(/\/$/, '');
}

/**
 * A field people never see or fill in. Bots that fill every input do: such submissions
 * are answered as if accepted, kept apart as spam and never e-mailed.
 */
export const honeypotField = 'website';

/** Sent by a plain HTML form post only: the page the form is on, answered in its language. */
export const pageField = 'page';

/** The id of a form's element, so the receiver's answer page scrolls back to the form. */
export const formElementId = (form: FormName) => `${form}-form`;

/** The answers of the receiver, as JSON. */
export const answers = {
  received: { status: 'received' },
  rateLimited: { error: 'Too many submissions' },
  unavailable: { error: 'Unavailable' },
  /** 422: an Idempotency-Key that came before with another submission. */
  keyReused: { error: 'Idempotency-Key already used for another submission' },
} as const;

/** At most 3 submissions per e-mail address in 5 minutes. */
export const submissionLimit = { limit: 3, windowMs: 300_000 } as const;

/** Submissions are counted per e-mail address, or as "anonymous" without one. */
export function submissionKey(email: string): string {
  return email.trim().toLowerCase() || 'anonymous';
}
