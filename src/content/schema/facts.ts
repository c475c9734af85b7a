import { z } from 'zod';
import { figureUnits } from '../vocabulary';
import { contentType } from './contentType';
import { choice, described, neutral, number, text } from './fields';

const fact = z.strictObject({ value: number(), unit: choice(figureUnits) });

/**
 * Company-wide facts, written once for both languages. Any text names one as `{clients}`
 * (a figure reads "500", formatted for the page's language; a phone or address as written);
 * a whole value written `'{clients}'` takes the fact itself.
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
    officePhone: described(neutral(text()), 'as dialled, with the country code: +966 14 820 4400'),
    tollFreePhone: neutral(text()),
    generalEmail: neutral(text()),
    supportEmail: neutral(text()),
  }),
});
