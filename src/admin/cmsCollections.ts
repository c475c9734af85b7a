import { z } from 'zod';
import { uploadLimitMb } from '../content/pictureSlots';
import type { ContentType } from '../content/schema/contentType';
import { locales, type Locale } from '../../shared/locales';
import { localizePath } from '../i18n/localePath';
import {
  arraySchema,
  objectSchema,
  roleOf,
  unwrapped,
} from '../../tooling/contentCheck/schemaWalk';
import { choiceOptions, type ChoiceOption } from './choiceOptions';
import { labelOf, readable } from './fieldLabels';
import { pagePath } from './pagePaths';
import { addressField } from './pageAddress';

/*
 * The web editor's collections, written from the content schema: one per kind of document,
 * each field with the widget its type calls for, and the rules the schema states (allowed
 * values, counts, dates, pictures, shared values) carried into the form.
 *
 * Every field names its place in the schema (`schema`), so the editor checks a value with the
 * same rule, and the same message, as `npm run content` (schemaControl.tsx).
 */

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  /** `TypeName:path.to.field`, list items as 0: where schemaControl finds the field's rule. */
  schema: string;
  required?: boolean;
  i18n?: boolean | 'duplicate';
  /** The language of a file edited on its own (the CMS gives side-by-side panes theirs). */
  lang?: Locale;
  hint?: string;
  default?: unknown;
  options?: ChoiceOption[];
  value_type?: 'int' | 'float';
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  collapsed?: boolean;
  summary?: string;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  pattern?: [string, string];
  choose_url?: boolean;
  /** Settings for the media library this field opens: the largest file it uploads. */
  media_library?: { config: { max_file_size: number } };
  media_folder?: string;
  public_folder?: string;
  modes?: string[];
  /** The page address: the site path with `{{slug}}`. */
  page?: string;
  /** The field a new document's page address is made from (its title or name). */
  address_source?: true;
}

interface CollectionBase {
  name: string;
  editor: { preview: boolean };
  label: string;
  label_singular?: string;
  description: string;
  extension: 'yaml' | 'mdx';
  format: string;
  i18n: boolean;
}

/** "View Live": the entry's page on the site. */
interface PreviewPath {
  preview_path?: string;
}

export interface FolderCollection extends CollectionBase, PreviewPath {
  folder: string;
  create: boolean;
  slug: string;
  identifier_field: string;
  summary: string;
  fields: CmsField[];
}

export interface FileEntry extends PreviewPath {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
}

export interface FilesCollection extends CollectionBase {
  files: FileEntry[];
}

export type CmsCollection = FolderCollection | FilesCollection;

/** A document that exists in content/: the files collections list them one by one. */
export interface DocumentSlug {
  type: ContentType;
  slug: string;
  /** The English file's title (or name): how the editor names the document in a choice. */
  title?: string;
}

/**
 * What the build knows from the files themselves: the slugs of the types that share a
 * folder, which text fields hold paragraphs (a longer value than one line of the form), and
 * where each picture field's pictures are kept.
 */
export interface ContentFacts {
  documents: readonly DocumentSlug[];
  isParagraph: (schema: string) => boolean;
  /** The site's lists of display names (interface strings), for allowed values. */
  nameLists: readonly Readonly<Record<string, string>>[];
  /** The one folder of public/ whose pictures a picture field holds, if they share one. */
  pictureFolder: (schema: string) => string | undefined;
}

/** The file formats registerSite gives the CMS (siteFormats.ts). */
export const formatNames = { yaml: 'site-yaml', mdx: 'site-mdx' } as const;

/** The widgets registerSite gives the CMS: each built-in one, with the schema's rule and direction. */
export const widgetPrefix = 'site-';

/**
 * The collections previewed with the site's own page (src/admin/preview/pagePreviews.tsx);
 * the others show no preview rather than the CMS's plain, left-to-right list of values.
 */
export const previewedCollections = [
  'case-studies',
  'services',
  'solutions',
  'industries',
  'insights-blog',
  'legal',
] as const;

/** The MDX text below the front matter: a field of its own in the form. */
export const bodyField = 'body';

/** What every field of one form shares. */
interface FormContext {
  facts: ContentFacts;
  /** Folder of content/ → the collection that edits its documents, and their type. */
  folders: ReadonlyMap<string, { name: string; type: ContentType }>;
  /** Set for a file of one language, edited on its own. */
  lang?: Locale;
  /** Where a picture field keeps its pictures when its documents have none yet. */
  pictureHome?: string;
}

