import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { configFile } from '../src/admin/cmsConfig';
import { cmsCollections, type ContentFacts } from '../src/admin/cmsCollections';
import { contentTypes } from '../src/content/schema/contentTypes';
import { readSources, type Source } from './contentCheck/sources';

/** A text longer than this, or on several lines, is edited in a box of several lines. */
const oneLineLength = 70;

/** Every text value of a document, by its place in the schema (list items as 0). */
function textPlaces(value: unknown, place: string): [string, string][] {
  if (typeof value === 'string') return [[place, value]];
  const prefix = place.endsWith(':') ? place : `${place}.`;
  if (Array.isArray(value)) return value.flatMap((item) => textPlaces(item, `${prefix}0`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => textPlaces(item, `${prefix}${key}`));
  }
  return [];
}

export function contentFacts(sources: readonly Source[]): ContentFacts {
  const paragraphs = new Set(
    sources
      .flatMap((source) => textPlaces(source.data, `${source.type.name}:`))
      .filter(([, text]) => text.length > oneLineLength || text.includes('\n'))
      .map(([place]) => place),
  );
  const documents = new Map(
    sources.map((source) => [`${source.type.name}/${source.slug}`, source] as const),
  );
  return {
    documents: [...documents.values()].map(({ type, slug }) => ({ type, slug })),
    isParagraph: (place) => paragraphs.has(place),
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
