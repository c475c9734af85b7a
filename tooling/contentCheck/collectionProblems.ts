import { localeInfo } from '../../src/i18n/localeInfo';
import { featuredSolutions, solution } from '../../src/content/schema/solution';
import { fieldPath, type Problem } from './problem';
import { contentFileName, type Source } from './sources';
import { didYouMean } from './wording';
import { roledValues } from './walkFields';

/** `[a-zA-Z]` or digits in a run of text count as a word, in either language. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function lengthProblems(sources: readonly Source[]): Problem[] {
  return sources.flatMap((source) => {
    if (source.locale === undefined) return [];
    const minWords = source.type.minWords?.[source.locale];
    const words = wordCount(source.body);
    if (minWords === undefined || words >= minWords) return [];
    return [
      {
        file: source.file,
        message: `the text below the front matter has ${words} words; an ${localeInfo[source.locale].englishName} text needs at least ${minWords}. Write more, or keep it as a draft outside content/.`,
      },
    ];
  });
}

/** The slugs of the files in `folder` of content/, readable or not. */
function slugsIn(files: readonly string[], folder: string): string[] {
  const prefix = `content/${folder}/`;
  return [
    ...new Set(
      files.flatMap((file) => {
        const name = file.startsWith(prefix) ? file.slice(prefix.length) : '';
        const slug = contentFileName.exec(name)?.groups?.slug;
        return slug ? [slug] : [];
      }),
    ),
  ];
}

/** Names of other documents (a testimonial's slug, say) must name a file that exists. */
function referenceProblems(sources: readonly Source[], files: readonly string[]): Problem[] {
  return sources.flatMap((source) =>
    roledValues(source.data, source.type.fields).flatMap(({ path, value, role }): Problem[] => {
      if (role.references === undefined || typeof value !== 'string') return [];
      const slugs = slugsIn(files, role.references);
      if (slugs.includes(value)) return [];
      return [
        {
          file: source.file,
          line: source.lineOf(path),
          field: fieldPath(path),
          message: `names "${value}", but content/${role.references} has no ${value}.en and ${value}.ar file.${didYouMean(value, slugs)} Write the slug of one of its files (the name before .en or .ar).`,
        },
      ];
    }),
  );
}

function featuredProblems(sources: readonly Source[], files: readonly string[]): Problem[] {
  const english = sources.filter((source) => source.type === solution && source.locale === 'en');
  // The count is only known once every solution can be read.
  const readable = sources.filter((source) => source.type === solution).length;
  const written = files.filter((file) => file.startsWith(`content/${solution.folder}/`)).length;
  if (readable !== written) return [];
  const featured = english.filter((source) =>
    roledValues(source.data, solution.fields).some(
      ({ path, value }) => fieldPath(path) === 'featured' && value === true,
    ),
  );
  if (english.length === 0 || featured.length === featuredSolutions) return [];
  return [
    {
      file: `content/${solution.folder}`,
      message: `${featured.length} solutions say featured: true (${featured.map((source) => source.slug).join(', ') || 'none'}); the Solution Hub leads with exactly ${featuredSolutions}. Set featured: true on ${featuredSolutions} solutions, in both languages, and false or nothing on the others.`,
    },
  ];
}

/**
 * Search results show a document page's title and description: two pages of one kind and
 * language that say the same (a copied article, say) would be told apart by nobody.
 */
function headTextProblems(sources: readonly Source[]): Problem[] {
  const firstSaid = new Map<string, Source>();
  return sources.flatMap((source) =>
    roledValues(source.data, source.type.fields).flatMap(({ path, value, role }): Problem[] => {
      if (!role.headText || typeof value !== 'string') return [];
      const field = fieldPath(path);
      const key = [source.type.name, source.locale, field, value.trim()].join('\n');
      const first = firstSaid.get(key);
      if (first === undefined) {
        firstSaid.set(key, source);
        return [];
      }
      return [
        {
          file: source.file,
          line: source.lineOf(path),
          field,
          message: `says the same as the ${field} of ${first.file}. Search results show it for this page, so each page needs its own: write one for this document.`,
        },
      ];
    }),
  );
}

/**
 * Rules that look at more than one field or file, over the documents that can be read
 * (`sources`); `files` names every file of content/, including those with problems.
 */
export function collectionProblems(
  sources: readonly Source[],
  files: readonly string[] = sources.map((source) => source.file),
): Problem[] {
  return [
    ...lengthProblems(sources),
    ...referenceProblems(sources, files),
    ...featuredProblems(sources, files),
    ...headTextProblems(sources),
  ];
}
