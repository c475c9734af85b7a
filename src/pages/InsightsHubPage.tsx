import type { BlogPost, Event, Page, Whitepaper } from 'contentlayer/generated';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../components/cards/CardGrid';
import { EntryDate } from '../components/primitives/EntryDate';
import { EntryList } from '../components/cards/EntryList';
import { LinkCard } from '../components/cards/LinkCard';
import { NothingScheduled } from '../sections/NothingScheduled';
import { PostCard } from '../components/cards/PostCard';
import { WhitepaperCover } from '../components/cards/WhitepaperCover';
import { PageHeader } from '../sections/PageHeader';
import { Section } from '../components/primitives/Section';
import type { DocumentData } from '../content/documentData';
import { splitByDate } from '../content/schedule';
import { useToday } from '../content/useToday';
import { NewsletterSection } from '../sections/NewsletterSection';

export interface InsightsHubPageProps {
  page: DocumentData<Page>;
  /** The four latest articles. */
  posts: DocumentData<BlogPost>[];
  whitepapers: DocumentData<Whitepaper>[];
  /** Every event; the hub features the next upcoming one. */
  events: DocumentData<Event>[];
  /** The six Insights sections, each with its page. */
  sections: Pick<DocumentData<Page>, 'slug' | 'title' | 'summary'>[];
}

/**
 * /insights: latest articles, whitepapers, the next upcoming event (or a plain word that
 * none is scheduled), every section, the newsletter. The next event follows the browser's
 * date once hydrated, like the events page.
 */
export function InsightsHubPage({
  page,
  posts,
  whitepapers,
  events,
  sections,
}: InsightsHubPageProps) {
  const { t } = useTranslation();
  const [next] = splitByDate(events, useToday()).upcoming;
  return (
    <>
      <PageHeader kind="listing" title={page.title} summary={page.summary} image={page.image} />
      <Section title={t('blog.latest')}>
        <CardGrid>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </CardGrid>
      </Section>
      <Section title={t('nav.links.whitepapers')}>
        <CardGrid minWidth={20}>
          {whitepapers.map((paper) => (
            <LinkCard
              key={paper.slug}
              title={paper.title}
              summary={paper.description}
              href={`/insights/whitepapers/${paper.slug}`}
              image={paper.cover}
              cover={
                <WhitepaperCover
                  title={paper.title}
                  topic={paper.topic}
                  kicker={`${t('insightsPages.whitepaper')} · ${t(`blogCategories.${paper.topic}`)}`}
                />
              }
              moreLabel={t('pages.learnMore')}
            />
          ))}
        </CardGrid>
      </Section>
      <Section title={t('nav.links.events')}>
        {next ? (
          <EntryList
            items={[
              {
                key: next.slug,
                title: next.title,
                summary: next.summary,
                meta: (
                  <>
                    <EntryDate date={next.date} /> · {next.location}
                  </>
                ),
                action: { label: t('insightsPages.register'), href: '/contact' },
              },
            ]}
          />
        ) : (
          <NothingScheduled
            message={t('insightsPages.noUpcomingEvents')}
            primary={{ label: t('insightsPages.subscribe'), href: '/insights/newsletters' }}
            secondary={{ label: t('nav.contact'), href: '/contact' }}
          />
        )}
      </Section>
      <Section title={t('insightsPages.explore')}>
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
