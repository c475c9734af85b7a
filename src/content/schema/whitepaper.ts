import { z } from 'zod';
import { contentType } from './contentType';
import { headText } from './fields';

export const whitepaper = contentType({
  name: 'Whitepaper',
  folder: 'insights/whitepapers',
  format: 'mdx',
  help: 'A whitepaper (/insights/whitepapers/{slug}): front matter above the text.',
  fields: z.strictObject({ title: headText(), description: headText() }),
});
