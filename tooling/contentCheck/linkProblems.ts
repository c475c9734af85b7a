import { readBody } from './mdxBody';
import { fieldPath, type Problem } from './problem';
import type { Source } from './sources';
import { roledValues } from './walkFields';

/** The page part of a link: `/services/cloud#pricing` → `/services/cloud`. */
const pageOf = (href: string) => href.split(/[#?]/)[0] ?? href;

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
  const paths = new Set([
    ...englishPaths,
    ...[...englishPaths].map((path) => (path === '/' ? '/ar' : `/ar${path}`)),
  ]);
  return sources.flatMap((source) => {
    const inFields = roledValues(source.data, source.type.fields)
      .filter(({ role, value }) => role.internalLink && typeof value === 'string')
      .flatMap(({ path, value }): Problem[] => {
        const href = String(value);
        const where = { file: source.file, line: source.lineOf(path), field: fieldPath(path) };
        if (/^\/ar(\/|$|#)/.test(href)) {
          return [
            {
              ...where,
              message: `write the English address (${href.replace(/^\/ar/, '') || '/'}): the site adds /ar on Arabic pages itself.`,
            },
          ];
        }
        return englishPaths.has(pageOf(href)) ? [] : [{ ...where, message: unknownPage(href) }];
      });
    const body = source.type.format === 'mdx' ? readBody(source) : undefined;
    const inText =
      body && !('message' in body)
        ? body.links
            .filter(({ value }) => value.startsWith('/') && !paths.has(pageOf(value)))
            .map(({ value, line }) => ({ file: source.file, line, message: unknownPage(value) }))
        : [];
    return [...inFields, ...inText];
  });
}
