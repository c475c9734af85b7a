import { z } from 'zod';
import { figureBlock, figures, titledItem } from './blocks';
import { contentType } from './contentType';
import {
  action,
  described,
  exactly,
  icon,
  internalLink,
  list,
  picture,
  reference,
  text,
  texts,
} from './fields';

const serviceCard = z.strictObject({
  title: text(),
  description: text(),
  icon: icon(),
  href: internalLink(),
});

export const homePage = contentType({
  name: 'HomePage',
  folder: 'pages',
  slugs: ['home'],
  format: 'yaml',
  help: 'The home page, from the hero to the consultation request.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    hero: z.strictObject({
      badges: described(texts(exactly(3)), 'three claims; the badge shows one every 2 seconds'),
      headline: text(),
      headlineAccents: described(
        texts(exactly(4)),
        'four phrases after the headline; one shows every 3 seconds',
      ),
      summary: text(),
      primaryAction: action,
      secondaryAction: action,
      figures: figures(exactly(3)),
      partnersLabel: text(),
      partners: texts({ min: 1 }),
      image: described(picture('hero'), 'the picture beside the headline, drawn for the home page'),
    }),
    statistics: described(
      figureBlock(exactly(4)),
      'the counters: years of experience, clients, uptime and support hours',
    ),
    credentials: z.strictObject({
      title: text(),
      summary: text(),
      items: list(titledItem, exactly(4)),
    }),
    whyChooseUs: z.strictObject({
      title: text(),
      summary: text(),
      items: list(titledItem, exactly(3)),
    }),
    services: z.strictObject({
      title: text(),
      summary: text(),
      cards: list(serviceCard, { min: 1 }),
    }),
    testimonials: z.strictObject({
      title: text(),
      summary: text(),
      testimonials: described(
        list(reference('testimonials'), exactly(3)),
        'three files of content/testimonials, by slug, in the order shown',
      ),
      figures: figures(exactly(3)),
    }),
    consultation: z.strictObject({
      title: text(),
      summary: text(),
      benefits: texts(exactly(3)),
      badges: texts(exactly(3)),
    }),
  }),
});
