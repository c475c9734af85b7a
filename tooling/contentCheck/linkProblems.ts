import { readBody } from './mdxBody';
import { fieldPath, type Problem } from './problem';
import { englishPage, isInternal, linkIn, linkLocale } from './siteLink';
import type { Source } from './sources';
import { roledValues } from './walkFields';

function unknownPage(href: string): string {
  return `the link ${href} leads to no page of the site. Check the spelling against the address bar of the page you mean (docs/editing-content.md lists the pages).`;
}

/**
 * Every internal link leads to a page. Links in fields are written once, without /ar (the
 * site adds it on Arabic pages); links in MDX text carry the language of their text.
 */
export function linkProblems(
  sources: readonly Source[],
  englishPaths: ReadonlySet<string>,
): Problem[] {
  return sources.flatMap((source) => {
    const inFields = roledValues(source.data, source.type.fields)
      .filter(({ role, value }) => role.internalLink && typeof value === 'string')
      .flatMap(({ path, value }): Problem[] => {
        const href = String(value);
        const where = { file: source.file, line: source.lineOf(path), field: fieldPath(path) };
        if (linkLocale(href) !== 'en') {
          return [
            {
              ...where,
              message: `write the English address (${linkIn(href, 'en')}): the site adds /ar on Arabic pages itself.`,
            },
          ];
        }
        return englishPaths.has(englishPage(href))
          ? []
          : [{ ...where, message: unknownPage(href) }];
      });
    const body = source.type.format === 'mdx' ? readBody(source) : undefined;
    const inText =
      body && !('message' in body)
        ? body.links
            .filter(({ value }) => isInternal(value) && !englishPaths.has(englishPage(value)))
            .map(({ value, line }) => ({ file: source.file, line, message: unknownPage(value) }))
        : [];
    return [...inFields, ...inText];
  });
}
