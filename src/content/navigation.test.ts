import { describe, expect, it } from 'vitest';
import { blogPosts, caseStudies, menus, services } from './collections';
import { menuSectionIds, menuSections } from './navigation';
import { locales } from '../../shared/locales';

describe.each(locales)('the main menu (%s)', (locale) => {
  const sections = async () => menuSections(await menus.load('menu', locale));

  it('has its six sections in the order of the buttons', async () => {
    expect((await sections()).map((section) => section.id)).toEqual([...menuSectionIds]);
  });

  it('lists every service under Services', async () => {
    const [servicesSection] = await sections();
    expect(servicesSection?.links.map((link) => link.href).sort()).toEqual(
      (await services.loadSlugs(locale)).map((slug) => `/services/${slug}`).sort(),
    );
  });

  it('features, where a section features anything, a document that exists and fits', async () => {
    const featured = (await sections()).flatMap((section) =>
      section.featured ? [{ ...section.featured, section }] : [],
    );
    for (const { kind, slug, section } of featured) {
      const collection = kind === 'story' ? caseStudies : blogPosts;
      expect(await collection.loadSlugs(locale), section.id).toContain(slug);
      // Not one of the section's own links: a feature adds a story, it never repeats one.
      expect(
        section.links.map((link) => link.href),
        section.id,
      ).not.toContain(kind === 'story' ? `/case-studies/${slug}` : `/insights/blog/${slug}`);
    }
    expect(featured.find((feature) => feature.section.id === 'insights')?.kind).toBe('article');
    expect(featured.some((feature) => feature.section.id === 'company')).toBe(false);
  });

  it('features a different story in each section', async () => {
    const stories = (await sections()).flatMap((section) =>
      section.featured ? [section.featured.slug] : [],
    );
    expect(new Set(stories).size).toBe(stories.length);
  });
});
