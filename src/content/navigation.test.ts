import { describe, expect, it } from 'vitest';
import { caseStudies } from './collections';
import { megaMenu } from './navigation';

describe('the mega-menu', () => {
  it('features, in every section, a case study that exists', () => {
    for (const section of megaMenu) {
      expect(caseStudies.slugs, section.id).toContain(section.featuredStory);
    }
  });

  it('features a different story in each section', () => {
    const stories = megaMenu.map((section) => section.featuredStory);
    expect(new Set(stories).size).toBe(stories.length);
  });
});
