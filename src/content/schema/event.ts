import { z } from 'zod';
import { contentType } from './contentType';
import { date, text } from './fields';

export const event = contentType({
  name: 'Event',
  folder: 'insights/events',
  format: 'yaml',
  help: 'An event on /insights/events.',
  fields: z.strictObject({ title: text(), summary: text(), date: date(), location: text() }),
});
