import { z } from 'zod';
import { solutionSlugs } from '../vocabulary';
import { titledItem } from './blocks';
import { contentType } from './contentType';
import { engagement } from './engagement';
import {
  choice,
  described,
  flag,
  headText,
  icon,
  image,
  internalLink,
  list,
  text,
  texts,
} from './fields';

/** The Solution Hub leads with this many solutions, marked `featured: true`. */
export const featuredSolutions = 3;

export const solution = contentType({
  name: 'Solution',
  folder: 'solutions',
  format: 'yaml',
  help: `A solution page (/solutions/{slug}). Exactly ${featuredSolutions} solutions are featured on the Solution Hub.`,
  fields: z.strictObject({
    title: headText(),
    summary: headText(),
    icon: icon(),
    image,
    featured: described(
      flag(),
      `true for the ${featuredSolutions} solutions that lead the Solution Hub`,
    ),
    overview: texts({ min: 1 }),
    benefits: list(z.strictObject({ title: text(), items: texts({ min: 1 }) }), { min: 1 }),
    features: list(titledItem, { min: 1 }),
    related: described(list(choice(solutionSlugs), { min: 1, max: 3 }), 'up to three solutions'),
    engagement,
    ctaText: described(text().optional(), 'the closing band; the site-wide wording when left out'),
    ctaButtonText: text().optional(),
    ctaLinkUrl: internalLink().optional(),
  }),
});
