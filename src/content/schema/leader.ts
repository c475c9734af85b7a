import { z } from 'zod';
import { contentType } from './contentType';
import { described, exactly, image, text, texts } from './fields';

export const leader = contentType({
  name: 'Leader',
  folder: 'leadership',
  format: 'yaml',
  help: 'A leadership profile on the about page.',
  fields: z.strictObject({
    name: text(),
    role: text(),
    portrait: described(
      image,
      'an illustrated square portrait, 320×320, in public/images/leadership',
    ),
    bio: text(),
    expertise: described(texts(exactly(3)), 'three expertise tags'),
  }),
});
