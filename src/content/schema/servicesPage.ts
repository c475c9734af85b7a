import { z } from 'zod';
import { overviewServiceSlugs } from '../vocabulary';
import { figures } from './blocks';
import { contentType } from './contentType';
import { action, choice, described, exactly, list, text, texts, uniqueBy } from './fields';

const section = z.strictObject({
  service: described(
    choice(overviewServiceSlugs),
    'the service shown; also the section anchor, as in /services#cloud',
  ),
  description: text(),
  keyFeatures: texts(exactly(5)),
});

export const servicesPage = contentType({
  name: 'ServicesPage',
  folder: 'pages',
  slugs: ['services'],
  format: 'yaml',
  help: 'The services overview: one section per service, in page order.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    keyFacts: described(figures(exactly(3)), 'three figures beside the title'),
    sections: uniqueBy(list(section, exactly(overviewServiceSlugs.length)), 'service'),
    primaryAction: action,
    secondaryAction: action,
  }),
});
