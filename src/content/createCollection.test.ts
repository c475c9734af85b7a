import { describe, expect, it } from 'vitest';
import { createCollection } from './createCollection';

const loaded: string[] = [];
function loader(name: string) {
  return () => {
    loaded.push(name);
    return Promise.resolve({ name });
  };
}

const collection = createCollection({
  '/.contentlayer/generated/Service/services__cloud.en.yaml.json': loader('cloud en'),
  '/.contentlayer/generated/Service/services__cloud.ar.yaml.json': loader('cloud ar'),
  '/.contentlayer/generated/Service/services__managed-it.en.yaml.json': loader('managed en'),
  '/.contentlayer/generated/Service/services__managed-it.ar.yaml.json': loader('managed ar'),
});

describe('a content collection', () => {
  it('knows its slugs from the generated file names', () => {
    expect(collection.slugs).toEqual(['cloud', 'managed-it']);
    expect(collection.has('managed-it')).toBe(true);
    expect(collection.has('services')).toBe(false);
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
