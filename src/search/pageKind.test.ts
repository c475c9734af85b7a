import { describe, expect, it } from 'vitest';
import { pageKind } from './pageKind';

describe('pageKind', () => {
  it.each([
    ['/services/cloud', 'service'],
    ['/solutions/cloud-migration', 'solution'],
    ['/industries/healthcare', 'industry'],
    ['/case-studies/banking-app', 'caseStudy'],
    ['/insights/blog/cloud-migration-strategies', 'article'],
    ['/insights/whitepapers/zero-trust-blueprint', 'whitepaper'],
    ['/insights/events', 'event'],
    ['/insights/webinars', 'webinar'],
  ])('%s is a %s', (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });

  it.each(['/', '/services', '/case-studies', '/case-studies/by-industry/finance', '/about/team'])(
    '%s, a list or a company page, is a page',
    (path) => {
      expect(pageKind(path)).toBe('page');
    },
  );
});
