import type { Locale } from '../../shared/locales';
import { addedStrings } from '../i18n/i18n';
import type en from './formLocales/en.json';

/**
 * The forms' own words (the field messages and the notices saying how a submission ended),
 * a chunk per language fetched when a visitor reaches a form, instead of with every page's
 * interface strings: no page shows them before the visitor has sent something.
 */
const stringsOf: Record<Locale, () => Promise<{ default: typeof en }>> = {
  en: () => import('./formLocales/en.json'),
  ar: () => import('./formLocales/ar.json'),
};

/**
 * A form starts it when focus enters it and validates only once it is done; the notices
 * and the render of a page answering a post without JavaScript await it.
 */
export const loadFormStrings = addedStrings(stringsOf, {
  what: 'form strings',
  loader: 'loadFormStrings',
});
