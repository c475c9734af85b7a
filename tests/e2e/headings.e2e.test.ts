import { describe } from 'vitest';
import { sitePages } from '../../src/routing/sitePages';
import { locales } from '../../shared/locales';
import { localizePath } from '../../src/i18n/localePath';
import { pageTest } from './browser';

/** A heading's words, lower-cased, without punctuation: "Industries We Serve" → industries, we, serve. */
const wordsOf = (text: string) =>
  new Set(
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== ''),
  );

/**
 * Whether the h2 says nothing the h1 has not said: every one of its words is in the h1
 * ("Whitepapers" under "Whitepapers", "Industries" under "Industries We Serve"). "Upcoming
 * events" under "Events" names a part of the page and passes.
 */
function repeats(h1: string, h2: string): boolean {
  const said = wordsOf(h1);
  const words = [...wordsOf(h2)];
  return words.length > 0 && words.every((word) => said.has(word));
}

const paths = (await sitePages()).flatMap(({ path }) =>
  locales.map((locale) => localizePath(path, locale)),
);

describe('no page opens its content with an h2 that repeats its h1', () => {
  pageTest.concurrent.for(paths)('%s', async (path, { open, expect }) => {
    // The headings as prerendered: what a crawler and a screen reader meet first.
    const { page } = await open(path, { javaScript: false });
    const text = (selector: string) =>
      page.$eval(selector, (heading) => heading.textContent.trim()).catch(() => '');
    const h1 = await text('main h1');
    const h2 = await text('main h2');
    expect(h1).not.toBe('');
    expect(repeats(h1, h2), `h1 "${h1}", first h2 "${h2}"`).toBe(false);
  });
});
