import { describe, expect, it } from 'vitest';
import ar from '../../scripts/buildStrings/ar.json';
import en from '../../scripts/buildStrings/en.json';
import { sitePages } from '../routing/sitePages';
import { cardKind } from './cardKind';

describe('the kind a social card names', () => {
  it.each([
    ['/', 'home'],
    ['/services', 'services'],
    ['/services/cloud', 'service'],
    ['/case-studies/by-industry/finance', 'caseStudies'],
    ['/case-studies/banking-app', 'caseStudy'],
    ['/insights', 'insights'],
    ['/insights/blog', 'blog'],
    ['/insights/blog/cloud-migration-strategies', 'article'],
    ['/insights/whitepapers', 'whitepapers'],
    ['/insights/events', 'insights'],
    ['/about/team', 'about'],
    ['/privacy', 'legal'],
    ['/search', 'search'],
    ['/a-section-not-listed', 'page'],
  ])('%s is a %s', (path, kind) => {
    expect(cardKind(path)).toBe(kind);
  });

  it('names every canonical page of the site, in both languages', async () => {
    const labels: Record<string, string>[] = [en.socialCard.kinds, ar.socialCard.kinds];
    for (const { path } of (await sitePages()).filter((page) => page.inSitemap)) {
      for (const label of labels) expect(label[cardKind(path)], path).toBeTruthy();
    }
  });
});
