import 'i18next';
import type searchStrings from '../search/locales/en.json';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    /** The search's words join the interface strings when the search loads (loadSearchStrings). */
    resources: { translation: typeof en & typeof searchStrings };
    returnNull: false;
  }
}
