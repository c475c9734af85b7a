import type { z } from 'zod';
import type { FieldRole } from '../../src/content/schema/fields';
import { arraySchema, objectSchema, roleOf, unwrapped } from './schemaWalk';

export interface RoledValue {
  path: readonly PropertyKey[];
  value: unknown;
  role: FieldRole;
}

/** Every written value whose schema field has a role, with its path: links, pictures… */
export function roledValues(
  data: unknown,
  schema: z.core.$ZodType,
  path: readonly PropertyKey[] = [],
): RoledValue[] {
  if (data === undefined) return [];
  const role = roleOf(schema);
  const here = Object.keys(role).length > 0 ? [{ path, value: data, role }] : [];
  const inner = unwrapped(schema);
  const list = arraySchema(inner);
  const group = objectSchema(inner);
  if (list && Array.isArray(data)) {
    return [
      ...here,
      ...data.flatMap((item, index) => roledValues(item, list.element, [...path, index])),
    ];
  }
  if (group && typeof data === 'object' && data !== null) {
    return [
      ...here,
      ...Object.entries(group.shape).flatMap(([key, field]) =>
        roledValues(Reflect.get(data, key), field, [...path, key]),
      ),
    ];
  }
  return here;
}
