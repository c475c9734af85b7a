import { z } from 'zod';
import { blogCategories } from '../vocabulary';
import { contentType } from './contentType';
import { choice, described, headText, image } from './fields';

export const whitepaper = contentType({
  name: 'Whitepaper',
  folder: 'insights/whitepapers',
  format: 'mdx',
  help: 'A whitepaper (/insights/whitepapers/{slug}): front matter above the text.',
  fields: z.strictObject({
    title: headText(),
    description: headText(),
    topic: described(
      choice(blogCategories),
      'the subject, named on its card; the cover drawn from the title shows it too',
    ),
    cover: described(
      image.optional(),
      'the cover on its card; without one the card draws a cover from the title and topic',
    ),
  }),
});
