import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { escapeAttribute } from 'entities/escape';
import { Feed } from 'feed';
import { z } from 'zod';
import { newestFirst, publishedPosts } from '../src/content/blogOrder';
import { locales, type Locale } from '../shared/locales';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import { localeInfo } from '../src/i18n/localeInfo';
import { localizePath } from '../src/i18n/localePath';
import { feedFormats, feedPath } from '../src/seo/feedPaths';
import { socialCardPath } from '../src/seo/socialCard';
import { articleBodyHtml } from './articleBodyHtml';
import arBuild from './buildStrings/ar.json';
import enBuild from './buildStrings/en.json';

const interfaceStrings = { en, ar };
const buildStrings = { en: enBuild, ar: arBuild };

const postSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  locale: z.enum(locales),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  author: z.string(),
  date: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }),
});

type Post = z.infer<typeof postSchema>;

const companySchema = z.object({ name: z.string() });

/** What `feed` writes as JSON Feed 1.0, read back to be written as 1.1. */
const jsonFeedSchema = z.looseObject({
  version: z.string(),
  author: z.object({ name: z.string(), url: z.string() }),
  items: z.array(
    z.looseObject({
      id: z.string(),
      author: z.object({ name: z.string() }),
    }),
  ),
});

function readPosts(): Post[] {
  const folder = '.contentlayer/generated/BlogPost';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json') && !file.startsWith('_'))
    .map((file) => postSchema.parse(JSON.parse(readFileSync(join(folder, file), 'utf8'))));
}

function siteName(locale: Locale): string {
  const file = `.contentlayer/generated/Company/site__company.${locale}.yaml.json`;
  return companySchema.parse(JSON.parse(readFileSync(file, 'utf8'))).name;
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * The two things `feed` does not write: Atom's language (`xml:lang` on the root, which it
 * has no option for) and the link to the twin feed in the other language.
 */
function withLanguageAndTwin(atom: string, locale: Locale, twin: { href: string; title: string }) {
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!atom.includes(root)) throw new Error('feed wrote an Atom root this step does not know');
  const { otherLocale } = localeInfo[locale];
  const twinLink = `<link rel="alternate" type="${feedFormats.atom.type}" hreflang="${otherLocale}" title="${escapeAttribute(twin.title)}" href="${escapeAttribute(twin.href)}"/>`;
  return atom.replace(
    root,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">\n    ${twinLink}`,
  );
}

/**
 * JSON Feed 1.1 from what `feed` writes (1.0): the language, `authors` in place of the
 * deprecated `author`, each article's picture, and the twin feed as an extension (JSON Feed
 * has no field for it; extensions start with an underscore).
 */
function asJsonFeed11(json: string, locale: Locale, images: Map<string, string>, twin: string) {
  const { version: _version, author, items, ...feed } = jsonFeedSchema.parse(JSON.parse(json));
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      ...feed,
      language: locale,
      authors: [author],
      _translations: { [localeInfo[locale].otherLocale]: twin },
      items: items.map(({ author: itemAuthor, ...item }) => ({
        ...item,
        image: images.get(item.id),
        authors: [itemAuthor],
        language: locale,
      })),
    },
    null,
    2,
  );
}

export interface FeedOptions {
  siteDir: string;
  siteUrl: string;
  /** The build's day in Riyadh: articles dated later are not on the site yet. */
  today: string;
}

/**
 * The insights feeds: every published article, newest first, in full, as Atom and JSON Feed
 * 1.1 for each language (/insights/feed.xml, /insights/feed.json, /ar/insights/…). Events
 * and webinars stay out: they have no page of their own to link to and no text beyond their
 * card, and a feed entry for a date that passes would stay in readers after it is over.
 * Returns the number of entries written, over both languages.
 */
export async function writeFeeds({ siteDir, siteUrl, today }: FeedOptions): Promise<number> {
  const absoluteUrl = (path: string) => `${siteUrl}${path}`;
  const allPosts = readPosts();
  let count = 0;
  for (const locale of locales) {
    const categories: Record<string, string> = interfaceStrings[locale].blogCategories;
    const { feeds } = buildStrings[locale];
    const { direction, otherLocale } = localeInfo[locale];
    const site = siteName(locale);
    const posts = newestFirst(
      publishedPosts(
        allPosts.filter((post) => post.locale === locale),
        today,
      ),
    );
    const blog = absoluteUrl(localizePath('/insights/blog', locale));
    const fill = (text: string) => text.replaceAll('{{site}}', site);
    const [newest] = posts;
    const feed = new Feed({
      id: blog,
      link: blog,
      title: fill(feeds.title),
      description: feeds.description,
      language: locale,
      updated: newest ? new Date(newest.date) : new Date(today),
      generator: false,
      image: absoluteUrl(socialCardPath(localizePath('/insights/blog', locale))),
      favicon: absoluteUrl('/favicon.svg'),
      author: { name: site, link: absoluteUrl(localizePath('/', locale)) },
      feedLinks: {
        atom: absoluteUrl(feedPath('atom', locale)),
        json: absoluteUrl(feedPath('json', locale)),
      },
    });
    const images = new Map<string, string>();
    for (const post of posts) {
      const url = absoluteUrl(localizePath(`/insights/blog/${post.slug}`, locale));
      const image = absoluteUrl(post.image.src);
      images.set(url, image);
      const body = await articleBodyHtml(post._id, locale, absoluteUrl);
      const category = categories[post.category];
      if (category === undefined) throw new Error(`${post._id}: no name for ${post.category}`);
      feed.addItem({
        id: url,
        link: url,
        title: post.title,
        description: post.excerpt,
        // The language's direction on the content's root, so a reader lays Arabic out right
        // to left whatever its own page is.
        content: `<div dir="${direction}" lang="${locale}"><p><img src="${escapeAttribute(image)}" alt="${escapeAttribute(post.image.alt)}"></p>${body}</div>`,
        date: new Date(post.date),
        published: new Date(post.date),
        author: [{ name: post.author }],
        category: [{ name: category, term: post.category }],
      });
    }
    const twinTitle = fill(feeds.twin);
    write(
      join(siteDir, feedPath('atom', locale)),
      withLanguageAndTwin(feed.atom1(), locale, {
        href: absoluteUrl(feedPath('atom', otherLocale)),
        title: twinTitle,
      }),
    );
    write(
      join(siteDir, feedPath('json', locale)),
      asJsonFeed11(feed.json1(), locale, images, absoluteUrl(feedPath('json', otherLocale))),
    );
    count += posts.length;
  }
  return count;
}