function fieldOf(
  name: string,
  schema: z.core.$ZodType,
  place: string,
  context: FormContext,
): CmsField {
  const { facts, folders, lang } = context;
  const role = roleOf(schema);
  const inner = unwrapped(schema);
  const shared = role.neutral === true;
  const base: CmsField = {
    name,
    label: labelOf(name),
    widget: '',
    schema: place,
    ...(role.help && { hint: role.help.charAt(0).toUpperCase() + role.help.slice(1) }),
    ...(schema instanceof z.ZodOptional && { required: false }),
    ...(schema instanceof z.ZodDefault && { required: false, default: schema.def.defaultValue }),
    ...(lang ? { lang } : { i18n: shared ? 'duplicate' : true }),
  };
  if (lang && shared) {
    const same = 'The same in both languages: change it in the English and the Arabic file.';
    base.hint = base.hint ? `${base.hint}. ${same}` : same;
  }
  const widget = (kind: string, options: Partial<CmsField> = {}): CmsField => ({
    ...base,
    ...options,
    widget: `${widgetPrefix}${kind}`,
  });
  if (role.date) {
    // A line of text, not the CMS's date picker: the browser's picker shows the date in its
    // own locale's order (mm/dd/yyyy), and the CMS's adds a time zone. The schema's rule
    // refuses what is not a real day written YYYY-MM-DD.
    const written = 'Year, month and day, such as 2025-03-18';
    return widget('string', {
      hint: base.hint ? `${base.hint}. ${written}.` : `${written}.`,
    });
  }
  if (role.picture) {
    // The media library lists one folder: the one this field's pictures are kept in.
    const folder = facts.pictureFolder(place) ?? context.pictureHome;
    return widget('image', {
      choose_url: false,
      // The media library refuses a file over the limit before it uploads it, as the check would.
      media_library: { config: { max_file_size: uploadLimitMb * 1024 * 1024 } },
      ...(folder && { media_folder: `/public${folder}`, public_folder: folder }),
    });
  }
  const referenced = role.references && folders.get(role.references);
  if (referenced) {
    return widget('relation', {
      collection: referenced.name,
      value_field: '{{slug}}',
      search_fields: ['title', 'name'],
      display_fields: [identifierOf(referenced.type)],
    });
  }
  if (inner instanceof z.ZodEnum) {
    return widget('select', {
      options: choiceOptions(inner.options.map(String), titled(facts), facts.nameLists),
    });
  }
  if (inner instanceof z.ZodBoolean) return widget('boolean');
  if (inner instanceof z.ZodNumber) {
    return widget('number', { value_type: inner.format === 'safeint' ? 'int' : 'float' });
  }
  const list = arraySchema(inner);
  if (list) {
    const { min, max } = role.count ?? {};
    const item = fieldOf(name, list.element, `${place}.0`, context);
    // A list of groups opens one group at a time; a list of lines shows every line.
    const items = objectSchema(unwrapped(list.element))
      ? { fields: item.fields ?? [], summary: summaryOf(item.fields ?? []), collapsed: true }
      : { field: item, collapsed: false };
    return widget('list', {
      ...items,
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
      ...(!lang && { i18n: item.i18n === 'duplicate' ? 'duplicate' : true }),
    });
  }
  const group = objectSchema(inner);
  if (group) {
    const fields = fieldsOf(group.shape, place, context);
    const allShared = fields.every((field) => field.i18n === 'duplicate');
    return widget('object', {
      fields,
      collapsed: true,
      ...(!lang && { i18n: allShared ? 'duplicate' : true }),
    });
  }
  return widget(facts.isParagraph(place) ? 'text' : 'string');
}

function fieldsOf(
  shape: Record<string, z.core.$ZodType>,
  place: string,
  context: FormContext,
): CmsField[] {
  const prefix = place.endsWith(':') ? place : `${place}.`;
  return Object.entries(shape).map(([name, field]) =>
    fieldOf(name, field, `${prefix}${name}`, context),
  );
}

/** A collapsed list item is shown by its first line of text. */
function summaryOf(fields: readonly CmsField[]): string {
  const named = fields.find((field) => ['title', 'label', 'name', 'question'].includes(field.name));
  const first = named ?? fields.find((field) => field.widget === `${widgetPrefix}string`);
  return first ? `{{fields.${first.name}}}` : '';
}

function typeFields(type: ContentType, form: FormContext): CmsField[] {
  // A new kind's pictures go in public/images/<its folder's name>, as blog/ and leadership/.
  const context = { ...form, pictureHome: `/images/${type.folder.split('/').at(-1) ?? ''}` };
  const fields = fieldsOf(type.fields.shape, `${type.name}:`, context);
  if (type.format !== 'mdx') return fields;
  const body: CmsField = {
    name: bodyField,
    label: 'Text',
    widget: `${widgetPrefix}markdown`,
    schema: `${type.name}:${bodyField}`,
    // Raw Markdown: the rich-text view would rewrite the file's own Markdown on save.
    modes: ['raw'],
    ...(context.lang ? { lang: context.lang } : { i18n: true }),
    ...(type.minWords && {
      hint: `At least ${type.minWords.en} words in English and ${type.minWords.ar} in Arabic.`,
    }),
  };
  return [...fields, body];
}

