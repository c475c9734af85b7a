import type { Plugin } from 'vite';
import { z } from 'zod';

const generatedDocument = /[\\/]\.contentlayer[\\/]generated[\\/][A-Za-z]+[\\/][^_][^\\/]*\.json$/;

/** What contentlayer calls a nested object's type; a field of content is never so named. */
const unnamed = '__UNNAMED__';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A document without `_raw`, and its nested objects without the `type` and `_raw` that
 * contentlayer writes into every one
 * (`"__UNNAMED__"` and `{}`): the generated types do not declare them, and they were over a
 * thousand copies of the same 28 characters across the site's chunks.
 */
function withoutNestedMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNestedMarkers);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, field]) => key !== '_raw' && !(key === 'type' && field === unnamed))
      .map(([key, field]) => [key, withoutNestedMarkers(field)]),
  );
}

/** A generated document's JSON as the site bundles it (see `contentDocumentsPlugin`). */
export function trimmedDocument(source: string): string {
  const parsed = z.record(z.string(), z.unknown()).parse(JSON.parse(source));
  const { body: _ignoredBody, ...document } = parsed;
  return JSON.stringify(withoutNestedMarkers(document));
}

/**
 * Trims each generated content document before it is bundled: `_raw` (file-system details)
 * and `body` (contentlayer's MDX output, replaced by modules compiled from the .mdx files) are
 * never read by the site, and would only add weight to every page's chunk; nor are the
 * markers of its nested objects. The document keeps its own `type` (its type's name).
 */
export function contentDocumentsPlugin(): Plugin {
  return {
    name: 'site:content-documents',
    enforce: 'pre',
    transform(source, id) {
      if (!generatedDocument.test(id)) return null;
      return { code: trimmedDocument(source), map: null };
    },
  };
}
