import type { MDXComponents } from 'mdx/types';
import { company } from '../../content/company';
import type { ProseComponentName } from '../../content/vocabulary';
import { useLocale } from '../../i18n/useLocale';
import { LegalIdentity } from '../../components/shell/LegalIdentity';
import { EmailLink, PhoneLink } from '../../components/primitives/LtrLink';

/** The office phone from content/site/company, as a left-to-right tel: link. */
export function CompanyPhone() {
  return <PhoneLink phone={company(useLocale()).officePhone} />;
}

/** The first company e-mail address, as a left-to-right mailto: link. */
export function CompanyEmail() {
  const [email] = company(useLocale()).emails;
  return email ? <EmailLink email={email} /> : null;
}

/**
 * Components an editor may use inside MDX documents. Contact details come from one place
 * and always read left to right, even in an Arabic sentence; the legal identity shows only
 * what content/site/facts.yaml knows.
 */
export const proseComponents = {
  CompanyPhone,
  CompanyEmail,
  LegalIdentity,
} satisfies MDXComponents & Record<ProseComponentName, unknown>;
