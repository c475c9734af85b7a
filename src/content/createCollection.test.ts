import { describe, expect, it } from 'vitest';
import { createCollection } from './createCollection';
import type { Locale } from '../../shared/locales';

const loaded: string[] = [];
function loader(name: string) {
  return () => {
    loaded.push(name);
    return Promise.resolve({ name });
  };
}

const modules = {
  en: {
    '/.contentlayer/generated/Service/services__cloud.en.yaml.json': loader('cloud en'),
    '/.contentlayer/generated/Service/services__managed-it.en.yaml.json': loader('managed en'),
  },
  ar: {
    '/.contentlayer/generated/Service/services__cloud.ar.yaml.json': loader('cloud ar'),
    '/.contentlayer/generated/Service/services__managed-it.ar.yaml.json': loader('managed ar'),
  },
};
const listsFetched: Locale[] = [];
const collection = createCollection((locale) => {
  listsFetched.push(locale);
  return Promise.resolve(modules[locale]);
});

describe('a content collection', () => {
  it('knows its slugs from the generated file names', async () => {
    await expect(collection.loadSlugs('en')).resolves.toEqual(['cloud', 'managed-it']);
    await expect(collection.has('managed-it', 'ar')).resolves.toBe(true);
    await expect(collection.has('services', 'en')).resolves.toBe(false);
  });

  it("fetches each language's list of documents once", async () => {
    await collection.loadSlugs('en');
    await collection.has('cloud', 'en');
    expect(listsFetched).toEqual(['en', 'ar']);
  });

  it('loads only the document asked for, in the language asked for', async () => {
    loaded.length = 0;
    await expect(collection.load('cloud', 'ar')).resolves.toEqual({ name: 'cloud ar' });
    expect(loaded).toEqual(['cloud ar']);
  });

  it('loads every document of one language in slug order', async () => {
    await expect(collection.loadAll('en')).resolves.toEqual([
      { name: 'cloud en' },
      { name: 'managed en' },
    ]);
  });

  it('rejects an unknown document', async () => {
    await expect(collection.load('quantum', 'en')).rejects.toThrow('No en document "quantum"');
  });
});