/** The field a document is known by: its title, or a person's name, whichever comes first. */
function identifierOf(type: ContentType): string {
  return (
    Object.keys(type.fields.shape).find((name) => name === 'title' || name === 'name') ?? 'title'
  );
}

/** Each document with its folder and English title, for the names of allowed values. */
function titled(facts: ContentFacts) {
  return facts.documents.map(({ type, slug, title }) => ({ folder: type.folder, slug, title }));
}

function collectionName(type: ContentType): string {
  return type.folder.replace(/\//g, '-');
}

function folderLabel(folder: string): string {
  return readable(folder.split('/').at(-1) ?? folder);
}

const languageNames: Record<Locale, string> = { en: 'English', ar: 'Arabic · العربية' };

/**
 * A folder that holds one kind of document becomes a folder collection: English and Arabic
 * side by side, and new documents can be added. A folder shared by several kinds (pages,
 * site) lists its files one by one, each with its kind's fields: the CMS edits such a list
 * only as one file per document, so each language's file is an entry of its own.
 */
export function cmsCollections(
  types: readonly ContentType[],
  facts: ContentFacts,
): CmsCollection[] {
  const ownFolder = (type: ContentType) =>
    !type.slugs && types.filter((other) => other.folder === type.folder).length === 1;
  const folders = new Map(
    types
      .filter(ownFolder)
      .map((type) => [type.folder, { name: collectionName(type), type }] as const),
  );
  const folderCollections = types.filter(ownFolder).map((type): FolderCollection => {
    const identifier = identifierOf(type);
    const name = collectionName(type);
    const path = pagePath(type.folder, '{{slug}}');
    // Events, leaders and the like are shown on a page that lists them, not on their own.
    const ownPage = path?.includes('{{slug}}') === true ? path : undefined;
    const address: CmsField = {
      name: addressField,
      label: 'Page address',
      widget: `${widgetPrefix}address`,
      schema: `${type.name}:`,
      // The file's name, shared by both languages' files: set once, in the English pane.
      i18n: false,
      hint: `${ownPage ? "The last part of the page's web address, also the file's name" : `The file's name in content/${type.folder}`}: made from the ${labelOf(identifier).toLowerCase()} until you write your own, and kept once published${ownPage ? ' so links to the page keep working' : ''}.`,
      ...(ownPage && { page: path }),
    };
    const fields = [
      address,
      ...typeFields(type, { facts, folders }).map((field) =>
        field.name === identifier ? { ...field, address_source: true as const } : field,
      ),
    ];
    return {
      name,
      editor: { preview: previewedCollections.some((previewed) => previewed === name) },
      label: folderLabel(type.folder),
      label_singular: readable(type.name),
      description: type.help,
      folder: `content/${type.folder}`,
      extension: type.format,
      format: formatNames[type.format],
      i18n: true,
      // Legal pages are fixed by the site's routes; every other kind may grow.
      create: type.folder !== 'legal',
      // A new file is named after its page address (AddressControl.tsx).
      slug: `{{fields.${addressField}}}`,
      identifier_field: identifier,
      summary: `{{${identifier}}}`,
      ...(path && { preview_path: path }),
      fields,
    };
  });
  const sharedFolders = [
    ...new Set(types.filter((type) => !ownFolder(type)).map((type) => type.folder)),
  ];
  const filesCollections = sharedFolders.map((folder): FilesCollection => {
    const files = facts.documents
      .filter((document) => document.type.folder === folder)
      .flatMap(({ type, slug }): FileEntry[] => {
        const file = (lang?: Locale) =>
          `content/${folder}/${slug}${lang ? `.${lang}` : ''}.${type.format}`;
        const path = pagePath(folder, slug);
        if (type.shared) {
          return [
            {
              name: slug,
              label: `${readable(slug)} (both languages)`,
              file: file(),
              ...(path && { preview_path: path }),
              fields: typeFields(type, { facts, folders }),
            },
          ];
        }
        return locales.map((lang) => ({
          name: `${slug}-${lang}`,
          label: `${readable(slug)} · ${languageNames[lang]}`,
          file: file(lang),
          ...(path && { preview_path: localizePath(path, lang) }),
          fields: typeFields(type, { facts, folders, lang }),
        }));
      });
    return {
      name: folder,
      editor: { preview: false },
      label: folderLabel(folder),
      description: `The ${folder} of the site: each page's English and Arabic file.`,
      extension: 'yaml',
      format: formatNames.yaml,
      i18n: false,
      files,
    };
  });
  return [...filesCollections, ...folderCollections];
}
