import type { Company } from 'contentlayer/generated';
import { known } from './pending';

/** The parts of the legal identity, in the order a reader expects them. */
export const legalIdentityParts = ['name', 'form', 'registration', 'address'] as const;
export type LegalIdentityPart = (typeof legalIdentityParts)[number];

/**
 * The company's legal identity as far as it is known (content/site/facts.yaml): a part
 * still written `pending` is left out, so no page shows a value nobody has confirmed.
 */
export function legalIdentity(
  legal: Company['legal'],
): { part: LegalIdentityPart; value: string }[] {
  return legalIdentityParts.flatMap((part) => {
    const value = known(legal[part]);
    return value === undefined ? [] : [{ part, value }];
  });
}
