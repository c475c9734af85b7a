import { z } from 'zod';
import { contentType } from './contentType';
import { date, described, internalLink, text } from './fields';

export const webinar = contentType({
  name: 'Webinar',
  folder: 'insights/webinars',
  format: 'yaml',
  help: 'A webinar on /insights/webinars.',
  fields: z.strictObject({
    title: text(),
    summary: text(),
    date: date(),
    presenter: text(),
    recording: described(
      internalLink(),
      'where to watch or ask for the recording once the webinar is over, such as /contact; a past webinar without it shows no recording link',
    ).optional(),
  }),
});
