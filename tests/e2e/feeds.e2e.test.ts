import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newestFirst, publishedPosts } from '../../src/content/blogOrder';
import { riyadhDay } from '../../src/content/schedule';
import { locales } from '../../shared/locales';
import { localeInfo } from '../../src/i18n/localeInfo';
import { feedFormats, feedPath } from '../../src/seo/feedPaths';
import { baseUrl, builtPaths } from './browser';

/** The articles in content/, read from what contentlayer generated for the build. */
const postSchema = z.object({ slug: z.string(), locale: z.enum(locales), date: z.string() });
const folder = '.contentlayer/generated/BlogPost';
const posts = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
  .map((file) => postSchema.parse(JSON.parse(readFileSync(join(folder, file), 'utf8'))));

/** The article slugs a feed must list, newest first: every article published today. */
function publishedSlugs(locale: (typeof locales)[number]): string[] {
  const own = posts.filter((post) => post.locale === locale);
  return newestFirst(publishedPosts(own, riyadhDay(Date.now()))).map((post) => post.slug);
}

/** The slug at the end of an article's address. */
const slugOf = (url: string | undefined) => url?.split('/').at(-1);

/** The structure JSON Feed 1.1 requires (jsonfeed.org/version/1.1), as far as these feeds use it. */
const jsonFeed11 = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  /** The twin feed, as an extension (JSON Feed names no field for it). */
  _translations: z.record(z.string(), z.url()),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  language: z.string(),
  authors: z.array(z.object({ name: z.string() })).min(1),
  items: z.array(
    z.object({
      id: z.string(),
      url: z.url(),
      title: z.string().min(1),
      content_html: z.string().min(1),
      summary: z.string(),
      image: z.url(),
      date_published: z.iso.datetime(),
      authors: z.array(z.object({ name: z.string() })).min(1),
      language: z.string(),
    }),
  ),
});

async function fetched(path: string): Promise<{ type: string | null; body: string }> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return { type: response.headers.get('content-type'), body: await response.text() };
}

describe.each(locales)('the %s insights feeds', (locale) => {
  const { direction, otherLocale } = localeInfo[locale];
  const slugs = publishedSlugs(locale);

  it('Atom: lists every published article in full, in its language, linked to its twin', async () => {
    const feed = parseAtomFeed((await fetched(feedPath('atom', locale))).body);
    expect(feed.xml?.lang).toBe(locale);
    expect(feed.entries?.map((entry) => slugOf(entry.id))).toEqual(slugs);
    const twin = feed.links?.find((link) => link.rel === 'alternate' && link.hreflang);
    expect(twin?.hreflang).toBe(otherLocale);
    expect(twin?.type).toBe(feedFormats.atom.type);
    expect(twin?.href).toMatch(new RegExp(`^https?://[^/]+${feedPath('atom', otherLocale)}$`));
    for (const entry of feed.entries ?? []) {
      const content = entry.content?.value ?? '';
      expect(content.startsWith(`<div dir="${direction}" lang="${locale}">`), entry.id).toBe(true);
      expect(content).toContain('<h2');
      expect(content).not.toMatch(/(?:href|src)="\//);
    }
  });

  it('JSON Feed 1.1: the same articles, the language declared, the twin named', async () => {
    const { body } = await fetched(feedPath('json', locale));
    // The document as written against JSON Feed 1.1's structure; then as a reader parses it.
    const written = jsonFeed11.parse(JSON.parse(body));
    const feed = parseJsonFeed(JSON.parse(body));
    expect(feed.language).toBe(locale);
    expect(feed.items?.map((item) => slugOf(item.url))).toEqual(slugs);
    expect(feed.items?.every((item) => item.language === locale)).toBe(true);
    for (const item of feed.items ?? []) {
      expect(item.content_html?.startsWith(`<div dir="${direction}" lang="${locale}">`)).toBe(true);
    }
    expect(written._translations[otherLocale]).toMatch(
      new RegExp(`${feedPath('json', otherLocale)}$`),
    );
  });
});

describe('feed discovery', () => {
  it('every page names both feeds of its language in its head, titled in it', () => {
    for (const path of builtPaths()) {
      const html = readFileSync(join('dist/site', path, 'index.html'), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(head)?.[1];
      const locale = z.enum(locales).parse(lang);
      for (const format of ['atom', 'json'] as const) {
        const link = new RegExp(
          `<link rel="alternate" type="${feedFormats[format].type.replace('+', '\\+')}" hrefLang="${locale}" title="[^"]+" href="https?://[^"]+${feedPath(format, locale)}"/>`,
          'i',
        );
        expect(head, `${path} ${format}`).toMatch(link);
      }
    }
  });
});

it('the feeds are not empty: at least one article is published in each language', () => {
  for (const locale of locales) expect(publishedSlugs(locale).length).toBeGreaterThan(0);
});
