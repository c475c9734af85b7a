import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { facts } from '../content/schema/facts';
import { locales } from '../../shared/locales';
import { formsNamed, type NounForms } from '../../tooling/contentCheck/countedNoun';

/**
 * The nouns a file of content/ counts `fact` with (`{clients عميل}` in pages/about.ar.yaml),
 * each as the noun table of facts.yaml holds it, in the order the file first writes them: a
 * test counts with the editors' words, so a noun they change is no test's to repeat.
 */
export function nounsCountedIn(file: string, fact: string): NounForms[] {
  const locale = locales.find((each) => file.split('.').at(-2) === each);
  if (!locale) throw new Error(`content/${file} is not a file of one language`);
  const { nouns } = facts.fields.parse(parse(readFileSync('content/site/facts.yaml', 'utf8')));
  const written = readFileSync(`content/${file}`, 'utf8').matchAll(
    new RegExp(`\\{${fact}\\s+([^\\s{}]+)\\}`, 'gu'),
  );
  const found = [...written].map(([, noun = '']) => {
    const forms = formsNamed(nouns[locale], noun);
    if (!forms) throw new Error(`content/${file} counts ${fact} with ${noun}, not in facts.yaml`);
    return forms;
  });
  if (found.length === 0) throw new Error(`content/${file} counts ${fact} with no noun`);
  // A noun written in two forms ({clients عميل}, {clients عملاء}) is one noun.
  return [...new Set(found)];
}
