import { z } from 'zod';
import { pictureSlots, type PictureSlotName } from '../pictureSlots';
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
  /** A picture in public/images and the largest place it is shown in (src/content/pictureSlots.ts). */
  picture?: { slot: PictureSlotName };
  /** A calendar date written YYYY-MM-DD. */
  date?: true;
  /** The slug of a document in this folder of content/. */
  references?: string;
  /** What the field is for, in an editor's words (shown in the reference and in messages). */
  help?: string;
  /** How many items a list holds: the page's layout is built for that many. */
  count?: Count;
  /** The page's title or description in search results: no two documents share it. */
  headText?: true;
}

export interface Count {
  min?: number;
  max?: number;
}

export const fieldRoles = z.registry<FieldRole>();

function withRole<Schema extends z.ZodType>(schema: Schema, role: FieldRole): Schema {
  fieldRoles.add(schema, role);
  return schema;
}

/**
 * Adds an editor-facing explanation to a field. The role goes on a copy, so a block shared
 * by several pages (`intro`) keeps no page's explanation.
 */
export function described<Schema extends z.ZodType>(schema: Schema, help: string): Schema {
  return withRole(schema.clone(), { ...fieldRoles.get(schema), help });
}

/** Marks a field whose value both languages share (on a copy, as `described`). */
export function neutral<Schema extends z.ZodType>(schema: Schema): Schema {
  return withRole(schema.clone(), { ...fieldRoles.get(schema), neutral: true });
}

/** Text an editor writes in each language; never empty. */
export const text = () => z.string().trim().min(1, 'is empty; write the text');

/** A document page's title or description, which search results show for that page. */
export const headText = () =>
  withRole(text(), {
    headText: true,
    help: 'shown in search results for this page, so no two documents may say the same',
  });

/** A list, optionally with the number of items the page is designed for. */
export function list<Item extends z.ZodType>(item: Item, count: Count = {}) {
  const items = z.array(item);
  const atLeast = count.min === undefined ? items : items.min(count.min);
  return withRole(count.max === undefined ? atLeast : atLeast.max(count.max), { count });
}

export const texts = (count?: Count) => list(text(), count);

/** A list in which each item's `key` appears once: each names its own page or anchor. */
export function uniqueBy<Item extends z.ZodType>(items: z.ZodArray<Item>, key: string) {
  const checked = items.superRefine((values, context) => {
    const seen = new Set<unknown>();
    values.forEach((value, index) => {
      const named: unknown =
        typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
      if (seen.has(named)) {
        context.addIssue({
          code: 'custom',
          path: [index, key],
          message: 'appears twice in this list: each item names a different one',
        });
      }
      seen.add(named);
    });
  });
  return withRole(checked, fieldRoles.get(items) ?? {});
}

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
      .refine(
        // 2025-02-30 parses (as 2 March); only a real day reads back as itself.
        (value) =>
          !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value),
        'is not a real calendar date',
      ),
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

const picturePath = (slot: PictureSlotName) =>
  withRole(
    z
      .string()
      .regex(
        /^\/images\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/,
        'must be a picture in public/images, written from the site root, such as /images/services/cloud.svg',
      ),
    {
      neutral: true,
      picture: { slot },
      help: `a drawing (SVG) of any size, or a photograph (JPEG, PNG, WebP or AVIF) at least ${pictureSlots[slot].shownUpTo} pixels wide`,
    },
  );

/**
 * A picture on a page, shown at most as wide as `slot` says. `src` is a file in public/; the
 * build reads its width and height from the file and makes smaller and lighter copies of a
 * photograph for each screen, so editors write only the file and what it shows.
 */
export const picture = (slot: PictureSlotName) =>
  z.strictObject({
    src: picturePath(slot),
    alt: described(text(), 'what the picture shows, for visitors who cannot see it'),
  });

/** A picture beside a section's text or on a card: the default place. */
export const image = picture('media');

/** The picture beside a page's heading: one of the site's own drawings in public/images/pages. */
export const headerImage = () =>
  described(picture('header'), 'the picture beside the page heading, in public/images/pages');

export const action = z.strictObject({ label: text(), href: internalLink() });

/** A call to action as components take it: its words and the page it leads to. */
export type LinkAction = z.infer<typeof action>;

/** A figure shown as a number: formatted for each language (500+, 99.9%, 15 min). */
export const figure = z.strictObject({
  value: number(),
  unit: choice(figureUnits),
  plus: flag(),
  label: text(),
});
