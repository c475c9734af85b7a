/**
 * Build-time content checks, run after `contentlayer2 build` (which already rejects missing,
 * extra and mistyped fields): English/Arabic twins, interface strings and pictures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { imageProblems } from '../tooling/contentImages';
import { interfaceStringProblems, twinProblems, type ContentDocument } from '../tooling/twinParity';

const generated = '.contentlayer/generated';

const generatedDocument = z
  .object({
    type: z.string(),
    slug: z.string(),
    locale: z.string(),
    _raw: z.object({ sourceFilePath: z.string() }),
  })
  .catchall(z.unknown());

const documents: ContentDocument[] = readdirSync(generated, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((directory) =>
    readdirSync(join(generated, directory.name))
      .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
      .map((name) => {
        const data = generatedDocument.parse(
          JSON.parse(readFileSync(join(generated, directory.name, name), 'utf8')),
        );
        return {
          type: data.type,
          slug: data.slug,
          locale: data.locale,
          file: `content/${data._raw.sourceFilePath}`,
          data,
        };
      }),
  );

const strings = z.record(z.string(), z.unknown());
const readStrings = (locale: string) =>
  strings.parse(JSON.parse(readFileSync(`src/i18n/locales/${locale}.json`, 'utf8')));

const problems = [
  ...twinProblems(documents),
  ...interfaceStringProblems(readStrings('en'), readStrings('ar')),
  ...imageProblems(documents, 'public'),
];

if (problems.length > 0) {
  console.error(`Content check failed: ${problems.length} problem(s) to fix.\n`);
  problems.forEach((problem) => console.error(`• ${problem}`));
  process.exit(1);
}
console.log(`Content check passed: ${documents.length} documents, every one with its twin.`);
