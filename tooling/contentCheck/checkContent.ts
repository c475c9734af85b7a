import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { collectionProblems } from './collectionProblems';
import { formattingProblems } from './formattingProblems';
import { glossaryFile, glossaryProblems, readGlossary, type WrittenText } from './glossary';
import { interfaceStringProblems } from './interfaceStringProblems';
import { mdxProblems } from './mdxProblems';
import { pictureProblems } from './pictureProblems';
import type { Problem } from './problem';
import { schemaProblems } from './schemaProblems';
import { readSources, type Source } from './sources';
import { twinProblems } from './twinProblems';

const strings = z.record(z.string(), z.unknown());

function interfaceStrings(localesDirectory: string) {
  const read = (locale: string) =>
    strings.parse(JSON.parse(readFileSync(join(localesDirectory, `${locale}.json`), 'utf8')));
  return interfaceStringProblems(read('en'), read('ar'));
}

export interface CheckedContent {
  sources: Source[];
  problems: Problem[];
}

/**
 * Every rule that needs only the files themselves: names and places, fields against the
 * schema, layout, twins, pictures, MDX text, references and counts across files. Links are
 * checked once the site's pages are known (linkProblems).
 */
export async function checkContent(
  directories = {
    content: 'content',
    public: 'public',
    locales: 'src/i18n/locales',
    glossary: glossaryFile,
  },
): Promise<CheckedContent> {
  const { sources, shared, problems } = readSources(directories.content, contentTypes);
  // The words as written, in each language: documents and the interface strings.
  const written: WrittenText[] = [
    ...sources.flatMap(({ file, locale, text }) => (locale ? [{ file, locale, text }] : [])),
    ...(['en', 'ar'] as const).map((locale) => {
      const file = join(directories.locales, `${locale}.json`);
      return { file, locale, text: readFileSync(file, 'utf8') };
    }),
  ];
  const fieldProblems = schemaProblems([...shared, ...sources]);
  // Later rules read every file's fields as the schema guarantees them: they wait until all
  // files are readable and right, so one mistake is not reported again as others.
  const laterProblems =
    problems.length > 0 || fieldProblems.length > 0
      ? []
      : [
          ...twinProblems(sources),
          ...pictureProblems(sources, directories.public),
          ...mdxProblems(sources),
          ...collectionProblems(sources),
        ];
  return {
    sources,
    problems: [
      ...problems,
      ...fieldProblems,
      ...(await formattingProblems([...shared, ...sources])),
      ...laterProblems,
      ...interfaceStrings(directories.locales),
      ...glossaryProblems(written, readGlossary(readFileSync(directories.glossary, 'utf8'))),
    ],
  };
}
