import { z } from 'zod';
import { fieldRoles, type FieldRole } from '../../src/content/schema/fields';

type Shape = Record<string, z.core.$ZodType>;

/** A group of fields, typed by what the walk needs: its fields by name. */
export function objectSchema(schema: z.core.$ZodType): z.ZodObject<Shape> | undefined {
  return isObject(schema) ? schema : undefined;
}

function isObject(schema: z.core.$ZodType): schema is z.ZodObject<Shape> {
  return schema instanceof z.ZodObject;
}

/** A list, typed by what the walk needs: the schema of its items. */
export function arraySchema(schema: z.core.$ZodType): z.ZodArray | undefined {
  return isArray(schema) ? schema : undefined;
}

function isArray(schema: z.core.$ZodType): schema is z.ZodArray {
  return schema instanceof z.ZodArray;
}

/** A field's schema without the optional or default wrapper around it. */
export function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional) return unwrapped(schema.unwrap());
  if (schema instanceof z.ZodDefault) return unwrapped(schema.unwrap());
  return schema;
}

/** The schema of the field at `path` (list items by index), if the schema has one there. */
export function schemaAt(
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
): z.core.$ZodType | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return schema;
  const inner = unwrapped(schema);
  const list = arraySchema(inner);
  if (list && typeof key === 'number') return schemaAt(list.element, rest);
  const group = objectSchema(inner);
  const field = group && typeof key === 'string' ? group.shape[key] : undefined;
  return field === undefined ? undefined : schemaAt(field, rest);
}

/** The value at `path` in parsed data. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined,
    data,
  );
}

/** A field's roles, whether set on it or on the schema inside its optional/default wrapper. */
export function roleOf(schema: z.core.$ZodType): FieldRole {
  const inner =
    schema instanceof z.ZodOptional
      ? roleOf(schema.unwrap())
      : schema instanceof z.ZodDefault
        ? roleOf(schema.unwrap())
        : {};
  return { ...inner, ...fieldRoles.get(schema) };
}
