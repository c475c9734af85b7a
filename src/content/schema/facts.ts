import { z } from 'zod';
import { figureUnits } from '../vocabulary';
import { contentType } from './contentType';
import { choice, number } from './fields';

const fact = z.strictObject({ value: number(), unit: choice(figureUnits) });

/**
 * Company-wide figures, written once for both languages. Any text names one as `{clients}`
 * (it reads "500" in English and in Arabic, formatted for the page); a figure's value as
 * `'{clients}'` takes the number itself.
 */
export const facts = contentType({
  name: 'Facts',
  folder: 'site',
  slugs: ['facts'],
  format: 'yaml',
  shared: true,
  help: "Company-wide figures: write `{clients}` in any text, or `value: '{clients}'` in a figure, and the number comes from here.",
  fields: z.strictObject({
    clients: fact,
    professionals: fact,
    countries: fact,
    projects: fact,
    retention: fact,
  }),
});
