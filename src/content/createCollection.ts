import type { Locale } from '../../shared/locales';

type DocumentLoader<T> = () => Promise<T>;

export interface Collection<T> {
  /** Slugs in file-name order; every slug exists in both languages (checked at build time). */
  loadSlugs(locale: Locale): Promise<readonly string[]>;
  has(slug: string, locale: Locale): Promise<boolean>;
  load(slug: string, locale: Locale): Promise<T>;
  loadAll(locale: Locale): Promise<T[]>;
}

/** contentlayer names a document `services__cloud.en.yaml.json` after `services/cloud.en.yaml`. */
const fileName = /^(.+)\.(?:en|ar)\.(?:ya?ml|mdx)\.json$/;

/**
 * Wraps the `import.meta.glob` of one document type in one language, which `modulesOf`
 * fetches: each language's list is a chunk of its own (documentIndex.ts), and each document
 * too, so a route loads only its language's list and the documents it shows.
 */
export function createCollection<T>(
  modulesOf: (locale: Locale) => Promise<Record<string, DocumentLoader<T>>>,
): Collection<T> {
  const bySlug = new Map<Locale, Promise<Map<string, DocumentLoader<T>>>>();
  const readLoaders = async (locale: Locale) => {
    const loaders = new Map<string, DocumentLoader<T>>();
    for (const [path, loader] of Object.entries(await modulesOf(locale))) {
      const match = fileName.exec(path.split('/').pop()?.split('__').pop() ?? '');
      if (match?.[1]) loaders.set(match[1], loader);
    }
    return loaders;
  };
  const loadersOf = (locale: Locale) => {
    const started = bySlug.get(locale);
    if (started) return started;
    const reading = readLoaders(locale);
    bySlug.set(locale, reading);
    // A failed download (the visitor went offline) is tried again on the next navigation.
    reading.catch(() => bySlug.delete(locale));
    return reading;
  };
  const loadSlugs = async (locale: Locale) => [...(await loadersOf(locale)).keys()];

  async function load(slug: string, locale: Locale): Promise<T> {
    const loader = (await loadersOf(locale)).get(slug);
    if (!loader) throw new Error(`No ${locale} document "${slug}"`);
    return loader();
  }

  return {
    loadSlugs,
    has: async (slug, locale) => (await loadSlugs(locale)).includes(slug),
    load,
    loadAll: async (locale) =>
      Promise.all((await loadSlugs(locale)).map((slug) => load(slug, locale))),
  };
}
