import type { z } from 'zod';
import type { Locale } from '../../../shared/locales';

/**
 * One kind of document in content/: where its files live and the fields they hold. Files are
 * named `{slug}.{en|ar}.{yaml|mdx}`; every English file has an Arabic twin (a shared type has
 * one `{slug}.yaml` instead).
 */
export interface ContentType<Fields extends z.ZodObject = z.ZodObject> {
  /** The generated type's name, as imported from `contentlayer/generated`. */
  name: string;
  /** The folder under content/. */
  folder: string;
  /** The slugs this type owns in a folder it shares; without it, the rest of the folder. */
  slugs?: readonly string[];
  /** One file for both languages, `{slug}.yaml`, instead of an English and an Arabic twin. */
  shared?: true;
  /** YAML data, or MDX with the fields as front matter above the text. */
  format: 'yaml' | 'mdx';
  /** One sentence for the editors' reference. */
  help: string;
  fields: Fields;
  /**
   * The fewest words an MDX file's text may have, in each language. Arabic joins articles,
   * prepositions and pronouns to the word, so a faithful translation counts fewer words.
   */
  minWords?: Readonly<Record<Locale, number>>;
}

export function contentType<Fields extends z.ZodObject>(
  type: ContentType<Fields>,
): ContentType<Fields> {
  return type;
}
