import { z } from 'zod';
import { newsletterLists } from '../../../shared/formContract';
import { contentType } from './contentType';
import {
  action,
  choice,
  described,
  exactly,
  headerImage,
  icon,
  list,
  text,
  uniqueBy,
} from './fields';

const option = z.strictObject({
  id: described(
    choice(newsletterLists),
    'the name the sign-up sends for this newsletter; the receiver keeps it with the address',
  ),
  title: text(),
  description: text(),
  frequency: text(),
  icon: icon(),
});

export const newslettersPage = contentType({
  name: 'NewslettersPage',
  folder: 'pages',
  slugs: ['newsletters'],
  format: 'yaml',
  help: 'The newsletters page: the newsletters a reader can choose, and the sign-up form that sends the choice.',
  fields: z.strictObject({
    title: text(),
    description: text(),
    summary: text(),
    image: headerImage(),
    subscribeAction: described(action, "the header's button, which leads to the form below"),
    options: z.strictObject({
      title: text(),
      items: uniqueBy(list(option, exactly(newsletterLists.length)), 'id'),
    }),
    subscribe: described(
      z.strictObject({ title: text(), summary: text() }),
      'the heading and sentence above the sign-up form',
    ),
  }),
});
