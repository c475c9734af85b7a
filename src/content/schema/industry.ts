import { z } from 'zod';
import { closing, titledItem } from './blocks';
import { contentType } from './contentType';
import { action, headText, icon, image, internalLink, list, text, texts } from './fields';

export const industry = contentType({
  name: 'Industry',
  folder: 'industries',
  format: 'yaml',
  help: 'An industry page (/industries/{slug}).',
  fields: z.strictObject({
    title: headText(),
    summary: headText(),
    icon: icon(),
    image,
    primaryAction: action,
    secondaryAction: action,
    overview: z.strictObject({ title: text(), paragraphs: texts({ min: 1 }), image }),
    solutionsTitle: text(),
    solutions: list(
      z.strictObject({
        title: text(),
        description: text(),
        icon: icon(),
        features: texts({ min: 1 }),
      }),
      { min: 1 },
    ),
    caseStudy: z.strictObject({
      title: text(),
      description: text(),
      results: texts({ min: 1 }),
      image,
      href: internalLink(),
    }),
    benefitsTitle: text(),
    benefits: list(titledItem, { min: 1 }),
    closing,
  }),
});
