import { proseComponentNames } from '../../src/content/vocabulary';
import { readBody, type Body } from './mdxBody';
import type { Problem } from './problem';
import { isInternal, isRelative, linkIn, linkLocale } from './siteLink';
import type { Source } from './sources';
import { didYouMean, quotedList } from './wording';

function componentProblems(source: Source, body: Body): Problem[] {
  const known: readonly string[] = proseComponentNames;
  return body.components
    .filter(({ value }) => !known.includes(value))
    .map(({ value, line }) => ({
      file: source.file,
      line,
      message: `<${value} /> is not a component the site knows.${didYouMean(value, known)} The components are: ${quotedList(known.map((name) => `<${name} />`))}.`,
    }));
}

/** Arabic text links to Arabic pages (/ar/...), English text to English ones. */
function languageProblems(source: Source, body: Body): Problem[] {
  const { locale } = source;
  if (!locale) return [];
  const language = locale === 'ar' ? 'Arabic' : 'English';
  return body.links.flatMap(({ value, line }): Problem[] => {
    if (isRelative(value)) {
      return [
        {
          file: source.file,
          line,
          message: `the link ${value} does not start with /. Write the page's whole path, such as ${linkIn('/services', locale)}.`,
        },
      ];
    }
    if (!isInternal(value) || linkLocale(value) === locale) return [];
    return [
      {
        file: source.file,
        line,
        message: `the link ${value} leads to a page in the other language. In ${language} text write ${linkIn(value, locale)}.`,
      },
    ];
  });
}

/** The pages a text links to, in English, so the two twins can be compared. */
function internalTargets(body: Body): string[] {
  return body.links
    .map(({ value }) => value)
    .filter(isInternal)
    .map((href) => linkIn(href, 'en'))
    .sort();
}

/** Both texts of a document link to the same pages, so no reader misses one. */
function twinLinkProblems(english: Source, englishBody: Body, arabic: Source, arabicBody: Body) {
  const inEnglish = internalTargets(englishBody);
  const inArabic = internalTargets(arabicBody);
  const missing = (from: string[], other: string[]) => {
    const left = [...other];
    return from.filter((href) => {
      const at = left.indexOf(href);
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    });
  };
  return [
    ...missing(inEnglish, inArabic).map((href) => ({
      file: arabic.file,
      message: `${english.file} links to ${href}, but this text does not. Both languages link to the same pages: add the link (as ${linkIn(href, 'ar')}) or remove it from both.`,
    })),
    ...missing(inArabic, inEnglish).map((href) => ({
      file: english.file,
      message: `${arabic.file} links to ${linkIn(href, 'ar')}, but this text does not. Both languages link to the same pages: add the link (as ${href}) or remove it from both.`,
    })),
  ];
}

/** MDX text: readable, only known components, links in the page's language and in both twins. */
export function mdxProblems(sources: readonly Source[]): Problem[] {
  const bodies = new Map<Source, Body>();
  const problems: Problem[] = [];
  for (const source of sources.filter((candidate) => candidate.type.format === 'mdx')) {
    const body = readBody(source);
    if ('message' in body) {
      problems.push(body);
      continue;
    }
    bodies.set(source, body);
    problems.push(...componentProblems(source, body), ...languageProblems(source, body));
  }
  for (const [english, englishBody] of bodies) {
    if (english.locale !== 'en') continue;
    const twin = [...bodies].find(
      ([arabic]) =>
        arabic.locale === 'ar' && arabic.type === english.type && arabic.slug === english.slug,
    );
    if (twin) problems.push(...twinLinkProblems(english, englishBody, ...twin));
  }
  return problems;
}
