import { useTranslation } from 'react-i18next';
import { Section } from '../components/primitives/Section';
import { NewsletterForm } from '../forms/NewsletterForm';

/** The newsletter box of the Insights hub (name and e-mail) and the blog (e-mail only). */
export function NewsletterSection({ withName = false }: { withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Section title={t('forms.newsletterHeading')} summary={t('forms.newsletterSummary')}>
      <NewsletterForm withName={withName} />
    </Section>
  );
}
