import { z } from 'zod';
import { contentType } from './contentType';
import { headerImage, text } from './fields';

/** The simple pages: a title, a search description and an opening summary. */
export const page = contentType({
  name: 'Page',
  folder: 'pages',
  format: 'yaml',
  help: 'A page whose body the site builds from other documents (industries, insights, blog, events and the like): its title, search description and opening summary.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    image: headerImage(),
  }),
});
