import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { configFile } from '../src/admin/cmsConfig';
import { cmsCollections, type ContentFacts } from '../src/admin/cmsCollections';
import { contentTypes } from '../src/content/schema/contentTypes';
import en from '../src/i18n/locales/en.json';
import { readSources, type Source } from './contentCheck/sources';
import { roledValues } from './contentCheck/walkFields';

/** A text longer than this, or on several lines, is edited in a box of several lines. */
const oneLineLength = 70;

/** A value's place in the schema, as the collections name it: `CaseStudy:results.metrics.0.unit`. */
function placeOf(typeName: string, path: readonly PropertyKey[]): string {
  return `${typeName}:${path.map((key) => (typeof key === 'number' ? '0' : String(key))).join('.')}`;
}

/** Every text value of a document, with its path. */
function texts(value: unknown, path: PropertyKey[] = []): [PropertyKey[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]));
  }
  return [];
}

/** A document's title, or a person's name: what the editor calls it in a list of choices. */
function titleOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const title: unknown = Reflect.get(data, 'title') ?? Reflect.get(data, 'name');
  return typeof title === 'string' ? title : undefined;
}

export function contentFacts(sources: readonly Source[]): ContentFacts {
  const paragraphs = new Set(
    sources.flatMap((source) =>
      texts(source.data)
        .filter(([, text]) => text.length > oneLineLength || text.includes('\n'))
        .map(([path]) => placeOf(source.type.name, path)),
    ),
  );
  const documents = new Map(
    sources.map((source) => [`${source.type.name}/${source.slug}`, source] as const),
  );
  const titles = new Map(
    sources
      .filter((source) => source.locale === 'en')
      .map((source) => [`${source.type.name}/${source.slug}`, titleOf(source.data)] as const),
  );
  const pictureFolders = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const { path, value, role } of roledValues(source.data, source.type.fields)) {
      if (!role.picture || typeof value !== 'string') continue;
      const place = placeOf(source.type.name, path);
      const folders = pictureFolders.get(place) ?? new Set<string>();
      folders.add(value.slice(0, value.lastIndexOf('/')));
      pictureFolders.set(place, folders);
    }
  }
  return {
    documents: [...documents.values()].map(({ type, slug }) => ({
      type,
      slug,
      title: titles.get(`${type.name}/${slug}`),
    })),
    // The editor's interface is English (Decap has no Arabic), so are the names it shows.
    nameLists: [en.blogCategories, en.footer.networks, en.nav.links],
    isParagraph: (place) => paragraphs.has(place),
    pictureFolder: (place) => {
      const folders = [...(pictureFolders.get(place) ?? [])];
      return folders.length === 1 ? folders[0] : undefined;
    },
  };
}

/** /admin/config.yml, generated from the content schema and the files in content/. */
export function cmsConfigPlugin(): Plugin {
  return {
    name: 'site:cms-config',
    apply: 'build',
    generateBundle() {
      const { sources, shared } = readSources('content', contentTypes);
      const collections = cmsCollections(contentTypes, contentFacts([...shared, ...sources]));
      this.emitFile({
        type: 'asset',
        fileName: 'config.yml',
        source: `# Written by the build from the content schema (src/content/schema): do not edit.\n${stringify(configFile(collections), { lineWidth: 0 })}`,
      });
    },
  };
}
