import { z } from 'zod';
import { figureUnits } from '../vocabulary';
import { contentType } from './contentType';
import { choice, described, neutral, number, text, whole } from './fields';

const fact = z.strictObject({ value: number(), unit: choice(figureUnits) });
/** Text that each language writes its own way, kept side by side so both change together. */
const inBothLanguages = z.strictObject({
  en: described(text(), 'in English'),
  ar: described(text(), 'in Arabic'),
});

/**
 * Company-wide facts, written once for both languages. Any text names one as `{clients}`
 * (a figure reads "500" or "15 minutes", formatted for the page's language; a year, phone or
 * e-mail as written); `{responseTime.value}` is a figure's number alone; a whole value
 * written `'{clients}'` takes the fact itself.
 */
export const facts = contentType({
  name: 'Facts',
  folder: 'site',
  slugs: ['facts'],
  format: 'yaml',
  shared: true,
  help: "Company-wide facts: write `{clients}` in any text, `{responseTime.value}-minute` for the number alone, or `value: '{clients}'` in a figure, and the fact comes from here.",
  fields: z.strictObject({
    clients: fact,
    professionals: fact,
    countries: fact,
    projects: fact,
    retention: fact,
    foundingYear: described(whole(), 'the year, written as it is: 2013'),
    responseTime: fact,
    uptime: fact,
    rating: fact,
    officePhone: described(neutral(text()), 'as dialled, with the country code: +966 14 820 4400'),
    tollFreePhone: neutral(text()),
    generalEmail: neutral(text()),
    supportEmail: neutral(text()),
    officeStreet: inBothLanguages,
    officeDistrict: inBothLanguages,
    officeCity: inBothLanguages,
    officeCountry: inBothLanguages,
    officePostalCode: neutral(text()),
    officeHours: inBothLanguages,
  }),
});
