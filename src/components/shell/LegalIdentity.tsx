import type { Company } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { company } from '../../content/company';
import { legalIdentity } from '../../content/legalIdentity';
import { useLocale } from '../../i18n/useLocale';

/**
 * The company's legal identity, each known part with its name ("Commercial registration
 * No.: …"), for the legal pages (`<LegalIdentity />` in MDX) and the footer. Nothing while
 * every part is still pending. `legal` is the company's; a test passes another.
 */
export function LegalIdentity({ legal }: { legal?: Company['legal'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parts = legalIdentity(legal ?? company(locale).legal);
  if (parts.length === 0) return null;
  return (
    <ul>
      {parts.map(({ part, value }) => (
        <li key={part}>
          {t(`footer.legalIdentity.${part}`)}: {value}
        </li>
      ))}
    </ul>
  );
}
