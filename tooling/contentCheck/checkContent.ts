import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { contentTypes } from '../../src/content/schema/contentTypes';
import { collectionProblems } from './collectionProblems';
import { countedNounProblems } from './countedNounProblems';
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

function stringTwinProblems(root: string, folder: string) {
  const read = (locale: string) =>
    strings.parse(JSON.parse(readFileSync(resolve(root, folder, `${locale}.json`), 'utf8')));
  return interfaceStringProblems(read('en'), read('ar'), folder);
}

export interface CheckedContent {
  sources: Source[];
  problems: Problem[];
  /** The documents whose files can be read as the schema describes them, twins and all. */
  ready: Source[];
}

/** A document's two files by one name: content/services/cloud.en.yaml → content/services/cloud. */
function documentOf(file: string): string {
  return file.replace(/\.(en|ar)\.(yaml|mdx)$/, '');
}

/** What the check reads, from the project's root. */
export const contentFolders = {
  content: 'content',
  public: 'public',
  /**
   * Each folder holds an en.json and an ar.json of the same keys: the app's interface
   * strings, the search's (loaded with it), its field's (with the not-found page's search
   * form and the panel), and the words only the build writes (feeds, social cards).
   */
  strings: [
    'src/i18n/locales',
    'src/search/locales',
    'src/search/fieldLocales',
    'src/forms/formLocales',
    'scripts/buildStrings',
  ],
  glossary: glossaryFile,
};

/**
 * Every rule that needs only the files themselves: names and places, fields against the
 * schema, layout, twins, pictures, MDX text, references and counts across files. Links are
 * checked once the site's pages are known (linkProblems). Problems name files from `root`,
 * the project's folder, as its editor sees them.
 */
export async function checkContent(
  root = '.',
  directories = contentFolders,
): Promise<CheckedContent> {
  const { sources, shared, problems, waiting } = readSources(
    resolve(root, directories.content),
    contentTypes,
    root,
  );
  // The words as written, in each language: documents, the interface strings and the build's.
  const written: WrittenText[] = [
    ...sources.flatMap(({ file, locale, text }) => (locale ? [{ file, locale, text }] : [])),
    ...directories.strings.flatMap((folder) =>
      (['en', 'ar'] as const).map((locale) => {
        const file = join(folder, `${locale}.json`);
        return { file, locale, text: readFileSync(resolve(root, file), 'utf8') };
      }),
    ),
  ];
  const fieldProblems = schemaProblems([...shared, ...sources]);
  // Later rules read a file's fields as the schema guarantees them, so they skip a document
  // either of whose files is not yet right: one mistake is not reported again as others,
  // and every other document is still checked in the same run.
  const unready = new Set(
    [...problems, ...fieldProblems].map((problem) => documentOf(problem.file)),
  );
  waiting.forEach(({ file }) => unready.add(documentOf(file)));
  const ready = sources.filter((source) => !unready.has(documentOf(source.file)));
  const laterProblems = [
    ...twinProblems(ready),
    ...pictureProblems(ready, resolve(root, directories.public)),
    ...mdxProblems(ready),
    ...collectionProblems(ready, [
      ...new Set([...sources, ...waiting, ...problems].map(({ file }) => file)),
    ]),
    ...countedNounProblems([...shared, ...ready]),
  ];
  return {
    sources,
    ready,
    problems: [
      ...problems,
      ...fieldProblems,
      ...(await formattingProblems([...shared, ...sources], root)),
      ...laterProblems,
      ...directories.strings.flatMap((folder) => stringTwinProblems(root, folder)),
      ...glossaryProblems(
        written,
        readGlossary(readFileSync(resolve(root, directories.glossary), 'utf8')),
      ),
    ],
  };
}
