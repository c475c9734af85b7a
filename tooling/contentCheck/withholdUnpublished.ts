import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isPublished, riyadhDay } from '../../src/content/schedule';

/** What this step reads of a generated article: its path inside content/ and its date. */
const generatedArticle = z.looseObject({ _id: z.string(), date: z.string() });

export interface GeneratedFolders {
  /** contentlayer's output, `.contentlayer/generated`. */
  generated: string;
  /** The documents with the facts written in, which the MDX bodies are compiled from. */
  resolved: string;
}

/**
 * Takes the articles dated after the build's day out of the generated content, before the
 * site is bundled: the site's globs bundle every file they find, so an article only filtered
 * out by the loaders would still ship its title, excerpt, picture and body in chunks anyone
 * can download. The article was checked like every other document first, and links to it
 * were reported as leading to no page (sitePages() leaves it out on the same day). Only the
 * build calls it, with its day: `npm run content` and the dev server withhold nothing, so
 * editors preview a scheduled article before its day. Returns the withheld documents' paths
 * inside content/.
 */
export function withholdUnpublished(
  buildDate: string | undefined,
  folders: GeneratedFolders,
): string[] {
  if (!buildDate) return [];
  const today = riyadhDay(new Date(buildDate));
  const articles = join(folders.generated, 'BlogPost');
  if (!existsSync(articles)) return [];
  const withheld: string[] = [];
  for (const name of readdirSync(articles)) {
    if (name.startsWith('_')) continue;
    const file = join(articles, name);
    const article = generatedArticle.parse(JSON.parse(readFileSync(file, 'utf8')));
    if (isPublished(article.date, today)) continue;
    rmSync(file);
    rmSync(join(folders.resolved, article._id), { force: true });
    withheld.push(article._id);
  }
  if (withheld.length === 0) return withheld;
  // contentlayer's own list of every article names them too; the site does not read it,
  // but no generated file should keep what the build withholds.
  const listFile = join(articles, '_index.json');
  const list = z.array(generatedArticle).parse(JSON.parse(readFileSync(listFile, 'utf8')));
  const kept = list.filter((article) => !withheld.includes(article._id));
  writeFileSync(listFile, JSON.stringify(kept, null, 2));
  writeFileSync(
    join(articles, '_index.mjs'),
    "export { default as allBlogPosts } from './_index.json' with { type: 'json' }\n",
  );
  return withheld;
}
