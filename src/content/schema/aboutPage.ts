import { z } from 'zod';
import { aboutSections } from '../vocabulary';
import { figureBlock, figures, intro, itemsBlock, textBlock } from './blocks';
import { contentType } from './contentType';
import { choice, described, exactly, headerImage, list, text, uniqueBy, whole } from './fields';

const milestone = z.strictObject({ year: whole(), title: text(), description: text() });

export const aboutPage = contentType({
  name: 'AboutPage',
  folder: 'pages',
  slugs: ['about'],
  format: 'yaml',
  help: 'The about page: story, timeline, values, leadership and numbers, and the sections with their own address (/about/team and the like).',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    image: headerImage(),
    stats: figures({ min: 1 }),
    story: textBlock,
    timeline: z.strictObject({ title: text(), milestones: list(milestone, { min: 1 }) }),
    values: itemsBlock,
    leadership: described(intro, 'the profiles themselves are the files in content/leadership'),
    numbers: figureBlock(),
    sections: described(
      uniqueBy(
        list(
          z.strictObject({ id: choice(aboutSections), title: text(), summary: text() }),
          exactly(aboutSections.length),
        ),
        'id',
      ),
      'one per section with its own address (/about/team and the like)',
    ),
  }),
});
