// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudies, services } from '../content/collections';
import { locales } from '../../shared/locales';
import { loadInterfaceStrings } from '../i18n/i18n';
import { localizePath } from '../i18n/localePath';
import { expectEngagement, headlineOf } from '../testing/expectEngagement';
import { renderInRouter } from '../testing/renderInRouter';
import { ServicePage } from './ServicePage';

const slugs = await services.loadSlugs('en');
const pages = locales.flatMap((locale) => slugs.map((slug) => [slug, locale] as const));

describe('a service page', () => {
  it.each(pages)(
    '%s (%s) leads with its outcome, shows its process, case study and questions, and closes naming the service',
    async (slug, locale) => {
      const { t } = await loadInterfaceStrings(locale);
      const service = await services.load(slug, locale);
      const study = await caseStudies.load(service.engagement.caseStudy, locale);
      await renderInRouter(
        <ServicePage service={service} study={study} />,
        localizePath(`/services/${slug}`, locale),
      );

      const hero = screen.getByRole('banner');
      expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(service.title);
      expect(within(hero).getByText(headlineOf(study, locale).value)).toBeInTheDocument();
      await expectEngagement(service.engagement, study, locale, t);
      expect(
        screen.getByRole('heading', {
          level: 2,
          name: t('pages.serviceCtaTitle', { service: service.title }),
        }),
      ).toBeInTheDocument();
    },
    // The first page waits for the collections and the interface strings to load.
    30_000,
  );
});
