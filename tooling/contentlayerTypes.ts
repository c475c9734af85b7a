import {
  defineDocumentType,
  defineNestedType,
  type ComputedFields,
  type DocumentType,
  type FieldDef,
  type ListFieldDefItem,
} from 'contentlayer2/source-files';
import { z } from 'zod';
import type { ContentType } from '../src/content/schema/contentType';
import { arraySchema, objectSchema, roleOf } from './contentCheck/schemaWalk';
import { contentFileName } from './contentCheck/sources';

/**
 * Turns the content schema (src/content/schema) into contentlayer's document types, so the
 * generated documents and their TypeScript types follow the one schema the checks read.
 */

/** Slug and locale are read from the file name once, here, so no page parses a name again. */
const slugAndLocale: ComputedFields = {
  slug: {
    type: 'string',
    resolve: (doc) => contentFileName.exec(doc._raw.sourceFileName)?.groups?.slug ?? '',
  },
  locale: {
    type: 'string',
    resolve: (doc) => contentFileName.exec(doc._raw.sourceFileName)?.groups?.locale ?? '',
  },
};

function withDefault(field: FieldDef, value: unknown): FieldDef {
  if (field.type === 'boolean' && typeof value === 'boolean') return { ...field, default: value };
  if (field.type === 'enum' && typeof value === 'string') return { ...field, default: value };
  if (field.type === 'list' && Array.isArray(value)) return { ...field, default: value };
  throw new Error(`The content schema sets a default contentlayer cannot hold: ${String(value)}`);
}

function listItem(schema: z.core.$ZodType): ListFieldDefItem.Item {
  if (objectSchema(schema)) return nestedType(schema);
  const field = fieldDef(schema);
  if (field.type === 'enum') return { type: 'enum', options: field.options };
  if (field.type === 'string' || field.type === 'number' || field.type === 'date') {
    return { type: field.type };
  }
  throw new Error(
    `The content schema has a list of ${field.type}, which contentlayer cannot hold.`,
  );
}

function nestedType(schema: z.core.$ZodType) {
  return defineNestedType(() => ({ fields: fieldDefs(schema) }));
}

function fieldDef(schema: z.core.$ZodType): FieldDef {
  const description = roleOf(schema).help;
  if (schema instanceof z.ZodOptional) {
    return { ...fieldDef(schema.unwrap()), required: false, description };
  }
  if (schema instanceof z.ZodDefault) {
    return {
      ...withDefault(fieldDef(schema.unwrap()), schema.def.defaultValue),
      required: false,
      description,
    };
  }
  const common = { required: true, description };
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    return { ...common, type: roleOf(schema).date ? 'date' : 'string' };
  }
  if (schema instanceof z.ZodNumber) return { ...common, type: 'number' };
  if (schema instanceof z.ZodBoolean) return { ...common, type: 'boolean' };
  if (schema instanceof z.ZodEnum)
    return { ...common, type: 'enum', options: schema.options.map(String) };
  const list = arraySchema(schema);
  if (list) return { ...common, type: 'list', of: listItem(list.element) };
  if (objectSchema(schema)) return { ...common, type: 'nested', of: nestedType(schema) };
  throw new Error(
    `The content schema uses a field form contentlayer cannot hold: ${schema._zod.def.type}`,
  );
}

function fieldDefs(schema: z.core.$ZodType): Record<string, FieldDef> {
  const group = objectSchema(schema);
  if (!group) throw new Error('A content type or nested group must be a group of fields.');
  return Object.fromEntries(
    Object.entries(group.shape).map(([name, field]) => [name, fieldDef(field)]),
  );
}

/** The files of `type`: its own slugs, or the rest of a folder that other types share. */
export function filePathPattern(type: ContentType, all: readonly ContentType[]): string {
  const extension = type.format === 'mdx' ? 'mdx' : 'yaml';
  if (type.slugs) return `${type.folder}/@(${type.slugs.join('|')}).*.${extension}`;
  const taken = all
    .filter((other) => other.folder === type.folder && other !== type)
    .flatMap((other) => other.slugs ?? []);
  return taken.length === 0
    ? `${type.folder}/*.${extension}`
    : `${type.folder}/!(${taken.join('|')}).*.${extension}`;
}

/** Shared types (the facts) are written into the other documents, not generated. */
export function documentTypes(all: readonly ContentType[]): DocumentType[] {
  return all
    .filter((type) => !type.shared)
    .map((type) =>
      defineDocumentType(() => ({
        name: type.name,
        filePathPattern: filePathPattern(type, all),
        contentType: type.format === 'mdx' ? 'mdx' : 'data',
        fields: fieldDefs(type.fields),
        computedFields: slugAndLocale,
      })),
    );
}
