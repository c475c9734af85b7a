import type { z } from 'zod';
import type { Count } from '../../src/content/schema/fields';
import { fieldPath, type Problem } from './problem';
import { objectSchema, roleOf, schemaAt, unwrapped, valueAt } from './schemaWalk';
import type { Source } from './sources';
import { countWords, describeValue, didYouMean, items, quotedList } from './wording';

const expectedWords: Partial<Record<string, string>> = {
  string: 'text',
  number: 'a number such as 12 or 99.9, without quotes',
  boolean: 'true or false',
  array: 'a list, one item per line starting with "- "',
  object: 'a group of indented fields',
};

const pictureFile =
  'the picture file in public/images, written from the site root, such as /images/blog/your-photo.jpg';

/** What a missing field holds, in an editor's words: a picture is named as one, not as text. */
function expectedAt(schema: z.core.$ZodType, path: readonly PropertyKey[], expected: string) {
  const field = schemaAt(schema, path);
  if (field && roleOf(field).picture) return pictureFile;
  const group = field && objectSchema(unwrapped(field));
  const src = group?.shape.src;
  if (src && roleOf(src).picture) {
    return `a picture, written as two indented fields: src (${pictureFile}) and alt (what it shows)`;
  }
  return expectedWords[expected] ?? expected;
}

function listSize(found: unknown, wanted: Count): string {
  const size = Array.isArray(found) ? found.length : 0;
  return `has ${items(size)}; this list takes ${countWords(wanted) || 'any number of items'}.`;
}

/**
 * What is wrong, in the words an editor follows: `data` is the document (or the one field's
 * value, as the web editor checks it) that `schema` describes.
 */
export function issueSentence(
  issue: z.core.$ZodIssue,
  data: unknown,
  schema: z.core.$ZodType,
): string {
  const found = valueAt(data, issue.path);
  const role = roleOf(schemaAt(schema, issue.path) ?? schema);
  const about = role.help ? ` (This field: ${role.help}.)` : '';
  switch (issue.code) {
    case 'invalid_type':
      if (found === undefined) {
        return `this field is missing. Add it: ${expectedAt(schema, issue.path, issue.expected)}.${about}`;
      }
      return `found ${describeValue(found)}, but this field holds ${expectedWords[issue.expected] ?? issue.expected}.${issue.expected === 'string' && (typeof found === 'number' || typeof found === 'boolean') ? ` Put it in single quotes: '${String(found)}'.` : ''}${about}`;
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      return `found ${describeValue(found)}, which is not one of the allowed values.${didYouMean(String(found), allowed)} Write one of: ${quotedList(allowed)}.`;
    }
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'array') return `${listSize(found, role.count ?? {})}${about}`;
      return `found ${describeValue(found)}, which ${issue.message}.`;
    default:
      return `found ${describeValue(found)}, which ${issue.message}.${about}`;
  }
}

function unknownFieldProblems(
  issue: z.core.$ZodIssueUnrecognizedKeys,
  source: Source,
  schema: z.core.$ZodType,
): Problem[] {
  const parent = unwrapped(schemaAt(schema, issue.path) ?? schema);
  const allowed = Object.keys(objectSchema(parent)?.shape ?? {});
  return issue.keys.map((key) => ({
    file: source.file,
    line: source.lineOf([...issue.path, key]),
    field: fieldPath([...issue.path, key]),
    message: `"${key}" is not a field here.${didYouMean(key, allowed)} The fields here are: ${quotedList(allowed)}.`,
  }));
}

/** Checks each file's fields against its type in the schema: names, forms, values, counts. */
export function schemaProblems(sources: readonly Source[]): Problem[] {
  return sources.flatMap((source) => {
    const schema = source.type.fields;
    const result = schema.safeParse(source.data ?? {});
    if (result.success) return [];
    return result.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldProblems(issue, source, schema)
        : [
            {
              file: source.file,
              line: source.lineOf(issue.path),
              field: fieldPath(issue.path) || undefined,
              message: issueSentence(issue, source.data, schema),
            },
          ],
    );
  });
}
