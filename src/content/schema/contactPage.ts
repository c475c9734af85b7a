import { z } from 'zod';
import { figures, listBlock } from './blocks';
import { contentType } from './contentType';
import { headerImage, icon, internalLink, list, text, texts } from './fields';

const showcaseService = z.strictObject({
  title: text(),
  icon: icon(),
  features: texts({ min: 1 }),
  href: internalLink(),
});

export const contactPage = contentType({
  name: 'ContactPage',
  folder: 'pages',
  slugs: ['contact'],
  format: 'yaml',
  help: 'The contact page around the form: highlights, the services showcase, benefits and the map.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    image: headerImage(),
    highlights: figures(),
    showcase: z.strictObject({ title: text(), services: list(showcaseService, { min: 1 }) }),
    benefits: listBlock,
    whyChoose: listBlock,
    map: z.strictObject({ title: text(), caption: text(), linkLabel: text() }),
  }),
});
