import type { NewslettersPage as NewslettersDocument } from 'contentlayer/generated';
import { ButtonLink } from '../components/primitives/ButtonLink';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { NewsletterForm } from '../forms/NewsletterForm';

/**
 * The newsletters on offer and the sign-up that sends the visitor's choice: the same
 * newsletter form as the blog's and the hub's, with a box for each newsletter.
 */
export function NewslettersPage({ page }: { page: DocumentData<NewslettersDocument> }) {
  return (
    <>
      <PageHeader
        kind="listing"
        title={page.title}
        summary={page.summary}
        image={page.image}
        actions={
          <ButtonLink to={page.subscribeAction.href}>{page.subscribeAction.label}</ButtonLink>
        }
      />
      <Section title={page.subscribe.title} summary={page.subscribe.summary}>
        <NewsletterForm choices={{ legend: page.options.title, options: page.options.items }} />
      </Section>
    </>
  );
}
