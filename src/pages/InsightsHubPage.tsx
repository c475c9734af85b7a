import type { BlogPost, Event, Page, Whitepaper } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { EntryList } from '../components/EntryList';
import { CardGrid } from '../components/CardGrid';
import { LinkCard } from '../components/LinkCard';
import { PostCard } from '../components/PostCard';
import { PageHeader } from '../components/PageHeader';
import { Section } from '../components/Section';
import type { DocumentData } from '../content/collection';
import { formatDate } from '../i18n/intlLocale';
import { useLocale } from '../i18n/useLocale';
import { NewsletterSection } from '../sections/NewsletterSection';

export interface InsightsHubPageProps {
  page: DocumentData<Page>;
  /** The four latest articles. */
  posts: DocumentData<BlogPost>[];
  whitepapers: DocumentData<Whitepaper>[];
  event: DocumentData<Event>;
  /** The six Insights sections, each with its page. */
  sections: Pick<DocumentData<Page>, 'slug' | 'title' | 'summary'>[];
}

/** /insights: latest articles, whitepapers, the next event, every section, the newsletter. */
export function InsightsHubPage({
  page,
  posts,
  whitepapers,
  event,
  sections,
}: InsightsHubPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={page.title} summary={page.summary} image={page.image} />
      <Section title={t('blog.latest')}>
        <CardGrid>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </CardGrid>
      </Section>
      <Section title={t('nav.links.whitepapers')} tinted>
        <CardGrid minWidth={20}>
          {whitepapers.map((paper) => (
            <LinkCard
              key={paper.slug}
              title={paper.title}
              summary={paper.description}
              href={`/insights/whitepapers/${paper.slug}`}
              moreLabel={t('pages.learnMore')}
            />
          ))}
        </CardGrid>
      </Section>
      <Section title={t('nav.links.events')}>
        <EntryList
          items={[
            {
              key: event.slug,
              title: event.title,
              summary: event.summary,
              meta: `${formatDate(event.date, locale)} · ${event.location}`,
              action: { label: t('insightsPages.register'), href: '/contact' },
            },
          ]}
        />
      </Section>
      <Section title={t('insightsPages.explore')} tinted>
        <CardGrid>
          {sections.map((section) => (
            <LinkCard
              key={section.slug}
              title={section.title}
              summary={section.summary}
              href={`/insights/${section.slug}`}
              moreLabel={t('pages.learnMore')}
            />
          ))}
        </CardGrid>
      </Section>
      <NewsletterSection withName />
    </>
  );
}
