import { z } from 'zod';
import { figureUnits } from '../vocabulary';
import { pending } from '../pending';
import { contentType } from './contentType';
import { choice, described, list, neutral, number, text, uniqueBy, whole } from './fields';

const fact = z.strictObject({ value: number(), unit: choice(figureUnits) });
/** Text that each language writes its own way, kept side by side so both change together. */
const inBothLanguages = z.strictObject({
  en: described(text(), 'in English'),
  ar: described(text(), 'in Arabic'),
});

/**
 * A value of the company's legal identity, in both languages, or `pending` in both while it
 * is not known: the site then leaves it out instead of showing an invented one.
 */
const legalInBothLanguages = (help: string) =>
  described(
    inBothLanguages.refine(
      ({ en, ar }) => (en === pending) === (ar === pending),
      `is pending in one language only: write it in both, or ${pending} in both while it is not known`,
    ),
    `${help}; ${pending} in both languages while it is not known`,
  );

/** Saudi commercial registration numbers, the older ones and the unified 700 numbers alike, are 10 digits. */
const commercialRegistration = described(
  neutral(
    z
      .string()
      .regex(
        new RegExp(`^(\\d{10}|${pending})$`),
        `is not a commercial registration number: write its 10 digits, or ${pending} while it is not known`,
      ),
  ),
  `the commercial registration number (10 digits) from the certificate; ${pending} while it is not known`,
);

/**
 * A word counted after a figure, in each form the number calls for (Intl.PluralRules'
 * categories). A text writes `{clients عميل}` and the page reads «650 عميلًا» or «3 عملاء».
 */
const arabicNoun = z.strictObject({
  one: described(text(), 'for 1, said without the digit: عميل واحد'),
  two: described(text(), 'for 2, said without the digit, as after «من» or «في»: عميلين'),
  few: described(text(), 'after 3 to 10 (and 103, 110…): عملاء'),
  many: described(text(), 'after 11 to 99 (and 650, 1,011…), accusative with tanween: عميلًا'),
  other: described(text(), 'after 100, 1,000, 5,000 (and 0, 101, 102): عميل'),
});
const englishNoun = z.strictObject({
  one: described(text(), 'after 1: client'),
  other: described(text(), 'after any other number: clients'),
});
const countedNouns = described(
  z.strictObject({
    en: uniqueBy(list(englishNoun), 'other'),
    ar: uniqueBy(list(arabicNoun), 'other'),
  }),
  'the words counted after a figure, in every form a number calls for: write `{clients عميل}` (any one of its forms) and the page writes the number with the right form',
);

/**
 * Company-wide facts, written once for both languages. Any text names one as `{clients}`
 * (a figure reads "500" or "15 minutes", formatted for the page's language; a year, phone or
 * e-mail as written); `{responseTime.value}` is a figure's number alone; a whole value
 * written `'{clients}'` takes the fact itself; `{clients عميل}` is a count followed by its
 * noun from `nouns`, in the form the number calls for.
 */
export const facts = contentType({
  name: 'Facts',
  folder: 'site',
  slugs: ['facts'],
  format: 'yaml',
  shared: true,
  help: "Company-wide facts: write `{clients}` in any text, `{responseTime.value}-minute` for the number alone, `{clients عميل}` for a count and its noun in the form the number calls for, or `value: '{clients}'` in a figure, and the fact comes from here.",
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
    legalName: legalInBothLanguages('the name in the commercial register'),
    legalForm: legalInBothLanguages(
      'the legal form in the commercial register: Limited liability company, شركة ذات مسؤولية محدودة',
    ),
    commercialRegistration,
    registeredAddress: legalInBothLanguages('the address in the commercial register, on one line'),
    nouns: countedNouns,
  }),
});
