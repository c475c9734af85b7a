import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { formNames } from './formContract';

const formEchoSchema = z.object({
  form: z.enum(formNames),
  outcome: z.enum(['sent', 'invalid', 'rateLimited', 'failed']),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  retryAfterMs: z.number().optional(),
});

/** What src/prerender/entry-server.tsx exports, checked where a script loads the built module. */
export const serverEntrySchema = z.object({
  render: z.function({
    input: [z.string(), z.string(), formEchoSchema.optional()],
    output: z.promise(
      z.object({ html: z.string(), status: z.number(), error: z.string().optional() }),
    ),
  }),
  sitePages: z.function({
    input: [],
    output: z.promise(z.array(z.object({ path: z.string(), inSitemap: z.boolean() }))),
  }),
  siteUrl: z.string(),
  securityTxt: z.function({ input: [z.date()], output: z.promise(z.string()) }),
});

/** Imports the built server bundle (dist/server/entry-server.js) and checks its exports. */
export async function loadServerEntry(file: string) {
  return serverEntrySchema.parse(await import(pathToFileURL(resolve(file)).href));
}
