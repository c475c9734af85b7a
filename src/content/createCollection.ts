import type { Locale } from '../../shared/locales';

type DocumentLoader<T> = () => Promise<T>;

export interface Collection<T> {
  /** Slugs in file-name order; every slug exists in both languages (checked at build time). */
  slugs: readonly string[];
  has(slug: string): boolean;
  load(slug: string, locale: Locale): Promise<T>;
  loadAll(locale: Locale): Promise<T[]>;
}

/** contentlayer names a document `services__cloud.en.yaml.json` after `services/cloud.en.yaml`. */
const fileName = /^(.+)\.(en|ar)\.(?:ya?ml|mdx)\.json$/;

/**
 * Wraps an `import.meta.glob` of one document type. Each document is its own chunk, so a
 * route loads only the documents it shows.
 */
export function createCollection<T>(modules: Record<string, DocumentLoader<T>>): Collection<T> {
  const loaders = new Map<string, DocumentLoader<T>>();
  for (const [path, loader] of Object.entries(modules)) {
    const match = fileName.exec(path.split('/').pop()?.split('__').pop() ?? '');
    if (match) loaders.set(`${match[1]}.${match[2]}`, loader);
  }
  const slugs = [...new Set([...loaders.keys()].map((key) => key.replace(/\.(en|ar)$/, '')))];

  async function load(slug: string, locale: Locale): Promise<T> {
    const loader = loaders.get(`${slug}.${locale}`);
    if (!loader) throw new Error(`No ${locale} document "${slug}"`);
    return loader();
  }

  return {
    slugs,
    has: (slug) => slugs.includes(slug),
    load,
    loadAll: (locale) => Promise.all(slugs.map((slug) => load(slug, locale))),
  };
}
