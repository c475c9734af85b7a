import { z } from 'zod';
import { figureBlock, titledItem } from './blocks';
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
  help: 'The home page, from the hero to the consultation request. Each figure shows once on the page: the proof band carries the counted ones.',
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
      image: described(picture('hero'), 'the picture beside the headline, drawn for the home page'),
    }),
    statistics: described(
      figureBlock(exactly(4)),
      'the proof band, the one place these figures show: years of experience, clients, uptime and support hours, counted up',
    ),
    featuredStudy: z.strictObject({
      title: text(),
      study: described(
        reference('case-studies'),
        'a file of content/case-studies, by slug: its title, client, first three results and picture, with a link to it',
      ),
    }),
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
    }),
    consultation: z.strictObject({
      title: text(),
      summary: text(),
      benefits: texts(exactly(3)),
    }),
  }),
});
