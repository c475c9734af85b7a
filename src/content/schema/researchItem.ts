import { z } from 'zod';
import { contentType } from './contentType';
import { text } from './fields';

export const researchItem = contentType({
  name: 'ResearchItem',
  folder: 'insights/research',
  format: 'yaml',
  help: 'A research report on /insights/research.',
  fields: z.strictObject({ title: text(), summary: text() }),
});
