import { z } from 'zod';
import { figureBlock, closing } from './blocks';
import { contentType } from './contentType';
import { described, headerImage, list, reference, text } from './fields';

export const caseStudiesPage = contentType({
  name: 'CaseStudiesPage',
  folder: 'pages',
  slugs: ['case-studies'],
  format: 'yaml',
  help: 'The case studies list: which studies it shows, in order, its impact figures and one testimonial.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    image: headerImage(),
    studies: described(
      list(reference('case-studies'), { min: 1 }),
      'studies on the list, by slug, in order: card n is also /case-study/n',
    ),
    impact: figureBlock(),
    testimonial: described(reference('testimonials'), 'a file of content/testimonials, by slug'),
    closing,
  }),
});
