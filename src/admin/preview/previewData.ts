import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import factsFile from '../../../content/site/facts.yaml?raw';
import { facts as factsType } from '../../content/schema/facts';
import type { Locale } from '../../../shared/locales';
import { resolveFacts, type Facts } from '../../../tooling/contentCheck/factTokens';
import { siteFacts } from '../../../tooling/contentCheck/siteFacts';

/** The company-wide facts as the editor was built: what `{clients}` reads in a preview. */
const facts: Facts = siteFacts(factsType.fields.safeParse(parse(factsFile)).data ?? {});

/** A text with the company-wide facts written in, as the build writes them. */
export function withFacts(text: string, locale: Locale): string {
  return resolveFacts(text, locale, facts).text;
}

/**
 * An entry's values as the site reads them: the facts written in, then the schema's
 * parse (defaults filled in). Undefined while the form holds something the schema refuses,
 * which the form itself is showing.
 */
export function previewData<Fields extends z.ZodObject>(
  fields: Fields,
  data: unknown,
  locale: Locale,
): z.output<Fields> | undefined {
  return fields.safeParse(parse(withFacts(stringify(data), locale))).data;
}
