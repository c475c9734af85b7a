import { z } from 'zod';
import { figureUnits, iconNames } from '../vocabulary';

/**
 * What a field means beyond its type. The content check, the twin check and the editors'
 * reference read these roles, so each rule is written once, here, beside the field.
 */
export interface FieldRole {
  /** The same in both languages (numbers, links, slugs, icons, dates): never translated. */
  neutral?: true;
  /** A path on this site; it must lead to a page. */
  internalLink?: true;
  /** A picture in public/, with its declared size beside it. */
  picture?: true;
  /** A calendar date written YYYY-MM-DD. */
  date?: true;
  /** The slug of a document in this folder of content/. */
  references?: string;
  /** What the field is for, in an editor's words (shown in the reference and in messages). */
  help?: string;
  /** How many items a list holds: the page's layout is built for that many. */
  count?: Count;
}

interface Count {
  min?: number;
  max?: number;
}

export const fieldRoles = z.registry<FieldRole>();

function withRole<Schema extends z.ZodType>(schema: Schema, role: FieldRole): Schema {
  fieldRoles.add(schema, role);
  return schema;
}

/** Adds an editor-facing explanation to a field. */
export function described<Schema extends z.ZodType>(schema: Schema, help: string): Schema {
  return withRole(schema, { ...fieldRoles.get(schema), help });
}

/** Marks a field whose value both languages share. */
export function neutral<Schema extends z.ZodType>(schema: Schema): Schema {
  return withRole(schema, { ...fieldRoles.get(schema), neutral: true });
}

/** Text an editor writes in each language; never empty. */
export const text = () => z.string().trim().min(1, 'is empty; write the text');

/** A list, optionally with the number of items the page is designed for. */
export function list<Item extends z.ZodType>(item: Item, count: Count = {}) {
  const items = z.array(item);
  const atLeast = count.min === undefined ? items : items.min(count.min);
  return withRole(count.max === undefined ? atLeast : atLeast.max(count.max), { count });
}

export const texts = (count?: Count) => list(text(), count);

/** Exactly `count` items: the page's layout is built for that many. */
export const exactly = (count: number) => ({ min: count, max: count });

export const number = () => neutral(z.number());
export const whole = () =>
  neutral(z.number().int('is not a whole number').nonnegative('is below zero'));
export const flag = () => neutral(z.boolean().default(false));

export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return neutral(z.enum(values));
}

export const icon = () => choice(iconNames);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, written 2025-03-18. */
export const date = () =>
  withRole(
    z
      .string()
      .regex(isoDate, 'is not a date written YYYY-MM-DD')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a real calendar date'),
    { neutral: true, date: true },
  );

/** A path on this site, such as /services/cloud or /contact#form. */
export const internalLink = () =>
  withRole(z.string().startsWith('/', 'must start with / (a page of this site)'), {
    neutral: true,
    internalLink: true,
  });

export const externalLink = () =>
  neutral(z.url({ protocol: /^https$/, error: 'is not a web address starting with https://' }));

/** The slug of a document in `folder` of content/ (its file name without language). */
export const reference = (folder: string) =>
  withRole(z.string().min(1, 'is empty; write the slug'), { neutral: true, references: folder });

const picturePath = () =>
  withRole(
    z
      .string()
      .regex(
        /^\/images\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/,
        'must be a picture in public/images, written from the site root, such as /images/services/cloud.svg',
      ),
    { neutral: true, picture: true },
  );

/**
 * A picture on a page. `src` is a file in public/; width and height are its own size, so the
 * browser reserves the space before the file arrives.
 */
export const image = z.strictObject({
  src: picturePath(),
  alt: described(text(), 'what the picture shows, for visitors who cannot see it'),
  width: whole(),
  height: whole(),
});

export const action = z.strictObject({ label: text(), href: internalLink() });

/** A figure shown as a number: formatted for each language (500+, 99.9%, 15 min). */
export const figure = z.strictObject({
  value: number(),
  unit: choice(figureUnits),
  plus: flag(),
  label: text(),
});
