import { z } from 'zod';
import { industrySlugs } from '../vocabulary';
import { figures } from './blocks';
import { contentType } from './contentType';
import { choice, described, headText, image, list, reference, text, texts } from './fields';

export const caseStudy = contentType({
  name: 'CaseStudy',
  folder: 'case-studies',
  format: 'yaml',
  help: 'A case study (/case-studies/{slug}).',
  fields: z.strictObject({
    title: headText(),
    subtitle: text(),
    summary: headText(),
    industry: choice(industrySlugs),
    tags: described(texts({ min: 2 }), 'the list card shows the first two'),
    image,
    client: z.strictObject({ name: text(), sector: text(), size: text(), location: text() }),
    overview: texts({ min: 1 }),
    challenges: list(z.strictObject({ title: text(), description: text() }), { min: 1 }),
    solution: z.strictObject({ title: text(), description: text(), details: texts({ min: 1 }) }),
    results: z.strictObject({
      title: text(),
      description: text(),
      metrics: described(
        figures({ min: 3 }),
        'the list card shows the first three and counts the rest',
      ),
    }),
    testimonial: z
      .strictObject({ quote: text(), author: text(), position: text(), company: text() })
      .optional(),
    related: list(reference('case-studies'), { min: 1 }),
    layout: described(
      choice(['standard', 'spotlight']).default('standard'),
      '`spotlight` leads with the results and sets challenge and solution side by side',
    ),
  }),
});
