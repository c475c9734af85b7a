import { beforeAll, describe, expect, it } from 'vitest';
import { caseStudies } from '../content/collections';
import { company, loadCompany } from '../content/company';
import { loadInterfaceStrings } from '../i18n/i18n';
import { pageHead, type PageDescription } from './pageHead';
import { siteUrl } from './siteUrl';

beforeAll(async () => {
  await Promise.all([loadCompany('en'), loadCompany('ar')]);
});

const [english, arabic] = await Promise.all([
  loadInterfaceStrings('en'),
  loadInterfaceStrings('ar'),
]);
/** The study /case-study/4 duplicates, whose title its alias page carries. */
const bankingApp = await caseStudies.load('banking-app', 'en');

/** The head of a page at `pathname` whose loader gave `page`. */
function headOf(pathname: string, page: PageDescription) {
  return pageHead({ loaderData: page, match: { pathname } }, (data) => data);
}

function byKey(head: ReturnType<typeof headOf>) {
  const meta = Object.fromEntries(
    (head.meta ?? []).map((tag) =>
      'title' in tag ? ['title', tag.title] : [tag.name ?? tag.property, tag.content],
    ),
  );
  const links = Object.fromEntries(
    (head.links ?? []).map((link) => [
      link.rel !== 'alternate'
        ? link.rel
        : 'type' in link && typeof link.type === 'string'
          ? `feed:${link.type}:${link.hrefLang}`
          : `alternate:${link.hrefLang}`,
      link.href,
    ]),
  );
  return { meta, links };
}

describe('page head tags', () => {
  it('gives an English page its canonical, reciprocal alternates and Open Graph locale', () => {
    const { meta, links } = byKey(
      headOf('/services', { title: 'Our Services', description: 'What we do.' }),
    );
    expect(meta.title).toBe(`Our Services | ${company('en').name}`);
    expect(meta.description).toBe('What we do.');
    expect(meta['og:locale']).toBe('en_US');
    expect(meta['og:locale:alternate']).toBe('ar_SA');
    expect(links).toEqual({
      canonical: `${siteUrl}/services`,
      'alternate:en': `${siteUrl}/services`,
      'alternate:ar': `${siteUrl}/ar/services`,
      'alternate:x-default': `${siteUrl}/services`,
      'feed:application/atom+xml:en': `${siteUrl}/insights/feed.xml`,
      'feed:application/feed+json:en': `${siteUrl}/insights/feed.json`,
    });
  });

  it('gives the Arabic twin the same alternates and its own canonical', () => {
    const { meta, links } = byKey(
      headOf('/ar/services', { title: 'خدماتنا', description: 'ما نقدمه.' }),
    );
    expect(meta.title).toBe(`خدماتنا | ${company('ar').name}`);
    expect(meta['og:locale']).toBe('ar_SA');
    expect(links.canonical).toBe(`${siteUrl}/ar/services`);
    expect(links['alternate:en']).toBe(`${siteUrl}/services`);
    expect(links['alternate:ar']).toBe(`${siteUrl}/ar/services`);
    expect(links['feed:application/atom+xml:ar']).toBe(`${siteUrl}/ar/insights/feed.xml`);
    expect(links['feed:application/feed+json:ar']).toBe(`${siteUrl}/ar/insights/feed.json`);
  });

  it("gives each page its own social card, described in the page's language", () => {
    const englishMeta = byKey(headOf('/services/cloud', { title: 'Cloud', description: 'x' })).meta;
    const arabicMeta = byKey(
      headOf('/ar/services/cloud', { title: 'السحابة', description: 'x' }),
    ).meta;
    expect(englishMeta['og:image']).toBe(`${siteUrl}/social-cards/services/cloud.png`);
    expect(arabicMeta['og:image']).toBe(`${siteUrl}/social-cards/ar/services/cloud.png`);
    for (const meta of [englishMeta, arabicMeta]) {
      expect(meta['og:image:width']).toBe('1200');
      expect(meta['og:image:height']).toBe('630');
      expect(meta['twitter:image']).toBe(meta['og:image']);
      expect(meta['twitter:image:alt']).toBe(meta['og:image:alt']);
    }
    expect(englishMeta['og:image:alt']).toBe(
      english.t('socialCard.alt', { title: 'Cloud', site: company('en').name }),
    );
    expect(arabicMeta['og:image:alt']).toBe(
      arabic.t('socialCard.alt', { title: 'السحابة', site: company('ar').name }),
    );
  });

  it('gives an alias the card of the page it duplicates', () => {
    const { meta } = byKey(
      headOf('/case-study/4', {
        title: bankingApp.title,
        description: 'x',
        canonicalPath: '/case-studies/banking-app',
      }),
    );
    expect(meta['og:image']).toBe(`${siteUrl}/social-cards/case-studies/banking-app.png`);
    expect(meta['og:image:alt']).toContain(bankingApp.title);
  });

  it('points an alias at the page it duplicates', () => {
    const { links } = byKey(
      headOf('/ar/case-study/4', {
        title: bankingApp.title,
        description: 'A study.',
        canonicalPath: '/case-studies/banking-app',
      }),
    );
    expect(links.canonical).toBe(`${siteUrl}/ar/case-studies/banking-app`);
    expect(links['alternate:en']).toBe(`${siteUrl}/case-studies/banking-app`);
  });

  it('puts the company name first on the home page and carries JSON-LD when given', () => {
    const head = headOf('/', {
      title: 'IT Solutions',
      description: 'Home.',
      structuredData: { '@type': 'ProfessionalService' },
    });
    expect(byKey(head).meta.title).toBe(`${company('en').name} | IT Solutions`);
    expect(head.scripts).toEqual([
      { type: 'application/ld+json', children: '{"@type":"ProfessionalService"}' },
    ]);
  });

  it('describes the page in the language of its path', () => {
    const head = pageHead(
      { loaderData: 'خدماتنا', match: { pathname: '/ar/services' } },
      (title, locale) => ({
        title,
        description: locale,
      }),
    );
    expect(byKey(head).meta.description).toBe('ar');
  });

  it('leaves the head to the error or not-found page when the data did not load', () => {
    expect(
      pageHead({ match: { pathname: '/services' } }, () => ({ title: 'x', description: 'y' })),
    ).toEqual({});
  });
});
