import { z } from 'zod';
import { contentType } from './contentType';
import { described, exactly, picture, text, texts } from './fields';

export const leader = contentType({
  name: 'Leader',
  folder: 'leadership',
  format: 'yaml',
  help: 'A leadership profile on the about page.',
  fields: z.strictObject({
    name: text(),
    role: text(),
    portrait: described(
      picture('portrait'),
      'an illustrated square portrait, in public/images/leadership',
    ),
    bio: text(),
    expertise: described(texts(exactly(3)), 'three expertise tags'),
  }),
});
