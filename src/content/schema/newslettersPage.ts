import { z } from 'zod';
import { contentType } from './contentType';
import { action, headerImage, icon, list, text } from './fields';

const option = z.strictObject({
  title: text(),
  description: text(),
  frequency: text(),
  icon: icon(),
});

export const newslettersPage = contentType({
  name: 'NewslettersPage',
  folder: 'pages',
  slugs: ['newsletters'],
  format: 'yaml',
  help: 'The newsletters page: the options a reader can subscribe to.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    image: headerImage(),
    subscribeAction: action,
    options: z.strictObject({ title: text(), items: list(option, { min: 1 }) }),
    closing: z.strictObject({ title: text(), summary: text(), primaryAction: action }),
  }),
});
