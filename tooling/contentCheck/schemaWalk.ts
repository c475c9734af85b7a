import { z } from 'zod';
import { fieldRoles, type FieldRole } from '../../src/content/schema/fields';

/** A field's schema without the optional or default wrapper around it. */
export function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional) return unwrapped(schema.unwrap());
  if (schema instanceof z.ZodDefault) return unwrapped(schema.removeDefault());
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
  if (inner instanceof z.ZodArray && typeof key === 'number') return schemaAt(inner.element, rest);
  if (inner instanceof z.ZodObject && typeof key === 'string') {
    const field = inner.shape[key];
    return field === undefined ? undefined : schemaAt(field, rest);
  }
  return undefined;
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
        ? roleOf(schema.removeDefault())
        : {};
  return { ...inner, ...fieldRoles.get(schema) };
}
