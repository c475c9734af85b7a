import { evaluate } from '@mdx-js/mdx';
import rehypeExtractContents from '@stefanprobst/rehype-extract-toc';
import rehypeExportContents from '@stefanprobst/rehype-extract-toc/mdx';
import { useEffect, useState } from 'react';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import { z } from 'zod';
import type { MdxBody } from '../../content/mdxBodies';

const exportedContents = z.array(z.object({ value: z.string(), id: z.string().optional() }));

/**
 * An MDX text compiled in the editor as the build compiles it (tooling/mdxPlugin.ts: heading
 * ids, the sections' contents), so the preview shows the article as the site will. While the
 * text does not compile (a tag half typed), the last text that did stays on show.
 */
export function useMdxBody(source: string): MdxBody | undefined {
  const [body, setBody] = useState<MdxBody>();
  useEffect(() => {
    let current = true;
    evaluate(source, {
      ...runtime,
      rehypePlugins: [
        rehypeSlug,
        rehypeExtractContents,
        [rehypeExportContents, { name: 'contents' }],
      ],
    })
      .then((compiled) => {
        if (!current) return;
        const contents = exportedContents.safeParse(compiled.contents).data ?? [];
        setBody({
          Body: compiled.default,
          contents: contents.flatMap(({ id, value }) => (id ? [{ id, title: value }] : [])),
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [source]);
  return body;
}
