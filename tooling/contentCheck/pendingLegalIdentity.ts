import type { z } from 'zod';
import { pending } from '../../src/content/pending';
import type { facts } from '../../src/content/schema/facts';

type WrittenFacts = z.output<typeof facts.fields>;

/** The legal identity's facts, each with the name an editor knows it by. */
const parts = [
  ['legalName', 'the legal name'],
  ['legalForm', 'the legal form'],
  ['commercialRegistration', 'the commercial registration number'],
  ['registeredAddress', 'the registered office'],
] as const satisfies readonly (readonly [keyof WrittenFacts, string])[];

function isPending(value: string | Readonly<Record<string, string>>): boolean {
  return typeof value === 'string' ? value === pending : Object.values(value).includes(pending);
}

/**
 * What the content check says while part of the company's legal identity is written
 * `pending`: a warning, not a failure, since the site is right to leave out what nobody has
 * confirmed, but someone has to fetch the certificate. Undefined once every part is known.
 */
export function pendingLegalIdentity(written: WrittenFacts, file: string): string | undefined {
  const missing = parts.flatMap(([name, said]) => (isPending(written[name]) ? [said] : []));
  if (missing.length === 0) return undefined;
  const listed = new Intl.ListFormat('en', { type: 'conjunction' }).format(missing);
  return `Still pending in ${file}: ${listed}. The privacy policy, the terms, the footer and the search data leave out what is pending, so the site names no value nobody has confirmed; copy each one from the commercial registration certificate in place of "${pending}".`;
}
