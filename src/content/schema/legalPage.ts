import { z } from 'zod';
import { contentType } from './contentType';
import { date, described, headText } from './fields';

export const legalPage = contentType({
  name: 'LegalPage',
  folder: 'legal',
  format: 'mdx',
  help: 'The privacy policy and the terms of use: front matter above the text.',
  fields: z.strictObject({
    title: headText(),
    description: headText(),
    updated: described(date(), 'the day the text last changed'),
  }),
});
