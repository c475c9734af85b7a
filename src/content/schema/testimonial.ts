import { z } from 'zod';
import { contentType } from './contentType';
import { described, number, text } from './fields';

export const testimonial = contentType({
  name: 'Testimonial',
  folder: 'testimonials',
  format: 'yaml',
  help: 'A client quote, shown where a page names its slug.',
  fields: z.strictObject({
    quote: text(),
    name: text(),
    title: text(),
    company: text(),
    rating: described(number().min(1, 'is below 1').max(5, 'is above 5'), 'stars out of 5'),
  }),
});
