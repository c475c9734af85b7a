import type { z } from 'zod';
import { fieldPath, type Problem } from './problem';
import { arraySchema, objectSchema, roleOf, unwrapped } from './schemaWalk';
import type { Source } from './sources';
import { figureDifference } from './twinFigures';
import { describeValue } from './wording';

interface Twins {
  en: Source;
  ar: Source;
}

/**
 * Walks both twins with their schema: lists must hold as many items in the same order, and
 * every field the schema marks language-neutral must be identical in the two files.
 */
function compare(
  english: unknown,
  arabic: unknown,
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
  twins: Twins,
): Problem[] {
  const where = { file: twins.ar.file, line: twins.ar.lineOf(path), field: fieldPath(path) };
  if (roleOf(schema).neutral) {
    return JSON.stringify(english) === JSON.stringify(arabic)
      ? []
      : [
          {
            ...where,
            message: `found ${describeValue(arabic)}, but ${twins.en.file} has ${describeValue(english)}. This field is not translated: write the same value in both languages.`,
          },
        ];
  }
  if (typeof english === 'string' && typeof arabic === 'string') {
    const difference = figureDifference(english, arabic);
    return difference ? [{ ...where, message: figureMessage(difference, twins.en.file) }] : [];
  }
  const inner = unwrapped(schema);
  const list = arraySchema(inner);
  const group = objectSchema(inner);
  if (list && Array.isArray(english) && Array.isArray(arabic)) {
    const lengths: Problem[] =
      english.length === arabic.length
        ? []
        : [
            {
              ...where,
              message: `has ${arabic.length} items, but ${twins.en.file} has ${english.length}. Both languages need the same items, in the same order.`,
            },
          ];
    return [
      ...lengths,
      ...english
        .slice(0, arabic.length)
        .flatMap((item, index) =>
          compare(item, arabic[index], list.element, [...path, index], twins),
        ),
    ];
  }
  if (group && typeof english === 'object' && typeof arabic === 'object') {
    return Object.entries(group.shape).flatMap(([key, field]) => {
      const englishValue: unknown = english ? Reflect.get(english, key) : undefined;
      const arabicValue: unknown = arabic ? Reflect.get(arabic, key) : undefined;
      if ((englishValue === undefined) === (arabicValue === undefined)) {
        return compare(englishValue, arabicValue, field, [...path, key], twins);
      }
      const [has, lacks] = englishValue === undefined ? [twins.ar, twins.en] : [twins.en, twins.ar];
      return [
        {
          file: lacks.file,
          line: lacks.lineOf(path),
          field: fieldPath([...path, key]),
          message: `is missing here but written in ${has.file}. Both languages have the same fields: add it, or remove it from both.`,
        },
      ];
    });
  }
  return [];
}

function figureMessage(difference: string, englishFile: string): string {
  return `${difference} beside ${englishFile}. Both languages give the same figures: write each number of the English text in digits here too (1 and 2, and "24/7", may be said in words).`;
}

/** The text below the front matter of two MDX twins gives the same figures. */
function bodyProblems({ en, ar }: Twins): Problem[] {
  if (en.type.format !== 'mdx') return [];
  const difference = figureDifference(en.body, ar.body);
  return difference
    ? [{ file: ar.file, message: `the text ${figureMessage(difference, en.file)}` }]
    : [];
}

/** Every document has an English and an Arabic file that agree on all but the language. */
export function twinProblems(sources: readonly Source[]): Problem[] {
  const byDocument = new Map<string, Partial<Record<'en' | 'ar', Source>>>();
  for (const source of sources) {
    const key = `${source.type.name}/${source.slug}`;
    if (source.locale) byDocument.set(key, { ...byDocument.get(key), [source.locale]: source });
  }
  return [...byDocument.values()].flatMap(({ en, ar }): Problem[] => {
    if (en && ar) {
      // Compared as the site reads them: a left-out field with a default equals it written.
      const read = (source: Source) => {
        const parsed = source.type.fields.safeParse(source.data);
        return parsed.success ? parsed.data : source.data;
      };
      return [
        ...compare(read(en), read(ar), en.type.fields, [], { en, ar }),
        ...bodyProblems({ en, ar }),
      ];
    }
    const only = en ?? ar;
    if (!only) return [];
    const [missing, language] =
      only === en
        ? [only.file.replace('.en.', '.ar.'), 'Arabic']
        : [only.file.replace('.ar.', '.en.'), 'English'];
    return [
      {
        file: only.file,
        message: `has no ${language} twin. Create ${missing} with the same fields in ${language}.`,
      },
    ];
  });
}
