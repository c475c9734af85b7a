import { z } from 'zod';
import { contentType } from './contentType';
import { date, text } from './fields';

export const webinar = contentType({
  name: 'Webinar',
  folder: 'insights/webinars',
  format: 'yaml',
  help: 'A webinar on /insights/webinars.',
  fields: z.strictObject({ title: text(), summary: text(), date: date(), presenter: text() }),
});
