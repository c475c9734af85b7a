import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pictureSlots } from '../content/pictureSlots';
import { contentTypes } from '../content/schema/contentTypes';
import { locales } from '../../shared/locales';
import en from '../i18n/locales/en.json';
import { readSources } from '../../tooling/contentCheck/sources';
import { contentFacts } from '../../tooling/cmsConfigPlugin';
import { cmsCollections, type CmsCollection, type CmsField } from './cmsCollections';
import { fieldLabels } from './fieldLabels';
import { addressField } from './pageAddress';

const { sources, shared } = readSources('content', contentTypes);
const collections = cmsCollections(contentTypes, contentFacts([...shared, ...sources]));

function collection(name: string): CmsCollection {
  const found = collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

function field(fields: readonly CmsField[] | undefined, path: string): CmsField {
  const [name, ...rest] = path.split('.');
  const found = fields?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${path}`);
  if (rest.length === 0) return found;
  return field(found.fields ?? found.field?.fields, rest.join('.'));
}

const folderFields = (name: string) => {
  const found = collection(name);
  return 'fields' in found ? found.fields : [];
};

describe('cmsCollections', () => {
  it('edits every document of content/, each file once', () => {
    const edited = collections.flatMap((each) =>
      'files' in each
        ? each.files.map((file) => file.file)
        : sources
            .filter((source) => `content/${source.type.folder}` === each.folder)
            .map((source) => source.file),
    );
    const files = [...shared, ...sources].map((source) => source.file);
    expect(new Set(edited)).toEqual(new Set(files));
  });

  it('puts the two languages of a folder side by side, with shared values edited once', () => {
    const caseStudies = collection('case-studies');
    expect(caseStudies.i18n).toBe(true);
    const fields = folderFields('case-studies');
    expect(field(fields, 'title').i18n).toBe(true);
    expect(field(fields, 'industry').i18n).toBe('duplicate');
    expect(field(fields, 'image.src').i18n).toBe('duplicate');
    expect(field(fields, 'image.alt').i18n).toBe(true);
  });

  it('gives allowed values as a drop-down, counts as min and max, dates as written', () => {
    const caseStudy = folderFields('case-studies');
    expect(field(caseStudy, 'industry')).toMatchObject({ widget: 'site-select' });
    expect(field(caseStudy, 'industry').options?.length).toBeGreaterThan(1);
    expect(field(caseStudy, 'tags')).toMatchObject({ widget: 'site-list', min: 2 });
    // Shown and stored YYYY-MM-DD, with no time zone; the schema's rule checks the day.
    const date = field(folderFields('insights-blog'), 'date');
    expect(date.widget).toBe('site-string');
    expect(date.hint).toContain('2025-03-18');
    expect(field(caseStudy, 'image.src')).toMatchObject({
      widget: 'site-image',
      media_folder: '/public/images/case-studies',
      public_folder: '/images/case-studies',
    });
    expect(field(caseStudy, 'related')).toMatchObject({ widget: 'site-list' });
    expect(field(caseStudy, 'related').field).toMatchObject({
      widget: 'site-relation',
      collection: 'case-studies',
    });
  });

  it('edits an MDX text as raw Markdown, in both languages', () => {
    const body = field(folderFields('insights-blog'), 'body');
    expect(body).toMatchObject({ widget: 'site-markdown', modes: ['raw'], i18n: true });
  });

  it('lists each language file of a shared folder as its own entry, in its language', () => {
    const pages = collection('pages');
    expect('files' in pages && pages.files.map((file) => file.name)).toEqual(
      expect.arrayContaining(locales.map((locale) => `home-${locale}`)),
    );
    const arabicHome =
      'files' in pages ? pages.files.find((file) => file.name === 'home-ar') : undefined;
    expect(arabicHome?.file).toBe('content/pages/home.ar.yaml');
    expect(arabicHome?.fields.every((each) => each.lang === 'ar')).toBe(true);
  });

  it('previews only what the site’s own pages can draw', () => {
    expect(collection('case-studies').editor.preview).toBe(true);
    expect(collection('pages').editor.preview).toBe(false);
    expect(collection('leadership').editor.preview).toBe(false);
  });

  it('names each field’s place in the schema', () => {
    expect(field(folderFields('insights-blog'), 'image.alt').schema).toBe('BlogPost:image.alt');
  });

  it('names fields in an editor’s words, never the schema’s', () => {
    const article = folderFields('insights-blog');
    expect(field(article, 'image').label).toBe(fieldLabels.image);
    expect(field(article, 'image.src').label).toBe(fieldLabels.src);
    expect(field(article, 'image.alt').label).toBe(fieldLabels.alt);
    // The picture is hinted as a picture, with the smallest width the content check accepts.
    expect(field(article, 'image.src').hint).toContain(
      `at least ${pictureSlots.article.shownUpTo} pixels wide`,
    );
    expect(field(folderFields('services'), 'primaryAction.href').label).toBe(fieldLabels.href);
  });

  it('shows allowed values by the names the site shows and keeps the values', () => {
    const category = field(folderFields('insights-blog'), 'category').options;
    expect(category).toContainEqual({
      value: 'cloud-computing',
      label: en.blogCategories['cloud-computing'],
    });
    const industries = field(folderFields('case-studies'), 'industry').options ?? [];
    const finance = sources.find((source) => source.file === 'content/industries/finance.en.yaml');
    expect(industries).toContainEqual({
      value: 'finance',
      label: z.object({ title: z.string() }).parse(finance?.data).title,
    });
    expect(industries.every((option) => option.label !== option.value)).toBe(true);
  });

  it('opens each document’s page from "View Live", in its language', () => {
    expect(collection('insights-blog')).toMatchObject({ preview_path: '/insights/blog/{{slug}}' });
    const pages = collection('pages');
    const file = (name: string) =>
      'files' in pages ? pages.files.find((each) => each.name === name) : undefined;
    expect(file('home-ar')?.preview_path).toBe('/ar');
    expect(file('blog-en')?.preview_path).toBe('/insights/blog');
  });

  it('shows the page address first and names a new file after it, made from the title', () => {
    const blog = collection('insights-blog');
    const [address] = folderFields('insights-blog');
    expect(address).toMatchObject({ name: addressField, page: '/insights/blog/{{slug}}' });
    expect(blog).toMatchObject({ slug: `{{fields.${addressField}}}` });
    expect(field(folderFields('insights-blog'), 'title').address_source).toBe(true);
    expect(field(folderFields('testimonials'), 'name').address_source).toBe(true);
    expect(folderFields('testimonials')[0]?.page).toBeUndefined();
  });
});
