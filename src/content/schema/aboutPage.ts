import { z } from 'zod';
import { aboutSections } from '../vocabulary';
import { figureBlock, figures, intro, itemsBlock, textBlock } from './blocks';
import { contentType } from './contentType';
import {
  action,
  choice,
  described,
  exactly,
  headerImage,
  list,
  text,
  uniqueBy,
  whole,
} from './fields';

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
          z.strictObject({
            id: choice(aboutSections),
            title: text(),
            line: described(
              text().max(60, 'is longer than 60 characters; a card line says it in a few words'),
              'the one line on its card near the top of the page, which leads to the section',
            ),
            summary: text(),
          }),
          exactly(aboutSections.length),
        ),
        'id',
      ),
      'one per section with its own address (/about/team and the like)',
    ),
    careers: described(
      z.strictObject({ apply: text(), subject: text() }),
      "the careers section's button, which opens an e-mail to the company's general address with this subject",
    ),
    locations: described(
      z.strictObject({ visit: action }),
      "the locations section's link to the office on the map (the contact page)",
    ),
  }),
});
