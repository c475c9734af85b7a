import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import type { ContentType } from '../../src/content/schema/contentType';
import { iconNames } from '../../src/content/vocabulary';
import { arraySchema, objectSchema, roleOf, unwrapped } from './schemaWalk';
import { countWords } from './wording';

/**
 * The editors' reference of every document type, written from the schema: each field, what
 * to write in it, its allowed values and counts, and whether it is shared by both languages.
 * It lives in docs/editing-content.md between two markers and is checked to be current.
 */

export const referenceStart =
  '<!-- content-reference:start (written by npm run content:reference) -->';
export const referenceEnd = '<!-- content-reference:end -->';

const code = (value: string) => `\`${value}\``;

function what(schema: z.core.$ZodType): string {
  const role = roleOf(schema);
  const inner = unwrapped(schema);
  if (role.date) return 'a date, YYYY-MM-DD';
  if (role.internalLink) return 'a page of the site, such as `/contact` (without `/ar`)';
  if (role.picture) return 'a picture in public/images, such as `/images/services/cloud.svg`';
  if (role.references) return `the slug of a file in content/${role.references}`;
  if (inner instanceof z.ZodStringFormat) return 'a web address starting with https://';
  if (inner instanceof z.ZodString) return 'text';
  if (inner instanceof z.ZodNumber) {
    const whole = inner.format === 'safeint' ? 'a whole number' : 'a number';
    const range =
      inner.minValue !== null && inner.maxValue !== null && inner.maxValue < Number.MAX_SAFE_INTEGER
        ? ` from ${inner.minValue} to ${inner.maxValue}`
        : '';
    return `${whole}${range}`;
  }
  if (inner instanceof z.ZodBoolean) return '`true` or `false`';
  if (inner instanceof z.ZodEnum) {
    const options = inner.options.map(String);
    if (options.join() === iconNames.join()) return 'an icon name (listed under Icons, below)';
    return `one of ${options.map(code).join(', ')}`;
  }
  const list = arraySchema(inner);
  if (list) {
    const element = unwrapped(list.element);
    const of = objectSchema(element) ? 'groups of the fields below' : what(element);
    const count = countWords(role.count ?? {});
    return `a list${count ? ` of ${count}` : ''}: ${of}`;
  }
  if (objectSchema(inner)) return 'a group of the fields below';
  return inner._zod.def.type;
}

function optional(schema: z.core.$ZodType): string {
  if (schema instanceof z.ZodDefault) {
    return ` May be left out (then ${code(JSON.stringify(schema.def.defaultValue))}).`;
  }
  return schema instanceof z.ZodOptional ? ' May be left out.' : '';
}

function rows(shape: Record<string, z.core.$ZodType>, prefix: string): string[] {
  return Object.entries(shape).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const role = roleOf(field);
    const help = role.help ? ` ${role.help.charAt(0).toUpperCase()}${role.help.slice(1)}.` : '';
    const inner = unwrapped(field);
    const list = arraySchema(inner);
    const nested =
      objectSchema(inner)?.shape ?? (list && objectSchema(unwrapped(list.element))?.shape);
    const shared = role.neutral ?? (list && roleOf(list.element).neutral);
    const languages = nested ? '' : shared ? 'same in both' : 'translated';
    const row = `| ${code(path)} | ${what(field)}.${help}${optional(field)} | ${languages} |`;
    const nestedPrefix = list ? `${path}[].` : `${path}.`;
    return [row, ...(nested ? rows(nested, nestedPrefix) : [])];
  });
}

function files(type: ContentType): string {
  const slug = type.slugs?.length === 1 ? type.slugs[0] : '{slug}';
  if (type.shared)
    return `content/${type.folder}/${slug}.${type.format}, one file for both languages`;
  return `content/${type.folder}/${slug}.en.${type.format} and .ar.${type.format}`;
}

function section(type: ContentType): string {
  const body =
    type.format === 'mdx'
      ? `\n\nBelow the front matter: the text, in Markdown${type.minWords ? `, at least ${type.minWords.en} words in English and ${type.minWords.ar} in Arabic` : ''}.`
      : '';
  return [
    `### ${type.name}`,
    '',
    `${files(type)}. ${type.help}${body}`,
    '',
    '| Field | What to write | Languages |',
    '| --- | --- | --- |',
    ...rows(type.fields.shape, ''),
  ].join('\n');
}

/** The reference, with its markers, laid out as Prettier lays out the guide. */
export async function contentReference(types: readonly ContentType[]): Promise<string> {
  const markdown = [
    referenceStart,
    '',
    "Items in a list are counted from 1 in the check's messages: `features[2].icon` is the icon of the second feature.",
    '',
    ...types.flatMap((type) => [section(type), '']),
    '### Icons',
    '',
    `Each icon is drawn the same in both languages: ${iconNames.map(code).join(', ')}.`,
    '',
    referenceEnd,
  ].join('\n');
  const options = await resolveConfig('docs/editing-content.md');
  return (await format(markdown, { ...options, parser: 'markdown' })).trimEnd();
}

/** The part of the guide between the markers, or undefined when they are missing. */
export function writtenReference(guide: string): string | undefined {
  const start = guide.indexOf(referenceStart);
  const end = guide.indexOf(referenceEnd);
  return start === -1 || end === -1 ? undefined : guide.slice(start, end + referenceEnd.length);
}
