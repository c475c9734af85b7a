import { describe, expect, it } from 'vitest';
import { contentTypes } from '../content/schema/contentTypes';
import { sitePages } from '../routing/sitePages';
import { readSources } from '../../tooling/contentCheck/sources';
import { pagePath } from './pagePaths';

describe('the page "View Live" opens', () => {
  it('is a page the build prerenders, for every document in content/', async () => {
    const pages = new Set((await sitePages()).map((page) => page.path));
    const { sources, shared } = readSources('content', contentTypes);
    const documents = [
      ...new Set([...shared, ...sources].map((s) => `${s.type.folder}/${s.slug}`)),
    ];
    const missing = documents.filter((document) => {
      const slash = document.lastIndexOf('/');
      const path = pagePath(document.slice(0, slash), document.slice(slash + 1));
      return path === undefined || !pages.has(path);
    });
    expect(missing).toEqual([]);
  });
});
