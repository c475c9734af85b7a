import { z } from 'zod';

/** What src/entry-server.tsx exports, checked where a script loads the built module. */
export const serverEntrySchema = z.object({
  render: z.function({
    input: [z.string(), z.string()],
    output: z.promise(z.object({ html: z.string(), status: z.number() })),
  }),
  sitePages: z.function({
    input: [],
    output: z.promise(z.array(z.object({ path: z.string(), inSitemap: z.boolean() }))),
  }),
  siteUrl: z.string(),
});
