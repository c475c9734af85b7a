import type { Plugin } from 'vite';
import { z } from 'zod';

const generatedDocument = /[\\/]\.contentlayer[\\/]generated[\\/][A-Za-z]+[\\/][^_][^\\/]*\.json$/;

/**
 * Trims each generated content document before it is bundled: `_raw` (file-system details)
 * and `body` (contentlayer's MDX output, replaced by modules compiled from the .mdx files) are
 * never read by the site, and would only add weight to every page's chunk.
 */
export function contentDocumentsPlugin(): Plugin {
  return {
    name: 'site:content-documents',
    enforce: 'pre',
    transform(source, id) {
      if (!generatedDocument.test(id)) return null;
      const parsed = z.record(z.string(), z.unknown()).parse(JSON.parse(source));
      const { _raw: _ignoredRaw, body: _ignoredBody, ...document } = parsed;
      return { code: JSON.stringify(document), map: null };
    },
  };
}
