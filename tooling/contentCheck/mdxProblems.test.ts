import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { mdxProblems } from './mdxProblems';
import { formatProblem } from './problem';
import { readSource, type Source } from './sources';

const frontMatter = 'title: Terms\ndescription: The terms.\nupdated: 2025-01-01';

function legal(locale: 'en' | 'ar', text: string): Source {
  const read = readSource(
    `content/legal/terms.${locale}.mdx`,
    `legal/terms.${locale}.mdx`,
    `---\n${frontMatter}\n---\n\n${text}\n`,
    contentTypes,
  );
  if (!read.source) throw new Error(read.problems.map(formatProblem).join(' '));
  return read.source;
}

const problemsOf = (english: string, arabic: string) =>
  mdxProblems([legal('en', english), legal('ar', arabic)]).map((problem) => problem.message);

describe('links in MDX text', () => {
  it('accepts each language linking to its own pages, parts and queries included', () => {
    expect(
      problemsOf(
        '[Home](/#top), [services](/services?tab=cloud) and <a href={"/contact"}>us</a>.',
        '[الرئيسية](/ar#top)، [الخدمات](/ar/services?tab=cloud) و<a href={"/ar/contact"}>نحن</a>.',
      ),
    ).toEqual([]);
  });

  it('tells Arabic text to add /ar, keeping the part of the page', () => {
    expect(problemsOf('[Home](/#top)', '[الرئيسية](/#top)')).toEqual([
      'the link /#top leads to a page in the other language. In Arabic text write /ar#top.',
    ]);
  });

  it('tells English text to drop /ar, also from a link in a component', () => {
    expect(problemsOf('<a href={"/ar/contact"}>us</a>', '<a href="/ar/contact">نحن</a>')).toEqual([
      'the link /ar/contact leads to a page in the other language. In English text write /contact.',
    ]);
  });

  it('refuses a relative link, which would resolve against the article', () => {
    expect(problemsOf('[Cloud](services/cloud)', '[السحابة](/ar/services/cloud)')).toContain(
      "the link services/cloud does not start with /. Write the page's whole path, such as /services.",
    );
  });

  it('names a link one text has and its twin lacks', () => {
    expect(problemsOf('[Contact](/contact)', 'تواصل معنا.')).toEqual([
      'content/legal/terms.en.mdx links to /contact, but this text does not. Both languages link to the same pages: add the link (as /ar/contact) or remove it from both.',
    ]);
  });
});
